// Where the lakes lie, for boards the client draws without a state (replay frames carry
// only pieces). The same geometry as engine/variant.cpp: two 2x2 lakes on the classic
// board, two 1x2 lakes on files c and f of the 8x8 board.
import { squareName } from "./board-model";

export function lakesFor(width: number, height: number): Set<string> {
  const lakes = new Set<string>();
  if (width === 10 && height === 10) {
    for (const file of [2, 3, 6, 7]) for (const rank of [4, 5]) lakes.add(squareName(file, rank));
  } else if (width === 8 && height === 8) {
    for (const file of [2, 5]) for (const rank of [3, 4]) lakes.add(squareName(file, rank));
  }
  return lakes;
}

export function boardSizeOf(variant: string): { width: number; height: number } {
  return variant === "small" ? { width: 8, height: 8 } : { width: 10, height: 10 };
}
