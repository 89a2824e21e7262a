// A game with a clock, a chat and an opponent who left: both clocks in the seat bars
// counted from the frame's arrival, the game and set-up clocks, set-up drafts while the
// set-up clock runs, the claim once the opponent has been away long enough, the new
// endings, and the chat of the viewer's room.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stampArrival } from "../src/clock";
import { DRAFT_DELAY_MS, GameView } from "../src/game-view";
import { setLang } from "../src/i18n";
import type { ClientMessage, GameState, ServerMessage } from "../src/types";
import { afterMove, catalogue, moveFrame, personSeats, playState } from "./fixtures";

let now = 0;

function mount() {
  const sent: ClientMessage[] = [];
  const view = new GameView({ catalogue: catalogue(), send: (m) => sent.push(m), trySend: (m) => sent.push(m) > 0, replay() {}, newGame() {}, now: () => now });
  document.body.replaceChildren(view.element);
  return { view, sent };
}

function clocked(patch: Partial<GameState> = {}): GameState {
  return {
    ...playState(), seats: personSeats(),
    clock: { control: "isf", red_ms: 720_000, blue_ms: 650_000, running: "red", free_ms: 4000, game_ms: 2_400_000, setup_ms: null },
    ...patch,
  };
}

const clockText = (side: string) => document.querySelector(`.seat-bar [data-clock="${side}"]`)?.textContent;

