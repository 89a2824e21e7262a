// Squares as one side sees them: rows from its back row, columns from its left.
import { describe, expect, it } from "vitest";
import { other, placeOf, squareAt } from "../src/viewpoint";

describe("viewpoint", () => {
  it("puts Red's row 0, column 0 on a1 and Blue's on the opposite corner", () => {
    expect(squareAt("red", 10, 10, { row: 0, col: 0 })).toBe("a1");
    expect(squareAt("blue", 10, 10, { row: 0, col: 0 })).toBe("j10");
    expect(squareAt("blue", 8, 8, { row: 0, col: 0 })).toBe("h8");
    expect(squareAt("blue", 10, 10, { row: 3, col: 2 })).toBe("h7");
  });

  it("turns every square round and back, for both sides and both board sizes", () => {
    for (const side of ["red", "blue"] as const)
      for (const size of [8, 10])
        for (let row = 0; row < size; row++)
          for (let col = 0; col < size; col++) expect(placeOf(side, size, size, squareAt(side, size, size, { row, col }))).toEqual({ row, col });
  });

  it("names the other side", () => {
    expect(other("red")).toBe("blue");
    expect(other("blue")).toBe("red");
  });
});
