// The end-to-end tests' frame checker must catch a leak, or its passing proves nothing.
import { describe, expect, it } from "vitest";
import { checkFrames } from "../e2e/hidden-ranks.mjs";
import { board, playState } from "./fixtures";
import type { GameState } from "../src/types";

function stateWith(pieces: Parameters<typeof board>[0], log: GameState["log"]): string {
  return JSON.stringify({ type: "state", ...playState(), board: board(pieces), log });
}

describe("hidden-rank frame checker", () => {
  it("accepts unknown enemies, ranks revealed in battle, and scouts seen moving far", () => {
    const log: GameState["log"] = [
      { ply: 1, side: "red", from: "a4", to: "a5", battle: null },
      { ply: 2, side: "blue", from: "b10", to: "b7", battle: null },
      { ply: 3, side: "red", from: "e4", to: "e5", battle: null },
      { ply: 4, side: "blue", from: "e6", to: "e5", battle: {
        attacker: "blue", attacker_rank: "major", defender_rank: "miner", outcome: "attacker_wins", square: "e5",
        text: { en: "", de: "" } } },
    ];
    const frame = stateWith({ d8: { kind: "enemy", rank: "unknown" }, b7: { kind: "enemy", rank: "scout", moved: true }, e5: { kind: "enemy", rank: "major" } }, log);
    expect(checkFrames([frame])).toBe(4);
  });

  it("rejects an enemy rank that no battle revealed", () => {
    const frame = stateWith({ d8: { kind: "enemy", rank: "flag" } }, []);
    expect(() => checkFrames([frame])).toThrow(/flag on d8/);
  });

  it("rejects a revealed rank that stayed on the square its piece left", () => {
    const log: GameState["log"] = [
      { ply: 1, side: "red", from: "e4", to: "e5", battle: null },
      { ply: 2, side: "blue", from: "e6", to: "e5", battle: {
        attacker: "blue", attacker_rank: "major", defender_rank: "miner", outcome: "attacker_wins", square: "e5", text: { en: "", de: "" } } },
      { ply: 3, side: "red", from: "a4", to: "a5", battle: null },
      { ply: 4, side: "blue", from: "e5", to: "f5", battle: null },
    ];
    expect(() => checkFrames([stateWith({ e5: { kind: "enemy", rank: "major" } }, log)])).toThrow(/major on e5/);
    expect(checkFrames([stateWith({ f5: { kind: "enemy", rank: "major" } }, log)])).toBe(4);
  });
});
