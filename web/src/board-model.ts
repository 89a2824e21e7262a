// What a board shows, square by square, built from what the server sent: a game state,
// the revealed board at the end, a setup being arranged, or a replay frame.
import type { SetupGrid } from "./setup";
import { squareOfCell } from "./setup";
import type { BoardSquare, Color, GameState, RankName, RevealedPiece } from "./types";

export interface PieceView {
  color: Color;
  rank: RankName;
  moved: boolean;     // the opponent has seen it move
  revealed: boolean;  // its rank is known to the opponent
}

export interface SquareView {
  square: string;
  lake: boolean;
  piece: PieceView | null;
}

export interface BoardModel {
  width: number;
  height: number;
  squares: Map<string, SquareView>;
}

export function squareName(file: number, rank: number): string {
  return String.fromCharCode(97 + file) + String(rank + 1);
}

export function parseSquare(square: string): { file: number; rank: number } {
  return { file: square.charCodeAt(0) - 97, rank: Number(square.slice(1)) - 1 };
}

function emptyModel(width: number, height: number, lakes: Set<string>): BoardModel {
  const squares = new Map<string, SquareView>();
  for (let rank = 0; rank < height; rank++) {
    for (let file = 0; file < width; file++) {
      const square = squareName(file, rank);
      squares.set(square, { square, lake: lakes.has(square), piece: null });
    }
  }
  return { width, height, squares };
}

export function lakesOf(board: BoardSquare[]): Set<string> {
  return new Set(board.filter((s) => s.kind === "lake").map((s) => s.square));
}

function pieceOf(entry: BoardSquare): PieceView | null {
  if (entry.kind !== "own" && entry.kind !== "enemy") return null;
  return {
    color: entry.kind === "own" ? "red" : "blue",
    rank: entry.rank ?? "unknown",
    moved: entry.moved ?? false,
    revealed: entry.revealed ?? false,
  };
}

// Red's view during the game: own ranks, enemy ranks only where known.
export function modelFromState(state: GameState): BoardModel {
  const model = emptyModel(state.width, state.height, lakesOf(state.board));
  for (const entry of state.board) {
    const view = model.squares.get(entry.square);
    if (view) view.piece = pieceOf(entry);
  }
  return model;
}

function placeRevealed(model: BoardModel, pieces: RevealedPiece[]): BoardModel {
  for (const p of pieces) {
    const view = model.squares.get(p.square);
    // Everything is open here, so no piece carries the marks of what the opponent knew.
    if (view) view.piece = { color: p.color, rank: p.rank, moved: false, revealed: false };
  }
  return model;
}

// The whole board once the game is over.
export function modelFromReveal(state: GameState): BoardModel {
  return placeRevealed(emptyModel(state.width, state.height, lakesOf(state.board)), state.reveal ?? []);
}

// Red's home rows as arranged; the rest of the board empty.
export function modelFromSetup(grid: SetupGrid, width: number, height: number, lakes: Set<string>): BoardModel {
  const model = emptyModel(width, height, lakes);
  grid.forEach((cells, row) =>
    cells.forEach((rank, col) => {
      const view = model.squares.get(squareOfCell({ row, col }));
      if (view && rank) view.piece = { color: "red", rank, moved: false, revealed: false };
    }),
  );
  return model;
}

export function modelFromPieces(width: number, height: number, lakes: Set<string>, pieces: RevealedPiece[]): BoardModel {
  return placeRevealed(emptyModel(width, height, lakes), pieces);
}
