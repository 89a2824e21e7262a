import { describe, expect, it } from "vitest";
import { clickSquare, movableSquares, targetsOf } from "../src/selection";
import type { LegalMove } from "../src/types";

const legal: LegalMove[] = [
  { from: "a4", to: "a5" }, { from: "a4", to: "a6" }, { from: "e4", to: "e5" },
  { from: "b9", to: "b10", rescue: { ranks: ["marshal"], squares: ["a1", "b9"] } },
];

describe("selecting a move", () => {
  it("offers only pieces with legal moves, and only their targets", () => {
    expect([...movableSquares(legal)].sort()).toEqual(["a4", "b9", "e4"]);
    expect([...targetsOf(legal, "a4")].sort()).toEqual(["a5", "a6"]);
    expect(targetsOf(legal, null).size).toBe(0);
  });

  it("selects, moves, reselects and deselects", () => {
    expect(clickSquare(legal, null, "a4")).toEqual({ selected: "a4", moves: [] });
    expect(clickSquare(legal, "a4", "a6")).toEqual({ selected: null, moves: [{ from: "a4", to: "a6" }] });
    expect(clickSquare(legal, "a4", "e4")).toEqual({ selected: "e4", moves: [] });
    expect(clickSquare(legal, "a4", "a4")).toEqual({ selected: null, moves: [] });
    expect(clickSquare(legal, "a4", "a9")).toEqual({ selected: null, moves: [] });
    expect(clickSquare(legal, null, "a1")).toEqual({ selected: null, moves: [] });
  });

  it("returns the chosen move with its rescue offer", () => {
    expect(clickSquare(legal, "b9", "b10").moves).toEqual([legal[3]]);
  });
});
