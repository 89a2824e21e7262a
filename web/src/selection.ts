// Choosing a move from the server's legal moves: select a piece that has legal moves, then
// one of its targets. Nothing here knows the rules; it only reads state.legal_moves.
import type { MoveIntent } from "./types";

export function movableSquares(legal: MoveIntent[]): Set<string> {
  return new Set(legal.map((m) => m.from));
}

export function targetsOf(legal: MoveIntent[], from: string | null): Set<string> {
  return new Set(from ? legal.filter((m) => m.from === from).map((m) => m.to) : []);
}

export interface SelectionStep {
  selected: string | null;
  // The legal moves the click chose: one, or several that differ only in a rescue.
  moves: MoveIntent[];
}

export function clickSquare(legal: MoveIntent[], selected: string | null, square: string): SelectionStep {
  if (selected) {
    const moves = legal.filter((m) => m.from === selected && m.to === square);
    if (moves.length) return { selected: null, moves };
  }
  if (square === selected) return { selected: null, moves: [] };
  if (movableSquares(legal).has(square)) return { selected: square, moves: [] };
  return { selected: null, moves: [] };
}
