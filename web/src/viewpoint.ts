// The board as one side sees it: rows counted from that side's back row, columns from its
// left (the convention of formats/setup_string.hpp). Red's row r, column c is the square
// of file c, rank r; Blue sits opposite, so both files and ranks turn round.
import type { Color } from "./types";

export interface Place {
  row: number;
  col: number;
}

export function squareName(file: number, rank: number): string {
  return String.fromCharCode(97 + file) + String(rank + 1);
}

export function parseSquare(square: string): { file: number; rank: number } {
  return { file: square.charCodeAt(0) - 97, rank: Number(square.slice(1)) - 1 };
}

export function squareAt(side: Color, width: number, height: number, place: Place): string {
  return side === "red" ? squareName(place.col, place.row) : squareName(width - 1 - place.col, height - 1 - place.row);
}

export function placeOf(side: Color, width: number, height: number, square: string): Place {
  const { file, rank } = parseSquare(square);
  return side === "red" ? { row: rank, col: file } : { row: height - 1 - rank, col: width - 1 - file };
}

export function other(color: Color): Color {
  return color === "red" ? "blue" : "red";
}
