import { beforeEach, describe, expect, it } from "vitest";
import { cellOfSquare, countRanks, formatSetup, parseSetup, setupProblems, squareOfCell, swapCells } from "../src/setup";
import { deleteSetup, loadSetup, saveSetup, savedSetupNames } from "../src/setup-store";
import type { Army } from "../src/types";

const CLASSIC = "B2B3SXF4B9/2726242B22/5B36B65354/8273738456";
const CLASSIC_ARMY: Army = { flag: 1, spy: 1, scout: 8, miner: 5, sergeant: 4, lieutenant: 4, captain: 4, major: 3, colonel: 2, general: 1, marshal: 1, bomb: 6 };
const BARRAGE = "....F.B.../..S.....9./.X...3..../2......2..";
const RED = { color: "red", height: 10 } as const;
const BLUE = { color: "blue", height: 10 } as const;
const BARRAGE_ARMY: Army = { flag: 1, spy: 1, scout: 2, miner: 1, general: 1, marshal: 1, bomb: 1 };

describe("setup grid", () => {
  it("reads and writes the setup string of formats/setup_string.hpp", () => {
    const grid = parseSetup(BARRAGE, 10, 4);
    expect(grid[0][4]).toBe("flag");
    expect(grid[2][1]).toBe("marshal");
    expect(grid[1][8]).toBe("general");
    expect(formatSetup(grid)).toBe(BARRAGE);
  });

  it("rejects strings of the wrong shape or with unknown symbols", () => {
    expect(() => parseSetup("BBB/2", 10, 4)).toThrow();
    expect(() => parseSetup(BARRAGE.replace("F", "Q"), 10, 4)).toThrow(/unknown piece/);
  });

  it("maps Red's cells to squares: row 0 is rank 1, column 0 is file a", () => {
    const grid = parseSetup(BARRAGE, 10, 4);
    expect(squareOfCell({ row: 0, col: 0 }, grid, RED)).toBe("a1");
    expect(squareOfCell({ row: 3, col: 9 }, grid, RED)).toBe("j4");
    expect(cellOfSquare("e1", grid, RED)).toEqual({ row: 0, col: 4 });
    expect(cellOfSquare("e5", grid, RED)).toBeNull();
    expect(cellOfSquare("e10", grid, RED)).toBeNull();
  });

  it("maps Blue's cells from Blue's back row and left: row 0 is rank 10, column 0 is file j", () => {
    const grid = parseSetup(BARRAGE, 10, 4);
    expect(squareOfCell({ row: 0, col: 0 }, grid, BLUE)).toBe("j10");
    expect(squareOfCell({ row: 3, col: 9 }, grid, BLUE)).toBe("a7");
    expect(cellOfSquare("f10", grid, BLUE)).toEqual({ row: 0, col: 4 }); // where BARRAGE puts the flag
    expect(cellOfSquare("e1", grid, BLUE)).toBeNull();
    expect(cellOfSquare("a6", grid, BLUE)).toBeNull();
    const small = parseSetup("......../......../........", 8, 3);
    expect(squareOfCell({ row: 2, col: 0 }, small, { color: "blue", height: 8 })).toBe("h6");
  });

  it("swaps two pieces, and moves a piece onto an empty square", () => {
    const grid = parseSetup(BARRAGE, 10, 4);
    const swapped = swapCells(grid, cellOfSquare("e1", grid, RED)!, cellOfSquare("b3", grid, RED)!);
    expect(swapped[0][4]).toBe("marshal");
    expect(swapped[2][1]).toBe("flag");
    expect(grid[0][4]).toBe("flag"); // the original is untouched
    const moved = swapCells(grid, cellOfSquare("e1", grid, RED)!, cellOfSquare("a1", grid, RED)!);
    expect(moved[0][0]).toBe("flag");
    expect(moved[0][4]).toBeNull();
    expect(countRanks(moved)).toEqual(countRanks(grid));
  });

  it("accepts exactly the variant's army and names what is wrong otherwise", () => {
    expect(setupProblems(parseSetup(BARRAGE, 10, 4), BARRAGE_ARMY)).toEqual([]);
    expect(setupProblems(parseSetup(CLASSIC, 10, 4), CLASSIC_ARMY)).toEqual([]);
    const twoFlags = parseSetup(BARRAGE.replace("X", "F"), 10, 4);
    expect(setupProblems(twoFlags, BARRAGE_ARMY)).toEqual([
      { kind: "too_few", rank: "marshal", have: 0, want: 1 },
      { kind: "too_many", rank: "flag", have: 2, want: 1 },
    ]);
  });
});

describe("named setups", () => {
  beforeEach(() => localStorage.clear());

  it("saves, lists, loads and deletes setups per variant", () => {
    saveSetup("barrage", "corner", BARRAGE);
    saveSetup("barrage", "attack", BARRAGE.replace("F", "."));
    saveSetup("classic", "wall", CLASSIC);
    expect(savedSetupNames("barrage")).toEqual(["attack", "corner"]);
    expect(loadSetup("barrage", "corner")).toBe(BARRAGE);
    expect(loadSetup("duell", "corner")).toBeNull();
    deleteSetup("barrage", "corner");
    expect(savedSetupNames("barrage")).toEqual(["attack"]);
    expect(savedSetupNames("classic")).toEqual(["wall"]);
  });

  it("treats a broken store as empty", () => {
    localStorage.setItem("stratego.setups", "{not json");
    expect(savedSetupNames("barrage")).toEqual([]);
  });
});
