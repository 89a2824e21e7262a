export function checkFrames(payloads: string[], viewer?: "red" | "blue" | null): number;
