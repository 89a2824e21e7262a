// A game between two people as one seat sees it: the opponent's draw offer with Accept and
// Decline, the answer in words, the offer lapsing with the next move, and presence frames.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GameView } from "../src/game-view";
import { setLang } from "../src/i18n";
import type { ClientMessage } from "../src/types";
import { afterMove, blueState, catalogue, moveFrame, playState } from "./fixtures";

function mount() {
  const sent: ClientMessage[] = [];
  const view = new GameView({ catalogue: catalogue(), send: (m) => sent.push(m), trySend: (m) => sent.push(m) > 0, replay: () => {}, newGame: () => {} });
  document.body.replaceChildren(view.element);
  return { view, sent };
}

const click = (el: Element) => el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;

describe("a game between people", () => {
  beforeEach(() => setLang("en"));
  afterEach(() => vi.useRealTimers());

  it("offers a draw and shows the opponent's answer", async () => {
    const { view, sent } = mount();
    await view.handle({ type: "state", ...blueState() });
    click(document.querySelector("#offer-draw")!);
    expect(sent).toEqual([{ type: "offer_draw" }]);
    expect(text(".side-panel .notice")).toBe("You offered a draw.");
    await view.handle({ type: "draw_answer", accepted: false });
    expect(text(".side-panel .notice")).toBe("The draw offer was declined.");
  });

  it("shows the opponent's offer with Accept and Decline and sends the answer", async () => {
    const { view, sent } = mount();
    await view.handle({ type: "state", ...blueState() });
    await view.handle({ type: "draw_offer", from: "red" });
    expect(text("#draw-offer p")).toBe("Ann offers a draw.");
    click(document.querySelector("#accept-draw")!);
    expect(sent).toEqual([{ type: "accept_draw" }]);
    expect(document.querySelector("#draw-offer")).toBeNull();
    await view.handle({ type: "draw_answer", accepted: true });
    expect(text(".side-panel .notice")).toBe("The draw is agreed.");
    expect(sent.at(-1)).toEqual({ type: "sync" });
  });

  it("declines, and a standing offer lapses with the next move", async () => {
    vi.useFakeTimers();
    const { view, sent } = mount();
    await view.handle({ type: "state", ...blueState() });
    await view.handle({ type: "draw_offer", from: "red" });
    click(document.querySelector("#decline-draw")!);
    expect(sent).toEqual([{ type: "decline_draw" }]);
    await view.handle({ type: "draw_offer", from: "red" });
    const moved = view.handle(moveFrame(blueState(), afterMove(blueState(), "a7", "a6")));
    await vi.runAllTimersAsync();
    await moved;
    expect(document.querySelector("#draw-offer")).toBeNull();
  });

  it("ignores its own offer echoed back, and keeps the computer's answers in the computer's words", async () => {
    const { view } = mount();
    await view.handle({ type: "state", ...playState() });
    await view.handle({ type: "draw_offer", from: "red" });
    expect(document.querySelector("#draw-offer")).toBeNull();
    await view.handle({ type: "draw_answer", accepted: false });
    expect(text(".side-panel .notice")).toBe("The computer declines the draw.");
  });

  it("marks the opponent away and back from presence frames", async () => {
    const { view } = mount();
    await view.handle({ type: "state", ...blueState() });
    expect(text('.seat-bar[data-seat="red"]')).not.toContain("away");
    await view.handle({ type: "presence", seats: { red: { connected: false }, blue: { connected: true } } });
    expect(text('.seat-bar[data-seat="red"]')).toContain("away");
    await view.handle({ type: "presence", seats: { red: { connected: true }, blue: { connected: true } } });
    expect(text('.seat-bar[data-seat="red"]')).not.toContain("away");
  });

  it("sets up in the seat's own rows and then waits for the opponent", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ setup: "....F.B.../..S.....9./.X...3..../2......2.." }))));
    const { view, sent } = mount();
    const state = blueState();
    const setup = { ...state, phase: "setup" as const, legal_moves: [], log: [], board: state.board.map((s) => (s.kind === "lake" ? s : { ...s, kind: "empty" as const, rank: null })) };
    const seats = (blue: boolean, red: boolean) => ({ red: { ...state.seats.red, set_up: red }, blue: { ...state.seats.blue, set_up: blue } });
    await view.handle({ type: "state", ...setup, seats: seats(false, false) });
    await vi.waitFor(() => expect(document.querySelectorAll(".setup-board .piece")).toHaveLength(8));
    expect(document.querySelector('[data-square="f10"] .piece')?.getAttribute("data-rank")).toBe("flag");
    click(document.querySelector("#start-game")!);
    expect(sent).toEqual([{ type: "setup", setup: "....F.B.../..S.....9./.X...3..../2......2.." }]);
    await view.handle({ type: "state", ...setup, seats: seats(true, false) });
    expect(document.querySelector(".setup-editor")).toBeNull();
    expect(text("#status strong")).toBe("Waiting for Ann to set up…");
    vi.unstubAllGlobals();
  });

  it("names an empty invited seat as open and waits for someone to join; names the computer with its level", async () => {
    const { view } = mount();
    const state = playState();
    const open = { kind: "person" as const, name: "", level: null, connected: false, set_up: false };
    await view.handle({ type: "state", ...state, phase: "play", seats: { ...state.seats, blue: open } });
    expect(text('.seat-bar[data-seat="blue"] .seat-name')).toBe("open seat");
    expect(text('.seat-bar[data-seat="blue"]')).not.toContain("away");
    await view.handle({ type: "state", ...state });
    expect(text('.seat-bar[data-seat="blue"] .seat-name')).toBe("Computer (Random)");
  });
});
