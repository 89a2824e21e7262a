import type { GameState } from "../src/types";
export interface TruePiece { color: "red" | "blue"; rank: string }
export function trueBoards(origin: string, game: string): Promise<Map<string, TruePiece>[]>;
export function boardsOf(frames: unknown[]): Map<string, TruePiece>[];
export function gamePayloads(payloads: string[], game: string): string[];
export function gameStates(payloads: string[], game: string): GameState[];
export function checkAgainstTruth(payloads: string[], game: string, viewer: "red" | "blue" | null, boards: Map<string, TruePiece>[]): number;
