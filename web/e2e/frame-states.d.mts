import type { GameState, ServerMessage } from "../src/types";
export function applyMoveFrame(state: GameState | null, frame: Extract<ServerMessage, { type: "move" }>): GameState;
export function framesWithStates(payloads: string[]): { payload: string; message: ServerMessage; state: GameState }[];
