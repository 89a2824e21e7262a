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

  it("checks a Blue seat's frames: Red's ranks hidden, its own shown", () => {
    const log: GameState["log"] = [
      { ply: 1, side: "red", from: "a4", to: "a7", battle: null },
      { ply: 2, side: "blue", from: "e7", to: "e6", battle: null },
    ];
    const frame = (pieces: Parameters<typeof board>[0]) => JSON.stringify({ type: "state", ...playState(), you: "blue", legal_moves: [], board: board(pieces), log });
    expect(checkFrames([frame({ a7: { kind: "enemy", rank: "scout", moved: true }, e6: { rank: "marshal" } })], "blue")).toBe(2);
    expect(() => checkFrames([frame({ e4: { kind: "enemy", rank: "miner" } })], "blue")).toThrow(/miner on e4/);
    expect(() => checkFrames([frame({})], "red")).toThrow(/frame for blue reached the viewer red/);
  });

  it("checks a spectator's frames: only public ranks, of the right colour", () => {
    const log: GameState["log"] = [{ ply: 1, side: "red", from: "e4", to: "e5", battle: {
      attacker: "red", attacker_rank: "general", defender_rank: "scout", outcome: "attacker_wins", square: "e5", text: { en: "", de: "" } } }];
    const frame = (pieces: Parameters<typeof board>[0]) => JSON.stringify({ type: "state", ...playState(), you: null, legal_moves: [], board: board(pieces), log });
    expect(checkFrames([frame({ e5: { kind: "piece", color: "red", rank: "general" }, a1: { kind: "piece", color: "red", rank: "unknown" } })], null)).toBe(1);
    expect(() => checkFrames([frame({ e5: { kind: "piece", color: "blue", rank: "general" } })], null)).toThrow(/blue general on e5/);
    expect(() => checkFrames([frame({ a1: { kind: "piece", color: "red", rank: "flag" } })], null)).toThrow(/red flag on a1/);
    expect(() => checkFrames([frame({ a1: { rank: "flag" } })], null)).toThrow(/spectator's frame holds a seat's square/);
  });

  it("holds what was known against the final reveal", () => {
    const log: GameState["log"] = [{ ply: 1, side: "blue", from: "b10", to: "b7", battle: null }];
    const over = (reveal: GameState["reveal"]) => JSON.stringify({ type: "state", ...playState(), phase: "over", log, reveal });
    expect(checkFrames([over([{ square: "b7", color: "blue", rank: "scout" }])])).toBe(1);
    expect(() => checkFrames([over([{ square: "b7", color: "blue", rank: "miner" }])])).toThrow(/reveal shows blue miner/);
  });

  it("checks a move frame by its log entry and the squares it changed", () => {
    const start = stateWith({ e4: { rank: "miner" }, e6: { kind: "enemy", rank: "unknown" }, b10: { kind: "enemy", rank: "unknown" } }, []);
    const move = (ply: number, from: string, to: string, squares: Parameters<typeof board>[0], extra: object = {}) => {
      const changed = board(squares).filter((s) => s.square === from || s.square === to);
      return JSON.stringify({ type: "move", ply, side: ply % 2 ? "red" : "blue", from, to, battle: null, squares: changed,
        captured: { red: {}, blue: {} }, claim_in_ms: null, clock: null, legal_moves: [], phase: "play", result: null, reveal: null,
        to_move: ply % 2 ? "blue" : "red", ...extra });
    };
    const red = move(1, "e4", "e5", { e5: { rank: "miner", moved: true } });
    const won = move(2, "e6", "e5", { e5: { kind: "enemy", rank: "major", moved: true, revealed: true } }, { battle: {
      attacker: "blue", attacker_rank: "major", defender_rank: "miner", outcome: "attacker_wins", square: "e5", text: { en: "", de: "" } } });
    expect(checkFrames([start, red, won])).toBe(2);
    const far = move(2, "b10", "b7", { b7: { kind: "enemy", rank: "scout", moved: true } });
    expect(checkFrames([start, red, far])).toBe(2); // a scout shown by its long move
    const leak = move(2, "e6", "e7", { e7: { kind: "enemy", rank: "major", moved: true } });
    expect(() => checkFrames([start, red, leak])).toThrow(/major on e7 before it was revealed/);
  });

  it("rejects a move frame or a log entry that carries more than the protocol's fields", () => {
    const start = stateWith({}, []);
    const frame = { type: "move", ply: 1, side: "red", from: "a4", to: "a5", battle: null, squares: [], captured: { red: {}, blue: {} },
      claim_in_ms: null, clock: null, legal_moves: [], phase: "play", result: null, reveal: null, to_move: "blue" };
    expect(checkFrames([start, JSON.stringify(frame)])).toBe(1);
    expect(() => checkFrames([start, JSON.stringify({ ...frame, state: playState() })])).toThrow(/move frame of ply 1 carries state/);
    expect(() => checkFrames([start, JSON.stringify({ ...frame, rank: "scout" })])).toThrow(/carries rank/);
    const log: GameState["log"] = [{ ply: 1, side: "blue", from: "b10", to: "b9", battle: null, rank: "flag" } as GameState["log"][number]];
    expect(() => checkFrames([stateWith({}, log)])).toThrow(/log entry of ply 1 carries rank/);
    expect(() => checkFrames([start, JSON.stringify({ ...frame, legal_moves: [{ from: "a5", to: "a6" }] })])).toThrow(/legal moves sent to red, who is not to move/);
  });
});
