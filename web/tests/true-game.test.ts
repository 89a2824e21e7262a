// The end-to-end tests' check against the true game must catch a frame that disagrees with
// it, or its passing proves nothing.
import { describe, expect, it } from "vitest";
import { boardsOf, checkAgainstTruth, gamePayloads } from "../e2e/true-game.mjs";
import { board, personSeats, playState } from "./fixtures";
import type { BoardSquare, Color, GameState } from "../src/types";

// Red's scout on a4 attacks Blue's miner on a7 and loses; Red's flag a1, Blue's flag d8.
const REPLAY = [
  { ply: 0, move: null, board: [
    { square: "a1", color: "red", rank: "flag" }, { square: "a4", color: "red", rank: "scout" },
    { square: "a7", color: "blue", rank: "miner" }, { square: "d8", color: "blue", rank: "flag" },
  ] },
  { ply: 1, move: null, changes: [{ square: "a4", color: null, rank: null }, { square: "a7", color: "blue", rank: "miner" }] },
];
const BATTLE: GameState["log"] = [{ ply: 1, side: "red", from: "a4", to: "a7", battle: {
  attacker: "red", attacker_rank: "scout", defender_rank: "miner", outcome: "defender_wins", square: "a7", text: { en: "", de: "" } } }];

function frame(you: Color | null, pieces: Record<string, Partial<BoardSquare>>, extra: Partial<GameState> = {}): string {
  return JSON.stringify({ type: "state", ...playState(), game: "g1", seats: personSeats(), you, board: board(pieces), log: BATTLE, ...extra });
}

const check = (payload: string, you: Color | null) => checkAgainstTruth([payload], "g1", you, boardsOf(REPLAY));

