import { describe, expect, it } from "vitest";
import { Replay } from "../src/replay";
import { BARRAGE, replayAnswer } from "./fixtures";
import type { ReplayAnswer } from "../src/types";

describe("replay stepping", () => {
  it("starts at the starting position and steps within bounds", () => {
    const replay = new Replay(replayAnswer(), BARRAGE);
    expect(replay.ply).toBe(0);
    expect(replay.total).toBe(3);
    expect(replay.atStart).toBe(true);
    replay.prev();
    expect(replay.ply).toBe(0);
    replay.next();
    expect(replay.ply).toBe(1);
    expect(replay.currentMove()).toMatchObject({ from: "d4", to: "d5" });
    replay.last();
    expect(replay.atEnd).toBe(true);
    replay.next();
    expect(replay.ply).toBe(3);
    replay.go(-5);
    expect(replay.ply).toBe(0);
  });

  it("shows the board of the current frame with the variant's lakes", () => {
    const replay = new Replay(replayAnswer(), BARRAGE);
    expect(replay.board().squares.get("d4")?.piece).toMatchObject({ color: "red", rank: "scout" });
    expect(replay.board().squares.get("c5")?.lake).toBe(true);
    replay.go(3);
    const board = replay.board();
    expect(board.squares.get("d5")?.piece).toBeNull();
    expect(board.squares.get("d6")?.piece).toMatchObject({ color: "blue", rank: "miner" });
    expect(replay.currentMove()?.battle?.outcome).toBe("defender_wins");
  });

  it("rebuilds the board of any ply of a long game, forwards and back", () => {
    const answer = replayAnswer();
    const frames: ReplayAnswer["frames"] = [{ ply: 0, move: null, board: [{ square: "a1", color: "red", rank: "scout" }] }];
    for (let ply = 1; ply <= 300; ++ply) {
      const from = ply % 2 === 1 ? "a1" : "a2", to = ply % 2 === 1 ? "a2" : "a1";
      frames.push({ ply, move: { ply, side: "red", from, to, battle: null },
        changes: [{ square: from, color: null, rank: null }, { square: to, color: "red", rank: "scout" }] });
    }
    const replay = new Replay({ ...answer, frames }, BARRAGE);
    for (const ply of [299, 0, 128, 127, 64, 300, 1]) {
      replay.go(ply);
      const at = ply % 2 === 1 ? "a2" : "a1", away = ply % 2 === 1 ? "a1" : "a2";
      expect(replay.board().squares.get(at)?.piece).toMatchObject({ color: "red", rank: "scout" });
      expect(replay.board().squares.get(away)?.piece).toBeNull();
    }
  });

  it("lists every move once", () => {
    expect(new Replay(replayAnswer(), BARRAGE).moves().map((m) => `${m.from}-${m.to}`)).toEqual(["d4-d5", "d7-d6", "d5-d6"]);
  });
});
