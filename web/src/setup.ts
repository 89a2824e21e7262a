// A side's setup while it is being arranged: a grid of its home rows, read from and
// written to the setup string of formats/setup_string.hpp (row 0 is the side's back row,
// column 0 its left: a1 for Red, j10 for Blue on the classic board). Swapping, moving and
// checking against the variant's army.
import { RANK_ORDER, rankFromLetter, setupLetter } from "./ranks";
import type { Army, Color, RankName } from "./types";
import { placeOf, squareAt, type Place } from "./viewpoint";

export type SetupGrid = (RankName | null)[][];

export function parseSetup(text: string, width: number, rows: number): SetupGrid {
  const lines = text.trim().split("/");
  if (lines.length !== rows) throw new Error(`expected ${rows} rows, got ${lines.length}`);
  return lines.map((line, row) => {
    if (line.length !== width) throw new Error(`row ${row + 1} has ${line.length} squares, expected ${width}`);
    return [...line].map((ch) => {
      if (ch === ".") return null;
      const rank = rankFromLetter(ch);
      if (!rank) throw new Error(`unknown piece symbol '${ch}'`);
      return rank;
    });
  });
}

export function formatSetup(grid: SetupGrid): string {
  return grid.map((row) => row.map((r) => (r ? setupLetter(r) : ".")).join("")).join("/");
}

export type Cell = Place;

// Where the grid lies on a board of `height` ranks (its width is the grid's).
export interface SetupSide {
  color: Color;
  height: number;
}

export function squareOfCell(cell: Cell, grid: SetupGrid, side: SetupSide): string {
  return squareAt(side.color, grid[0]?.length ?? 0, side.height, cell);
}

export function cellOfSquare(square: string, grid: SetupGrid, side: SetupSide): Cell | null {
  const width = grid[0]?.length ?? 0;
  const { row, col } = placeOf(side.color, width, side.height, square);
  if (row < 0 || row >= grid.length || col < 0 || col >= width) return null;
  return { row, col };
}

// Swaps the contents of two cells; moving a piece onto an empty cell is the same swap.
export function swapCells(grid: SetupGrid, a: Cell, b: Cell): SetupGrid {
  const next = grid.map((row) => [...row]);
  const held = next[a.row][a.col];
  next[a.row][a.col] = next[b.row][b.col];
  next[b.row][b.col] = held;
  return next;
}

export function countRanks(grid: SetupGrid): Army {
  const counts: Army = {};
  for (const row of grid) for (const r of row) if (r) counts[r] = (counts[r] ?? 0) + 1;
  return counts;
}

export interface SetupProblem {
  kind: "too_many" | "too_few";
  rank: RankName;
  have: number;
  want: number;
}

// The differences between the grid and the army; empty when the setup may start.
export function setupProblems(grid: SetupGrid, army: Army): SetupProblem[] {
  const counts = countRanks(grid);
  const problems: SetupProblem[] = [];
  for (const rank of RANK_ORDER) {
    const have = counts[rank] ?? 0;
    const want = army[rank] ?? 0;
    if (have > want) problems.push({ kind: "too_many", rank, have, want });
    if (have < want) problems.push({ kind: "too_few", rank, have, want });
  }
  return problems;
}
