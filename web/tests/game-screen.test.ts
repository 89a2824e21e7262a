// A seat's or a spectator's game screen against a fake server: what it asks for (with or
// without the seat's token), the invitation link while the invited seat is open, and the
// watch link.
import { describe, expect, it, vi } from "vitest";
import { GameScreen } from "../src/game-screen";
import { FakeSocket, useFakeSockets } from "./fake-socket";
import { afterMove, blueState, catalogue, moveFrame, playState, spectatorState } from "./fixtures";
import type { GameState } from "../src/types";

function serve(state: GameState) {
  const requests: { url: string; auth: string | null }[] = [];
  vi.stubGlobal("fetch", vi.fn(async (url: string, init: RequestInit = {}) => {
    requests.push({ url: String(url), auth: new Headers(init.headers).get("Authorization") });
    return new Response(JSON.stringify(state));
  }));
  return requests;
}

function mount(options: { game: string; token: string | null; invite?: string | null }) {
  const screen = new GameScreen({ ...options, catalogue: catalogue(), navigate: () => {} });
  document.body.replaceChildren(screen.element);
  return screen;
}

describe("game screen", () => {
  useFakeSockets();

  it("watches without a token: a spectator's state and socket", async () => {
    const requests = serve(spectatorState());
    const screen = mount({ game: "g3", token: null });
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(requests).toEqual([{ url: "/api/games/g3", auth: null }]);
    const url = new URL(FakeSocket.all[0].url);
    expect(url.pathname).toBe("/ws");
    expect([...url.searchParams.keys()]).toEqual(["game"]);
    expect(screen.element.dataset.viewer).toBe("spectator");
    expect(document.querySelector(".play-view")?.getAttribute("data-you")).toBe("spectator");
    screen.dispose();
  });

  it("is a seat where the server answers a watch link with the viewer's own seat (a player's guest cookie)", async () => {
    serve(blueState());
    const screen = mount({ game: "g2", token: null });
    await vi.waitFor(() => expect(document.querySelector(".play-view")).not.toBeNull());
    expect(screen.element.dataset.viewer).toBe("seat");
    expect(document.querySelector(".play-view")?.getAttribute("data-you")).toBe("blue");
    expect(document.querySelector(".chat-panel")?.getAttribute("data-room")).toBe("players");
    screen.dispose();
  });

  it("shows the invitation while the invited seat is open, and the watch link", async () => {
    const open = { kind: "person" as const, name: "", level: null, connected: false, set_up: false };
    const state = { ...blueState(), you: "red" as const, phase: "setup" as const, seats: { red: { ...blueState().seats.red, set_up: true }, blue: open } };
    const requests = serve(state);
    const screen = mount({ game: "g2", token: "t-red", invite: "inv 1" });
    await vi.waitFor(() => expect(document.querySelector("#invite-link-url")).not.toBeNull());
    expect(requests[0].auth).toBe("Bearer t-red");
    expect(new URL(FakeSocket.all[0].url).searchParams.get("token")).toBe("t-red");
    expect((document.querySelector("#invite-link-url") as HTMLInputElement).value).toBe(`${location.origin}/#/join/g2/inv%201`);
    expect((document.querySelector("#watch-link-url") as HTMLInputElement).value).toBe(`${location.origin}/#/watch/g2`);
    expect(document.querySelector("#status strong")?.textContent).toBe("Waiting for your opponent to join…");
    FakeSocket.all[0].deliver({ type: "state", ...state, seats: { ...state.seats, blue: { ...open, name: "Bob", connected: true } } });
    await vi.waitFor(() => expect(document.querySelector("#invite-link")).toBeNull());
    expect(document.querySelector("#status strong")?.textContent).toBe("Waiting for Bob to set up…");
    expect(document.querySelector("#watch-link")).not.toBeNull();
    screen.dispose();
  });

  it("says the server's reason when it refuses a watch link: a guest holding both seats", async () => {
    const reason = "you hold both seats of game 'g4': open each with its token";
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ error: reason }), { status: 403 })));
    const screen = mount({ game: "g4", token: null });
    await vi.waitFor(() => expect(document.querySelector("#load-failure")).not.toBeNull());
    expect(document.querySelector("#load-failure")?.textContent).toBe(`The server does not show this game here: ${reason}`);
    expect(FakeSocket.all).toHaveLength(0);
    screen.dispose();
  });

  it("still calls a seat's refused or missing game missing", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ error: "wrong token" }), { status: 403 })));
    const screen = mount({ game: "g5", token: "t-old" });
    await vi.waitFor(() => expect(document.querySelector("#load-failure")).not.toBeNull());
    expect(document.querySelector("#load-failure")?.textContent).toBe("The saved game could not be found; start a new one.");
    screen.dispose();
  });

  it("offers no invitation against the computer, and no watch link once the game is over", async () => {
    serve(playState());
    const screen = mount({ game: "g1", token: "t1", invite: null });
    await vi.waitFor(() => expect(document.querySelector("#watch-link")).not.toBeNull());
    expect(document.querySelector("#invite-link")).toBeNull();
    FakeSocket.all[0].deliver({ type: "state", ...playState(), phase: "over", result: { ending: "resignation", code: 4, winner: "blue" }, reveal: [] });
    await vi.waitFor(() => expect(document.querySelector("#watch-link")).toBeNull());
    screen.dispose();
  });

  it("takes the watch link away with the last move, while its battle card still plays: nothing shifts under a click", async () => {
    const before = spectatorState();
    serve(before);
    const screen = mount({ game: "g3", token: null });
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(document.querySelector("#watch-link")).not.toBeNull();
    const taken = afterMove(before, "f6", "f5", { phase: "over", result: { ending: "flag captured", code: 1, winner: "blue" }, reveal: [] });
    const last = taken.log.at(-1)!;
    last.battle = { attacker: "blue", attacker_rank: "general", defender_rank: "flag", outcome: "attacker_wins", square: "f5",
      text: { en: "Blue's general took Red's flag on f5.", de: "Der General von Blau eroberte die Fahne von Rot auf f5." } };
    FakeSocket.all[0].deliver(moveFrame(before, taken));
    await vi.waitFor(() => expect(document.querySelector("#replay-game")).not.toBeNull());
    expect(document.querySelector(".battle-card")).not.toBeNull();
    expect(document.querySelector("#watch-link")).toBeNull();
    screen.dispose();
  });
});
