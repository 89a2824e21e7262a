// Move frames carry what a move changed of the viewer's state (docs/web-api.md "Move
// frames"); the client applies each to the state it keeps.
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyMoveFrame } from "../e2e/frame-states.mjs";
import { GameView } from "../src/game-view";
import { setLang } from "../src/i18n";
import { applyMove } from "../src/move-frame";
import type { Battle, BoardSquare, ClientMessage, GameState, ServerMessage } from "../src/types";
import { afterMove, board, catalogue, moveFrame, playState } from "./fixtures";
import recordedText from "./move-frames.json?raw";

// A real server's frames for Red's seat and a spectator of a short game, each move frame
// followed by the state that viewer got for `sync` right after it (e2e/record-move-frames.mjs).
const recorded = JSON.parse(recordedText) as Record<string, ServerMessage[]>;

type StateFrame = Extract<ServerMessage, { type: "state" }>;
type Move = Extract<ServerMessage, { type: "move" }>;

// A state as the client keeps it: no message type, no chat (chat frames keep that).
function kept(frame: StateFrame): GameState {
  const { type: _type, chat: _chat, ...state } = frame;
  return state;
}

// Red's miner e4 attacks the unknown enemy on e5 (a scout) and wins: a battle frame as the
// server builds it, with the board entries that changed.
const BATTLE: Battle = {
  attacker: "red", attacker_rank: "miner", defender_rank: "scout", outcome: "attacker_wins", square: "e5",
  text: { en: "Your miner beat the enemy scout on e5.", de: "Dein Mineur schlug den gegnerischen Aufklärer auf e5." },
};

function beforeBattle(): GameState {
  const state = playState();
  return { ...state, board: state.board.map((s): BoardSquare => (s.square === "e5" ? { ...s, kind: "enemy", color: "blue", rank: "unknown" } : s)),
    chat: [{ room: "players", from: "blue", name: "Bob", text: "hi", at: 1 }] };
}

function battleFrame() {
  return {
    type: "move" as const, ply: 5, side: "red" as const, from: "e4", to: "e5", battle: BATTLE,
    squares: [
      { square: "e4", kind: "empty" as const, color: null, rank: null, moved: false, revealed: false },
      { square: "e5", kind: "own" as const, color: "red" as const, rank: "miner" as const, moved: true, revealed: true },
    ],
    captured: { red: { scout: 1 }, blue: { spy: 1, miner: 1, scout: 1 } }, claim_in_ms: null, clock: null,
    legal_moves: [], phase: "play" as const, result: null, reveal: null, to_move: "blue" as const,
  };
}

describe("a real server's move frames", () => {
  for (const [viewer, frames] of Object.entries(recorded)) {
    it(`applied one by one to the first state give ${viewer} every state the server sends`, () => {
      let state = kept(frames[0] as StateFrame);
      let checker = state; // the end-to-end checks' own way of applying them
      const kinds = new Set<string>();
      for (let i = 1; i < frames.length; i += 2) {
        const [frame, served] = [frames[i] as Move, frames[i + 1] as StateFrame];
        expect([frame.type, served.type]).toEqual(["move", "state"]);
        kinds.add(frame.battle?.outcome ?? "no battle");
        state = applyMove(state, frame)!;
        checker = applyMoveFrame(checker, frame);
        expect(state, `ply ${frame.ply}`).toStrictEqual(kept(served));
        expect(checker, `ply ${frame.ply}`).toStrictEqual(kept(served));
        expect(frame.squares.length, `ply ${frame.ply}`).toBeLessThanOrEqual(3);
      }
      expect(state.phase).toBe("over");
      expect(state.reveal?.length).toBeGreaterThan(0);
      expect([...kinds].sort()).toEqual(["attacker_wins", "both_removed", "defender_wins", "no battle"]);
    });
  }
});

