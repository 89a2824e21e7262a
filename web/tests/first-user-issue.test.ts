// What a new user found (German names, cut labels, move numbers, unmarked pieces, the
// battle card over the board, the end's reveal, the log on a phone, the connection):
// each mended behaviour, checked against contract-shaped messages.
import { describe, expect, it, vi } from "vitest";
import { moveListElement } from "../src/battle-log";
import { playBattle } from "../src/battle-view";
import { GameScreen } from "../src/game-screen";
import { DE_FEMININE, TEXTS, rankT, rankText, setLang } from "../src/i18n";
import { PlayView } from "../src/play-view";
import { RANK_ORDER } from "../src/ranks";
import { Replay } from "../src/replay";
import type { Battle, GameState, MoveIntent } from "../src/types";
import { FakeSocket, useFakeSockets } from "./fake-socket";
import { BARRAGE, afterMove, catalogue, moveFrame, overState, playState, replayAnswer } from "./fixtures";
import battleSource from "../../engine/battle.cpp?raw";

function mountPlay() {
  const sent: MoveIntent[] = [];
  const view = new PlayView({ move: (m) => sent.push(m), resign() {}, offerDraw() {}, answerDraw() {}, replay() {}, newGame() {} });
  document.body.replaceChildren(view.element);
  return { view, sent };
}

const square = (name: string) => document.querySelector<HTMLElement>(`[data-square="${name}"]`)!;
const click = (el: Element) => el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
const battle: Battle = playState().log[3].battle!;

