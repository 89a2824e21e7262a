// Red's setup while it is being arranged: a grid of the home rows, read from and written
// to the setup string of formats/setup_string.hpp (row 0 is Red's back row, rank 1;
// column 0 is file a). Swapping, moving and checking against the variant's army.
import { RANK_ORDER, rankFromLetter, setupLetter } from "./ranks";
import type { Army, RankName } from "./types";

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

export interface Cell {
  row: number;
  col: number;
}

export function squareOfCell(cell: Cell): string {
  return String.fromCharCode(97 + cell.col) + String(cell.row + 1);
}

export function cellOfSquare(square: string, grid: SetupGrid): Cell | null {
  const col = square.charCodeAt(0) - 97;
  const row = Number(square.slice(1)) - 1;
  if (row < 0 || row >= grid.length || col < 0 || col >= (grid[0]?.length ?? 0)) return null;
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
