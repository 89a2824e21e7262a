// Choosing a move from the server's legal moves: select a piece that has legal moves, then
// one of its targets. Nothing here knows the rules; it only reads state.legal_moves.
import type { LegalMove } from "./types";

export function movableSquares(legal: LegalMove[]): Set<string> {
  return new Set(legal.map((m) => m.from));
}

export function targetsOf(legal: LegalMove[], from: string | null): Set<string> {
  return new Set(from ? legal.filter((m) => m.from === from).map((m) => m.to) : []);
}

export interface SelectionStep {
  selected: string | null;
  // The legal move the click chose, if any.
  moves: LegalMove[];
}

export function clickSquare(legal: LegalMove[], selected: string | null, square: string): SelectionStep {
  if (selected) {
    const moves = legal.filter((m) => m.from === selected && m.to === square);
    if (moves.length) return { selected: null, moves };
  }
  if (square === selected) return { selected: null, moves: [] };
  if (movableSquares(legal).has(square)) return { selected: square, moves: [] };
  return { selected: null, moves: [] };
}