// The rank names of the server's battle texts, as engine/battle.cpp spells them.
function serverGermanRanks(): string[] {
  const list = /german_rank\(Rank r\)[\s\S]*?names = \{([\s\S]*?)\};/.exec(battleSource)![1];
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

describe("a new user's findings", () => {
  useFakeSockets();

  it("names every rank in German as the server's battle texts do", () => {
    setLang("de");
    const server = serverGermanRanks(); // engine order: flag, spy, scout, miner, sergeant ... marshal, bomb
    const engineOrder = ["flag", "spy", "scout", "miner", "sergeant", "lieutenant", "captain", "major", "colonel", "general", "marshal", "bomb"] as const;
    expect(server.slice(0, 12)).toEqual(engineOrder.map((r) => rankText(r)));
    expect(RANK_ORDER.every((r) => engineOrder.includes(r as (typeof engineOrder)[number]))).toBe(true);
  });

  it("declines German texts for the bomb and the flag, and keeps English as it is", () => {
    setLang("de");
    expect(rankT("square_enemy", "bomb", { square: "d8" })).toBe("d8: gegnerische Bombe");
    expect(rankT("square_enemy", "sergeant", { square: "d8" })).toBe("d8: gegnerischer Sergeant");
    expect(rankT("square_own", "flag", { square: "a1" })).toBe("a1: deine Fahne");
    expect(rankT("rescue_theirs", "captain", { square: "e3" })).toBe("Der Gegner holt seinen Hauptmann auf e3 zurück.");
    for (const text of Object.values(TEXTS.de)) expect(text).not.toMatch(/\(n\)|\(e\)/);
    for (const [key, text] of Object.entries(DE_FEMININE))
      expect([...text.matchAll(/\{\w+\}/g)].map(String).sort()).toEqual([...TEXTS.en[key as keyof typeof TEXTS.en].matchAll(/\{\w+\}/g)].map(String).sort());
    setLang("en");
    expect(rankT("square_enemy", "bomb", { square: "d8" })).toBe("d8: enemy Bomb");
  });

  it("numbers every move once, the same in the battle log, the move list and the replay", () => {
    const { view } = mountPlay();
    view.show(playState());
    expect(document.querySelector('.battle-log [data-ply="4"] .ply')?.textContent).toBe("4.");
    const numbers = [...document.querySelectorAll(".move-list .move .ply")].map((e) => e.textContent);
    expect(numbers).toEqual(["1.", "2.", "3.", "4."]);
    const replay = new Replay(replayAnswer(), BARRAGE);
    replay.go(3);
    const list = moveListElement(replay.moves(), replay.ply);
    expect(list.querySelector(".move.current .ply")?.textContent).toBe(`${replay.ply}.`);
  });

  it("marks every piece that can move before anything is clicked, and none on the opponent's turn", () => {
    const { view } = mountPlay();
    view.show(playState());
    const movable = [...document.querySelectorAll<HTMLElement>(".square.movable")].map((e) => e.dataset.square).sort();
    expect(movable).toEqual(["a4", "c2", "e4"]);
    view.show({ ...playState(), to_move: "blue", legal_moves: [] });
    expect(document.querySelectorAll(".square.movable")).toHaveLength(0);
  });

  it("keeps the battle card off the battle's half of the board and ends it at the first press", async () => {
    const host = document.createElement("div");
    document.body.replaceChildren(host);
    let done = false;
    const shown = playBattle(host, battle, { ms: 60_000, at: "bottom" }).then(() => (done = true));
    expect(host.querySelector(".battle-card.at-bottom")).not.toBeNull();
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await shown;
    expect(done).toBe(true);
    expect(host.querySelector(".battle-card")).toBeNull();
    const { view } = mountPlay();
    view.show(playState()); // Red at the bottom: f6 lies in the upper half of Red's view
    const played = view.battle(battle, 60_000);
    expect(document.querySelector(".battle-card")?.classList.contains("at-bottom")).toBe(true);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    await played;
  });

  it("at the end frames only the enemy ranks found in play as known; the rest are unveiled", () => {
    const { view } = mountPlay();
    view.show(overState());
    expect(square("e7").querySelector(".piece")!.classList.contains("known")).toBe(true); // the general seen in play
    for (const unseen of ["d8", "j10"]) {
      const piece = square(unseen).querySelector(".piece")!;
      expect(piece.classList.contains("known")).toBe(false);
      expect(piece.classList.contains("unveiled")).toBe(true);
    }
    expect(square("j10").querySelector(".mark.moved")).not.toBeNull(); // what was seen of it stays
    expect(square("a1").querySelector(".piece")!.classList.contains("unveiled")).toBe(false); // own flag
    expect(document.querySelector(".legend")?.textContent).toContain("shown only now");
  });

  it("shows the latest battle right under the board", () => {
    const { view } = mountPlay();
    view.show(playState());
    const latest = document.querySelector(".board-bottom #latest-battle")!;
    expect(latest.getAttribute("data-ply")).toBe("4");
    expect(latest.textContent).toBe(`4.${battle.text.en}`);
  });

  it("says the connection is lost instead of 'Your move', and shows a queued move until it is answered", async () => {
    const state: GameState = playState();
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(state))));
    const screen = new GameScreen({ game: "g1", token: "t1", catalogue: catalogue(), navigate: () => {} });
    document.body.replaceChildren(screen.element);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const first = FakeSocket.all[0];
    first.readyState = FakeSocket.OPEN;
    first.onopen?.();
    expect(document.querySelector("#status strong")?.textContent).toBe("Your move");
    vi.useFakeTimers();
    first.readyState = 3;
    first.onclose?.();
    expect(document.querySelector("#status strong")?.textContent).toBe("Connection lost; reconnecting…");
    click(square("e4"));
    click(square("e5"));
    expect(first.sent).toEqual([]); // queued, not sent into a closed socket
    expect(square("e4").classList.contains("pending")).toBe(true);
    expect(square("e5").classList.contains("pending")).toBe(true);
    expect(document.querySelector("#status")?.textContent).toContain("e4-e5 is sent as soon as the connection is back");
    click(square("a4"));
    expect(square("a4").classList.contains("selected")).toBe(false); // one move waits; no second one
    vi.advanceTimersByTime(400);
    vi.useRealTimers();
    const second = FakeSocket.all[1];
    second.readyState = FakeSocket.OPEN;
    second.onopen?.();
    expect(second.sent).toEqual([]); // it waits for the fresh state, which tells whether it may still go
    second.deliver({ type: "state", ...state }); // the fresh state on connect: still Red's move at ply 5
    await vi.waitFor(() => expect(document.querySelector("#status strong")?.textContent).toBe("Your move"));
    expect(second.sent.map((m) => JSON.parse(m))).toEqual([{ type: "move", from: "e4", to: "e5", id: 1 }]);
    expect(square("e4").classList.contains("pending")).toBe(true);
    second.deliver(moveFrame(state, afterMove(state, "e4", "e5")));
    await vi.waitFor(() => expect(document.querySelectorAll(".square.pending")).toHaveLength(0));
    screen.dispose();
  });
});
