export function checkFrames(payloads: string[]): number;