describe("clocks in a game", () => {
  beforeEach(() => {
    setLang("en");
    localStorage.clear();
    vi.useFakeTimers();
    now = 10_000;
  });
  afterEach(() => vi.useRealTimers());

  it("shows both clocks and counts the running one down from the frame's arrival, with the game clock", async () => {
    const { view } = mount();
    const frame: ServerMessage = { type: "state", ...clocked() };
    stampArrival(frame, () => 10_000); // the socket took it in at 10 s ...
    now = 12_000; // ... and the queue hands it on 2 s later
    await view.handle(frame);
    expect(clockText("red")).toBe("12:00 (0:02.0 free)");
    expect(clockText("blue")).toBe("10:50");
    expect(document.querySelector('[data-clock="red"]')?.classList.contains("running")).toBe(true);
    now = 16_000;
    vi.advanceTimersByTime(100);
    expect(clockText("red")).toBe("11:58");
    expect(document.querySelector("#game-clock")?.textContent).toBe("Game clock 39:54");
    view.dispose();
  });

  it("counts a move frame's clocks from the frame's arrival, however long its turn in the queue", async () => {
    const { view } = mount();
    const fischer = { control: "fischer:300+5", red_ms: 280_000, blue_ms: 250_000, running: "red" as const, game_ms: null };
    const before = clocked({ clock: fischer });
    await view.handle({ type: "state", ...before });
    const after = afterMove(before, "e4", "e5", { clock: { ...fischer, red_ms: 275_000, running: "blue" } });
    const frame = moveFrame(before, after);
    stampArrival(frame, () => 20_000); // the socket took it in at 20 s ...
    now = 23_000; // ... and the queue hands it on 3 s later
    await view.handle(frame);
    expect(clockText("red")).toBe("4:35");
    expect(clockText("blue")).toBe("4:07");
    expect(document.querySelector('[data-clock="blue"]')?.classList.contains("running")).toBe(true);
    view.dispose();
  });

  it("warns when time runs low", async () => {
    const { view } = mount();
    await view.handle({ type: "state", ...clocked({ clock: { control: "fischer:300+5", red_ms: 31_000, blue_ms: 300_000, running: "red", game_ms: null } }) });
    expect(document.querySelector('[data-clock="red"]')?.classList.contains("low")).toBe(false);
    now += 2000;
    vi.advanceTimersByTime(100);
    expect(document.querySelector('[data-clock="red"]')?.classList.contains("low")).toBe(true);
    expect(document.querySelector("#game-clock")).toBeNull();
    view.dispose();
  });

  it("during set-up shows the set-up clock and sends the arrangement as a draft once it rests", async () => {
    const setup = clocked({
      phase: "setup", log: [], legal_moves: [],
      seats: { red: { ...personSeats().red, set_up: false }, blue: { ...personSeats().blue, set_up: false } },
      clock: { control: "isf", red_ms: 720_000, blue_ms: 720_000, running: null, game_ms: 3_000_000, setup_ms: 300_000 },
    });
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ setup: "....F.B.../..S.....9./.X...3..../2......2.." }))));
    const { view, sent } = mount();
    await view.handle({ type: "state", ...setup });
    expect(document.querySelector("#setup-clock strong")?.textContent).toBe("Set-up time left: 5:00");
    await vi.waitFor(() => expect(document.querySelectorAll(".setup-board .piece")).toHaveLength(8));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    expect(sent).toEqual([{ type: "draft", setup: "....F.B.../..S.....9./.X...3..../2......2.." }]);
    const click = (sq: string) => document.querySelector(`[data-square="${sq}"]`)!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    click("e1");
    click("a1"); // a swap: one more draft, after the rest
    click("a1");
    click("e1");
    vi.advanceTimersByTime(DRAFT_DELAY_MS - 1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ type: "draft", setup: "....F.B.../..S.....9./.X...3..../2......2.." }); // swapped back
    now += 60_000;
    vi.advanceTimersByTime(100);
    expect(document.querySelector("#setup-clock strong")?.textContent).toBe("Set-up time left: 4:00");
    vi.unstubAllGlobals();
    view.dispose();
  });

  it("sends no draft without a clock", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ setup: "....F.B.../..S.....9./.X...3..../2......2.." }))));
    const { view, sent } = mount();
    await view.handle({ type: "state", ...clocked({ phase: "setup", clock: null, seats: { ...personSeats(), red: { ...personSeats().red, set_up: false } } }) });
    await vi.waitFor(() => expect(document.querySelectorAll(".setup-board .piece")).toHaveLength(8));
    vi.advanceTimersByTime(DRAFT_DELAY_MS * 2);
    expect(sent).toEqual([]);
    vi.unstubAllGlobals();
    view.dispose();
  });

  it("shows how long the opponent has been away and offers the claim once it may be made", async () => {
    const { view, sent } = mount();
    const away = clocked({ seats: { ...personSeats(), blue: { ...personSeats().blue, connected: false, away_ms: 50_000 } }, claim_in_ms: 10_000 });
    await view.handle({ type: "state", ...away });
    expect(document.querySelector('.seat-bar[data-seat="blue"] .seat-tag.away')?.textContent).toBe("away for 0:50");
    expect(document.querySelector("#claim p")?.textContent).toBe("Bob is away; you may claim the game in 0:10.");
    expect(document.querySelector<HTMLButtonElement>("#claim-game")?.hidden).toBe(true);
    now += 10_000;
    vi.advanceTimersByTime(100);
    expect(document.querySelector('.seat-bar[data-seat="blue"] .seat-tag.away')?.textContent).toBe("away for 1:00");
    expect(document.querySelector<HTMLButtonElement>("#claim-game")?.hidden).toBe(false);
    document.querySelector<HTMLButtonElement>("#claim-game")!.click();
    expect(sent).toEqual([{ type: "claim" }]);
    view.dispose();
  });

  it("takes the away time and the claim from a presence frame, on the state's timeline", async () => {
    const { view } = mount();
    await view.handle({ type: "state", ...clocked() });
    expect(document.querySelector("#claim")).toBeNull();
    now += 5000; // the presence frame comes 5 s after the state
    await view.handle({ type: "presence", seats: { red: { connected: true, away_ms: null }, blue: { connected: false, away_ms: 0 } }, claim_in_ms: 60_000 });
    expect(document.querySelector('.seat-bar[data-seat="blue"] .seat-tag.away')?.textContent).toBe("away for 0:00");
    expect(document.querySelector("#claim p")?.textContent).toBe("Bob is away; you may claim the game in 1:00.");
    expect(clockText("red")).toBe("11:59"); // the clock still counts from the state's arrival
    now += 60_000;
    vi.advanceTimersByTime(100);
    expect(document.querySelector<HTMLButtonElement>("#claim-game")?.hidden).toBe(false);
    await view.handle({ type: "presence", seats: { red: { connected: true, away_ms: null }, blue: { connected: true, away_ms: null } }, claim_in_ms: null });
    expect(document.querySelector("#claim")).toBeNull();
    expect(document.querySelector('.seat-bar[data-seat="blue"] .seat-tag.away')).toBeNull();
    view.dispose();
  });

  it("offers the claim during set-up too, when the game waits for an absent opponent's set-up", async () => {
    const { view, sent } = mount();
    const waiting = clocked({
      phase: "setup", log: [], legal_moves: [], claim_in_ms: 0,
      seats: { red: { ...personSeats().red, set_up: true }, blue: { ...personSeats().blue, set_up: false, connected: false, away_ms: 70_000 } },
    });
    await view.handle({ type: "state", ...waiting });
    expect(document.querySelector("#status strong")?.textContent).toBe("Waiting for Bob to set up…");
    document.querySelector<HTMLButtonElement>("#claim-game:not([hidden])")!.click();
    expect(sent).toEqual([{ type: "claim" }]);
    view.dispose();
  });

  it("counts the moves since the last battle against the no-battle limit", async () => {
    const { view } = mount();
    await view.handle({ type: "state", ...clocked({ no_battle_limit: 40, log: [...playState().log, { ply: 5, side: "red", from: "a4", to: "a5", battle: null }] }) });
    expect(document.querySelector("#no-battle")?.textContent).toBe("Moves without a battle: 1 of 40");
    await view.handle({ type: "state", ...clocked({ no_battle_limit: 0 }) });
    expect(document.querySelector("#no-battle")).toBeNull();
    view.dispose();
  });

  it("names the endings by time, game clock, abandonment and the no-battle limit in both languages", async () => {
    const endings: [string, string, string][] = [
      ["time", "a flag fell: time ran out", "die Zeit ist abgelaufen"],
      ["time ran out", "time ran out", "die Zeit ist abgelaufen"],
      ["game clock", "the game clock ran out: a draw", "die Partieuhr ist abgelaufen: Remis"],
      ["game clock ran out", "the game clock ran out: a draw", "die Partieuhr ist abgelaufen: Remis"],
      ["abandoned", "the game was abandoned", "die Partie wurde verlassen"],
      ["no battle limit", "too many moves without a battle: a draw", "zu viele Züge ohne Kampf: Remis"],
      ["no battle limit reached", "too many moves without a battle: a draw", "zu viele Züge ohne Kampf: Remis"],
    ];
    for (const [ending, en, de] of endings) {
      for (const [lang, text] of [["en", en], ["de", de]] as const) {
        setLang(lang);
        const { view } = mount();
        await view.handle({ type: "state", ...clocked({ phase: "over", result: { ending, code: 9, winner: null }, reveal: [] }) });
        expect(document.querySelector("#game-over .reason")?.textContent, `${lang} ${ending}`).toContain(text);
        view.dispose();
      }
    }
  });

  it("keeps the players' chat of a seat from the state and from chat frames, and sends what is written", async () => {
    const { view, sent } = mount();
    await view.handle({ type: "state", ...clocked({ chat: [{ room: "players", from: "blue", name: "Bob", text: "hi", at: 1 }] }) });
    await view.handle({ type: "chat", room: "players", from: "red", name: "Ann", text: "hello Bob", at: 2 });
    expect([...document.querySelectorAll(".chat-panel .chat-text")].map((e) => e.textContent)).toEqual(["hi", "hello Bob"]);
    expect(document.querySelector(".chat-panel")?.getAttribute("data-room")).toBe("players");
    const input = document.querySelector<HTMLInputElement>("#chat-input")!;
    input.value = "good game";
    input.dispatchEvent(new Event("input"));
    input.form!.dispatchEvent(new Event("submit", { cancelable: true }));
    expect(sent).toEqual([{ type: "chat", text: "good game" }]);
    await view.handle(moveFrame(clocked(), afterMove(clocked(), "e4", "e5"))); // move frames carry no chat ...
    expect(document.querySelector(".play-view")?.getAttribute("data-plies")).toBe("5");
    expect([...document.querySelectorAll(".chat-panel .chat-text")].map((e) => e.textContent)).toEqual(["hi", "hello Bob"]); // ... and take none away
    input.focus();
    input.value = "well pla";
    await view.handle({ type: "state", ...clocked({ to_move: "blue", legal_moves: [] }) }); // a state arrives meanwhile
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe("well pla");
    expect(input.selectionStart).toBe(8);
    view.dispose();
  });

  it("has no chat against the computer, and the spectators' room for a spectator", async () => {
    const { view } = mount();
    await view.handle({ type: "state", ...playState() }); // Ann against the computer
    expect(document.querySelector(".chat-panel")).toBeNull();
    view.dispose();
    const watcher = mount();
    await watcher.view.handle({ type: "state", ...clocked({ you: null, legal_moves: [], chat: [{ room: "spectators", from: null, name: "Eve", text: "nice", at: 3 }] }) });
    expect(document.querySelector(".chat-panel")?.getAttribute("data-room")).toBe("spectators");
    expect(document.querySelector(".chat-text")?.textContent).toBe("nice");
    watcher.view.dispose();
  });
});