describe("true-game frame checker", () => {
  it("replays the frames into the board after every ply", () => {
    const boards = boardsOf(REPLAY);
    expect(boards).toHaveLength(2);
    expect(boards[0].get("a4")).toEqual({ color: "red", rank: "scout" });
    expect(boards[1].has("a4")).toBe(false);
    expect(boards[1].get("a7")).toEqual({ color: "blue", rank: "miner" });
  });

  it("accepts a seat's and a spectator's frames that agree with the truth", () => {
    expect(check(frame("red", { a1: { rank: "flag" }, a7: { kind: "enemy", rank: "miner" }, d8: { kind: "enemy", rank: "unknown" } }), "red")).toBe(1);
    expect(check(frame("blue", { a1: { kind: "enemy", rank: "unknown" }, a7: { rank: "miner" }, d8: { rank: "flag" } }, { you: "blue" }), "blue")).toBe(1);
    const pieces = { a1: { kind: "piece", color: "red", rank: "unknown" }, a7: { kind: "piece", color: "blue", rank: "miner" },
      d8: { kind: "piece", color: "blue", rank: "unknown" } } as const;
    expect(check(frame(null, pieces), null)).toBe(1);
  });

  it("rejects a rank, a square or a colour the true game does not have", () => {
    expect(() => check(frame("red", { a1: { rank: "flag" }, a7: { kind: "enemy", rank: "miner" }, d8: { kind: "enemy", rank: "bomb" } }), "red"))
      .toThrow(/d8: bomb shown, truly flag/);
    expect(() => check(frame("red", { a2: { rank: "flag" }, a7: { kind: "enemy", rank: "miner" }, d8: { kind: "enemy", rank: "unknown" } }), "red"))
      .toThrow(/a1: empty shown/);
    expect(() => check(frame("red", { a1: { rank: "flag" }, a7: { kind: "enemy", rank: "miner" }, d9: { kind: "enemy", rank: "unknown" } }), "red"))
      .toThrow(/d8: empty shown/);
    const wrongColour = { a1: { kind: "piece", color: "blue", rank: "unknown" }, a7: { kind: "piece", color: "blue", rank: "unknown" },
      d8: { kind: "piece", color: "blue", rank: "unknown" } } as const;
    expect(() => check(frame(null, wrongColour), null)).toThrow(/a1: a blue piece shown, truly red/);
  });

  it("rejects a battle that names other ranks than the pieces had", () => {
    const log = [{ ...BATTLE[0], battle: { ...BATTLE[0].battle!, defender_rank: "general" as const } }];
    expect(() => check(frame("red", { a1: { rank: "flag" }, a7: { kind: "enemy", rank: "unknown" }, d8: { kind: "enemy", rank: "unknown" } }, { log }), "red"))
      .toThrow(/scout against general/);
  });

  it("during set-up shows a seat only its own set-up pieces, a spectator none", () => {
    const setup = { phase: "setup" as const, log: [], seats: { ...personSeats(), blue: { ...personSeats().blue, set_up: false } } };
    expect(check(frame("red", { a1: { rank: "flag" }, a4: { rank: "scout" } }, setup), "red")).toBe(1);
    expect(check(frame("blue", {}, { ...setup, you: "blue" }), "blue")).toBe(1);
    expect(() => check(frame("blue", { a7: { rank: "miner" } }, { ...setup, you: "blue" }), "blue")).toThrow(/a7: own shown/);
    expect(() => check(frame("red", { a1: { rank: "flag" }, a4: { rank: "scout" }, d8: { kind: "enemy", rank: "unknown" } }, setup), "red"))
      .toThrow(/d8: enemy shown/);
  });

  it("holds the final reveal against the true board, and keeps only the game's own frames", () => {
    const seen = { a1: { rank: "flag" }, a7: { kind: "enemy", rank: "miner" }, d8: { kind: "enemy", rank: "unknown" } } as const;
    const truth = [{ square: "a1", color: "red", rank: "flag" }, { square: "a7", color: "blue", rank: "miner" }, { square: "d8", color: "blue", rank: "flag" }] as const;
    const over = (reveal: GameState["reveal"]) => frame("red", seen, { phase: "over", result: { ending: "flag captured", code: 1, winner: "red" }, reveal });
    expect(check(over([...truth]), "red")).toBe(1);
    expect(() => check(over([truth[0], truth[1], { square: "d8", color: "blue", rank: "bomb" }]), "red")).toThrow(/reveal shows blue bomb on d8/);
    expect(() => check(over([truth[0], truth[1]]), "red")).toThrow(/reveal shows nothing on d8/);
    const other = JSON.stringify({ type: "state", ...playState(), game: "g2" });
    expect(gamePayloads([other, JSON.stringify({ type: "chat" }), over([...truth])], "g1")).toHaveLength(1);
  });

  it("applies move frames to the state before them and checks the state each leaves", () => {
    const start = frame("red", { a1: { rank: "flag" }, a4: { rank: "scout" }, a7: { kind: "enemy", rank: "unknown" }, d8: { kind: "enemy", rank: "unknown" } }, { log: [] });
    const squares = (a7: Partial<BoardSquare>) => board({ a7 }).filter((s) => s.square === "a4" || s.square === "a7");
    const move = (a7: Partial<BoardSquare>) => JSON.stringify({ type: "move", ...BATTLE[0], squares: squares(a7),
      captured: { red: { scout: 1 }, blue: {} }, claim_in_ms: null, clock: null, legal_moves: [], phase: "play", result: null, reveal: null, to_move: "blue" });
    expect(checkAgainstTruth([start, move({ kind: "enemy", rank: "miner", revealed: true })], "g1", "red", boardsOf(REPLAY))).toBe(2);
    expect(() => checkAgainstTruth([start, move({ kind: "enemy", rank: "general", revealed: true })], "g1", "red", boardsOf(REPLAY)))
      .toThrow(/after ply 1, a7: general shown, truly miner/);
    expect(() => checkAgainstTruth([start, move({ kind: "empty", color: null, rank: null })], "g1", "red", boardsOf(REPLAY)))
      .toThrow(/a7: empty shown/);
    const other = JSON.stringify({ type: "state", ...playState(), game: "g2" });
    const theirs = move({ kind: "enemy", rank: "miner", revealed: true });
    expect(gamePayloads([start, other, theirs, JSON.stringify({ type: "chat" })], "g1")).toEqual([start]); // a move frame of the game of the state before it
  });
});