describe("applying a move frame", () => {
  it("adds the log entry, replaces the changed squares and the other fields, and leaves out the chat", () => {
    const before = beforeBattle();
    const after = applyMove(before, battleFrame())!;
    const { chat: _chat, ...expected } = before;
    expect(after).toEqual({
      ...expected,
      board: board({
        a1: { rank: "flag" }, b1: { rank: "bomb" }, c2: { rank: "marshal", moved: true, revealed: true },
        a4: { rank: "scout" }, e5: { rank: "miner", moved: true, revealed: true },
        a8: { kind: "enemy", rank: "unknown" }, d8: { kind: "enemy", rank: "unknown" }, e7: { kind: "enemy", rank: "general", moved: true, revealed: true },
        j10: { kind: "enemy", rank: "unknown", moved: true },
      }),
      log: [...before.log, { ply: 5, side: "red", from: "e4", to: "e5", battle: BATTLE }],
      captured: { red: { scout: 1 }, blue: { spy: 1, miner: 1, scout: 1 } }, claim_in_ms: null, clock: null,
      legal_moves: [], to_move: "blue",
    });
    expect("chat" in after).toBe(false);
    expect(before.log).toHaveLength(4); // the state applied to is left as it was
  });

  it("applies to nothing but the state at the ply before it", () => {
    const frame = battleFrame();
    expect(applyMove(null, frame)).toBeNull(); // no state yet
    expect(applyMove(beforeBattle(), { ...frame, ply: 6 })).toBeNull(); // a frame missed
    expect(applyMove(beforeBattle(), { ...frame, ply: 4 })).toBeNull(); // one already applied
    expect(applyMove(beforeBattle(), { ...frame, squares: [...frame.squares, { ...frame.squares[0], square: "k11" }] })).toBeNull();
    expect(applyMove(beforeBattle(), { ...frame, squares: undefined as unknown as BoardSquare[] })).toBeNull();
  });

  it("keeps an ultimate lightning rescue in the log entry", () => {
    const frame = { ...battleFrame(), battle: null, rescue_to: "j2", rescue_rank: "general" as const };
    expect(applyMove(beforeBattle(), frame)!.log.at(-1)).toEqual({ ply: 5, side: "red", from: "e4", to: "e5", battle: null, rescue_to: "j2", rescue_rank: "general" });
    expect(applyMove(beforeBattle(), battleFrame())!.log.at(-1)).not.toHaveProperty("rescue_to");
  });
});

describe("a game view on move frames", () => {
  afterEach(() => vi.useRealTimers());

  function mount() {
    setLang("en");
    const sent: ClientMessage[] = [];
    const view = new GameView({ catalogue: catalogue(), send: (m) => sent.push(m), trySend: (m) => sent.push(m) > 0, replay() {}, newGame() {} });
    document.body.replaceChildren(view.element);
    return { view, sent };
  }
  const plies = () => document.querySelector(".play-view")?.getAttribute("data-plies");

  it("ignores a frame for another ply and asks once for a fresh state, then follows that state", async () => {
    vi.useFakeTimers();
    const { view, sent } = mount();
    const state = playState();
    await view.handle({ type: "state", ...state });
    const one = afterMove(state, "e4", "e5");
    const two = afterMove(one, "d8", "d7");
    const three = afterMove(two, "c2", "c3");
    await view.handle(moveFrame(one, two)); // ply 6 on a state at ply 4: ply 5's frame was missed
    expect(plies()).toBe("4");
    expect(sent).toEqual([{ type: "sync" }]);
    await view.handle(moveFrame(two, three));
    expect(plies()).toBe("4");
    expect(sent).toEqual([{ type: "sync" }]); // one request until the state comes
    await view.handle({ type: "state", ...two });
    expect(plies()).toBe("6");
    const played = view.handle(moveFrame(two, three));
    await vi.runAllTimersAsync();
    await played;
    expect(plies()).toBe("7");
    expect(view.state).toEqual(three);
    view.dispose();
  });

  it("shows the battle card of a move frame with a battle, and the battle in the log", async () => {
    vi.useFakeTimers();
    const { view } = mount();
    await view.handle({ type: "state", ...beforeBattle() });
    const played = view.handle(battleFrame());
    expect(document.querySelector(".battle-card .battle-text")?.textContent).toBe(BATTLE.text.en);
    expect(document.querySelector('.battle-log [data-ply="5"]')?.textContent).toContain(BATTLE.text.en);
    expect(document.querySelector('[data-square="e5"] .piece')?.getAttribute("data-rank")).toBe("miner");
    await vi.runAllTimersAsync();
    await played;
    expect(document.querySelector(".battle-card")).toBeNull();
    view.dispose();
  });
});
