// A move stays pending until a move frame plays it or an error with its id refuses it; a
// move lost with a dropped connection goes again after the reconnection when the fresh
// state still waits for it, and is dropped otherwise. Through the game screen and its
// (fake) WebSockets, as the page runs.
import { afterEach, describe, expect, it, vi } from "vitest";
import { GameScreen } from "../src/game-screen";
import { isLegal } from "../src/pending-move";
import type { GameState } from "../src/types";
import { FakeSocket, useFakeSockets } from "./fake-socket";
import { afterMove, catalogue, moveFrame, playState } from "./fixtures";

const square = (name: string) => document.querySelector<HTMLElement>(`[data-square="${name}"]`)!;
const click = (el: Element) => el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
const pendingSquares = () => [...document.querySelectorAll<HTMLElement>(".square.pending")].map((e) => e.dataset.square).sort();
const sentOn = (socket: FakeSocket) => socket.sent.map((m) => JSON.parse(m));
const notice = () => document.querySelector(".side-panel .notice")?.textContent ?? "";

function open(socket: FakeSocket, state: GameState): void {
  socket.readyState = FakeSocket.OPEN;
  socket.onopen?.();
  socket.deliver({ type: "state", ...state });
}

// A seat's game screen on its first connection, with Red (the page) to move.
async function seated(state: GameState = playState()) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(state))));
  const screen = new GameScreen({ game: "g1", token: "t1", catalogue: catalogue(), navigate: () => {} });
  document.body.replaceChildren(screen.element);
  await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
  open(FakeSocket.all[0], state);
  await vi.waitFor(() => expect(document.querySelector("#status strong")?.textContent).toBe("Your move"));
  return { screen, first: FakeSocket.all[0] };
}

// The connection drops and is made again; the new socket, not yet open.
async function reconnect(socket: FakeSocket): Promise<FakeSocket> {
  vi.useFakeTimers();
  socket.readyState = 3;
  socket.onclose?.();
  vi.advanceTimersByTime(400);
  vi.useRealTimers();
  await vi.waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(1));
  return FakeSocket.all.at(-1)!;
}

function move(from: string, to: string): void {
  click(square(from));
  click(square(to));
}

