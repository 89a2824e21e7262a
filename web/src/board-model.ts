// What a board shows, square by square, built from what the server sent: a game state,
// the revealed board at the end, a setup being arranged, or a replay frame. `bottom` is
// the side whose home rows are drawn at the bottom: a seat's own, Red's for everyone else.
import type { SetupGrid } from "./setup";
import type { BoardSquare, Color, GameState, RankName, RevealedPiece, Viewer } from "./types";
import { squareAt, squareName } from "./viewpoint";

// Whose piece it is from the viewer's side; "public" where the viewer holds no seat.
export type Whose = "own" | "enemy" | "public";

export interface PieceView {
  color: Color;
  rank: RankName;
  whose: Whose;
  moved: boolean;     // the opponent has seen it move
  revealed: boolean;  // its rank is known to the opponent
  unveiled?: boolean; // another's piece whose rank only the end's reveal showed the viewer
}

export interface SquareView {
  square: string;
  lake: boolean;
  piece: PieceView | null;
}

export interface BoardModel {
  width: number;
  height: number;
  bottom: Color;
  squares: Map<string, SquareView>;
}

export function emptyModel(width: number, height: number, lakes: Set<string>, bottom: Color = "red"): BoardModel {
  const squares = new Map<string, SquareView>();
  for (let rank = 0; rank < height; rank++) {
    for (let file = 0; file < width; file++) {
      const square = squareName(file, rank);
      squares.set(square, { square, lake: lakes.has(square), piece: null });
    }
  }
  return { width, height, bottom, squares };
}

export function lakesOf(board: BoardSquare[]): Set<string> {
  return new Set(board.filter((s) => s.kind === "lake").map((s) => s.square));
}

export function whoseFor(color: Color, viewer: Viewer): Whose {
  if (!viewer) return "public";
  return color === viewer ? "own" : "enemy";
}

// The server names every piece's colour (it is public), whichever kind the square has.
function pieceOf(entry: BoardSquare, viewer: Viewer): PieceView | null {
  const color = entry.color;
  if (entry.kind === "empty" || entry.kind === "lake" || !color) return null;
  return {
    color,
    rank: entry.rank ?? "unknown",
    whose: whoseFor(color, viewer),
    moved: entry.moved ?? false,
    revealed: entry.revealed ?? false,
  };
}

// The viewer's board during the game: own ranks, the others only where known.
export function modelFromState(state: GameState): BoardModel {
  const model = emptyModel(state.width, state.height, lakesOf(state.board), state.you ?? "red");
  for (const entry of state.board) {
    const view = model.squares.get(entry.square);
    if (view) view.piece = pieceOf(entry, state.you);
  }
  return model;
}

function placeRevealed(model: BoardModel, pieces: RevealedPiece[], viewer: Viewer): BoardModel {
  for (const p of pieces) {
    const view = model.squares.get(p.square);
    // Everything is open here, so no piece carries the marks of what the opponent knew.
    if (view) view.piece = { color: p.color, rank: p.rank, whose: whoseFor(p.color, viewer), moved: false, revealed: false };
  }
  return model;
}

// The whole board once the game is over. Each piece keeps what was known of it during the
// game (the viewer's board): an enemy rank found in play stays marked as known, one that
// only the reveal shows is "unveiled"; own pieces keep the marks of what the opponent knew.
export function modelFromReveal(state: GameState): BoardModel {
  const model = emptyModel(state.width, state.height, lakesOf(state.board), state.you ?? "red");
  const seen = new Map(state.board.map((s) => [s.square, s]));
  for (const p of state.reveal ?? []) {
    const view = model.squares.get(p.square);
    if (!view) continue;
    const before = seen.get(p.square);
    const same = before?.color === p.color ? before : undefined;
    const whose = whoseFor(p.color, state.you);
    view.piece = {
      color: p.color, rank: p.rank, whose,
      moved: same?.moved ?? false,
      revealed: same?.revealed ?? false,
      unveiled: whose !== "own" && !(same?.rank && same.rank !== "unknown"),
    };
  }
  return model;
}

// One side's home rows as arranged (row 0 of the grid is its back row); the rest empty.
export function modelFromSetup(grid: SetupGrid, side: Color, width: number, height: number, lakes: Set<string>): BoardModel {
  const model = emptyModel(width, height, lakes, side);
  grid.forEach((cells, row) =>
    cells.forEach((rank, col) => {
      const view = model.squares.get(squareAt(side, width, height, { row, col }));
      if (view && rank) view.piece = { color: side, rank, whose: "own", moved: false, revealed: false };
    }),
  );
  return model;
}

// A replay frame, from Red's side.
export function modelFromPieces(width: number, height: number, lakes: Set<string>, pieces: RevealedPiece[]): BoardModel {
  return placeRevealed(emptyModel(width, height, lakes), pieces, "red");
}