describe("a pending move", () => {
  useFakeSockets();
  afterEach(() => vi.useRealTimers());

  it("goes with an id counted up, and stays pending until the move frame of its ply plays it", async () => {
    const { screen, first } = await seated();
    const state = playState();
    move("e4", "e5");
    expect(sentOn(first)).toEqual([{ type: "move", from: "e4", to: "e5", id: 1 }]);
    expect(pendingSquares()).toEqual(["e4", "e5"]);
    move("a4", "a5");
    expect(first.sent).toHaveLength(1); // one move at a time
    first.deliver({ type: "presence", seats: { red: { connected: true }, blue: { connected: true } } });
    expect(pendingSquares()).toEqual(["e4", "e5"]); // news of another kind: still on its way
    const played = afterMove(state, "e4", "e5");
    first.deliver(moveFrame(state, played));
    await vi.waitFor(() => expect(pendingSquares()).toEqual([]));
    const back = afterMove(played, "d8", "d7", { legal_moves: [{ from: "e5", to: "e6" }] });
    first.deliver(moveFrame(played, back));
    await vi.waitFor(() => expect(document.querySelector("#status strong")?.textContent).toBe("Your move"));
    move("e5", "e6");
    expect(sentOn(first).at(-1)).toEqual({ type: "move", from: "e5", to: "e6", id: 2 });
    screen.dispose();
  });

  it("is refused only by an error with its id", async () => {
    const { screen, first } = await seated();
    move("e4", "e5");
    first.deliver({ type: "error", message: "too many chat messages" });
    first.deliver({ type: "error", message: "not your turn", id: 7 });
    await vi.waitFor(() => expect(notice()).toBe("The server says: not your turn"));
    expect(pendingSquares()).toEqual(["e4", "e5"]);
    first.deliver({ type: "error", message: "illegal move", id: 1 });
    await vi.waitFor(() => expect(pendingSquares()).toEqual([]));
    move("e4", "f4");
    expect(sentOn(first).at(-1)).toEqual({ type: "move", from: "e4", to: "f4", id: 2 });
    screen.dispose();
  });

  it("lost with the connection, goes again once the fresh state still waits for it", async () => {
    const { screen, first } = await seated();
    move("e4", "e5");
    expect(first.sent).toHaveLength(1); // into a socket that drops before the server read it
    const second = await reconnect(first);
    second.readyState = FakeSocket.OPEN;
    second.onopen?.();
    expect(second.sent).toEqual([]);
    second.deliver({ type: "state", ...playState() });
    await vi.waitFor(() => expect(sentOn(second)).toEqual([{ type: "move", from: "e4", to: "e5", id: 1 }]));
    expect(pendingSquares()).toEqual(["e4", "e5"]);
    second.deliver(moveFrame(playState(), afterMove(playState(), "e4", "e5")));
    await vi.waitFor(() => expect(pendingSquares()).toEqual([]));
    screen.dispose();
  });

  it("that arrived before the drop is not sent again: the fresh state shows it played", async () => {
    const { screen, first } = await seated();
    move("e4", "e5");
    const second = await reconnect(first);
    open(second, afterMove(playState(), "e4", "e5"));
    await vi.waitFor(() => expect(document.querySelector(".play-view")?.getAttribute("data-plies")).toBe("5"));
    expect(second.sent).toEqual([]);
    expect(pendingSquares()).toEqual([]);
    expect(notice()).toBe("");
    screen.dispose();
  });

  it("is dropped, with a word, when the fresh state no longer allows it", async () => {
    const { screen, first } = await seated();
    move("e4", "e5");
    const second = await reconnect(first);
    const blocked = playState();
    blocked.legal_moves = blocked.legal_moves.filter((m) => m.from !== "e4");
    open(second, blocked);
    await vi.waitFor(() => expect(notice()).toBe("Your move e4-e5 was not played: the game had gone on without it."));
    expect(second.sent).toEqual([]);
    expect(pendingSquares()).toEqual([]);
    screen.dispose();
  });

  it("made while the connection is down, waits for the fresh state rather than going first", async () => {
    const { screen, first } = await seated();
    const second = await reconnect(first);
    move("e4", "e5");
    expect(first.sent).toEqual([]);
    second.readyState = FakeSocket.OPEN;
    second.onopen?.();
    expect(second.sent).toEqual([]);
    second.deliver({ type: "state", ...afterMove(playState(), "c2", "c3") }); // another connection of the seat moved
    await vi.waitFor(() => expect(notice()).toContain("e4-e5 was not played"));
    expect(second.sent).toEqual([]);
    screen.dispose();
  });
});

describe("a move's legality", () => {
  it("holds the rescue it chose against the offer", () => {
    const legal = [{ from: "a4", to: "a10", rescue: { ranks: ["general" as const], squares: ["j2"] } }, { from: "e4", to: "e5" }];
    expect(isLegal({ from: "e4", to: "e5" }, legal)).toBe(true);
    expect(isLegal({ from: "a4", to: "a10" }, legal)).toBe(true);
    expect(isLegal({ from: "a4", to: "a10", rescue_to: "j2", rescue_rank: "general" }, legal)).toBe(true);
    expect(isLegal({ from: "a4", to: "a10", rescue_to: "j3", rescue_rank: "general" }, legal)).toBe(false);
    expect(isLegal({ from: "a4", to: "a10", rescue_to: "j2", rescue_rank: "scout" }, legal)).toBe(false);
    expect(isLegal({ from: "e4", to: "e5", rescue_to: "j2", rescue_rank: "general" }, legal)).toBe(false);
    expect(isLegal({ from: "e4", to: "e6" }, legal)).toBe(false);
  });
});
