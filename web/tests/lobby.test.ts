// The lobby against a fake server: a guest name by POST /api/guest, the lists the lobby
// socket pushes, posting, withdrawing and accepting challenges, "my games" from
// GET /api/me, a watch link for a game in progress, and `matched` taking the player in.
import { describe, expect, it, vi } from "vitest";
import { setLang } from "../src/i18n";
import { EMPTY_LOBBY, applyLobby } from "../src/lobby";
import { LobbyScreen, challengeRequest } from "../src/lobby-screen";
import { terms } from "../src/my-games";
import { currentSession } from "../src/session";
import { DEFAULT_CLOCK, draftText } from "../src/time-control-field";
import type { Challenge, LobbyGame, Me } from "../src/types";
import { FakeSocket, useFakeSockets } from "./fake-socket";
import { catalogue } from "./fixtures";

const ann = { id: "g-ann", name: "Ann" };
const bob = { id: "g-bob", name: "Bob" };
const challengeOf = (id: string, by = bob, patch: Partial<Challenge> = {}): Challenge =>
  ({ id, by, variant: "barrage", rules: "gravon", clock: "fischer:300+5", color: "red", no_battle_limit: 0, ...patch });
const running: LobbyGame = { game: "g9", variant: "barrage", rules: "gravon", clock: "isf", red: "Cleo", blue: "Dan", phase: "play", ply: 12 };

// A server that knows the guest once POST /api/guest has named it (the cookie).
function serve(initial: Me | null) {
  let me = initial;
  const posts: unknown[] = [];
  vi.stubGlobal("fetch", vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url === "/api/guest") {
      const body = JSON.parse(String(init.body));
      posts.push(body);
      me = { id: ann.id, name: body.name, games: me?.games ?? [] };
      return new Response(JSON.stringify({ id: me.id, name: me.name }));
    }
    if (url === "/api/me") return me ? new Response(JSON.stringify(me)) : new Response(JSON.stringify({ error: "no guest" }), { status: 401 });
    return new Response("{}", { status: 404 });
  }));
  return posts;
}

function mount() {
  const navigated: string[] = [];
  const screen = new LobbyScreen(catalogue(), (hash) => navigated.push(hash));
  document.body.replaceChildren(screen.element);
  return { screen, navigated };
}

const lobbySocket = () => FakeSocket.all.filter((s) => new URL(s.url).pathname === "/ws/lobby").at(-1)!;
const sent = (socket: FakeSocket) => socket.sent.map((m) => JSON.parse(m));
const text = (selector: string) => document.querySelector(selector)?.textContent ?? "";

describe("lobby", () => {
  useFakeSockets();

  it("keeps each list as its frame replaces it", () => {
    let state = applyLobby(EMPTY_LOBBY, { type: "lobby", you: ann, online: [ann], challenges: [], games: [] });
    state = applyLobby(state, { type: "online", online: [ann, bob] });
    state = applyLobby(state, { type: "challenges", challenges: [challengeOf("c1")] });
    state = applyLobby(state, { type: "games", games: [running] });
    state = applyLobby(state, { type: "error", message: "nope" });
    expect(state).toEqual({ you: ann, online: [ann, bob], challenges: [challengeOf("c1")], games: [running] });
  });

  it("lets a visitor without a name watch, then names the guest and joins the lobby again with its cookie", async () => {
    const posts = serve(null);
    const { screen } = mount();
    const first = lobbySocket();
    first.deliver({ type: "lobby", you: null, online: [bob], challenges: [challengeOf("c1")], games: [running] });
    await vi.waitFor(() => expect(text("#lobby-challenges")).toContain("Bob plays Red"));
    expect(document.querySelector<HTMLButtonElement>('[data-challenge="c1"] button')?.disabled).toBe(true);
    expect(document.querySelector("#new-challenge")).toBeNull();
    expect(document.querySelector<HTMLAnchorElement>('#lobby-games [data-game="g9"] a')?.getAttribute("href")).toBe("#/watch/g9");
    expect(text("#lobby-games")).toContain("Cleo against Dan · move 12");
    const name = document.querySelector<HTMLInputElement>("#guest-name")!;
    name.value = "Ann";
    name.dispatchEvent(new Event("input"));
    name.form!.dispatchEvent(new Event("submit", { cancelable: true }));
    await vi.waitFor(() => expect(posts).toEqual([{ name: "Ann" }]));
    await vi.waitFor(() => expect(lobbySocket()).not.toBe(first)); // a new connection carries the cookie
    lobbySocket().deliver({ type: "lobby", you: ann, online: [ann, bob], challenges: [challengeOf("c1")], games: [running] });
    await vi.waitFor(() => expect(text("#lobby-you")).toBe("You are Ann."));
    expect(text("#lobby-online")).toContain("Online (1)");
    expect(document.querySelector<HTMLButtonElement>('[data-challenge="c1"] button')?.disabled).toBe(false);
    screen.dispose();
  });

  it("posts a challenge with variant, rules, clock, colour and no-battle limit; withdraws its own; accepts another's", async () => {
    serve({ ...ann, games: [] });
    const { screen } = mount();
    const socket = lobbySocket();
    socket.readyState = FakeSocket.OPEN;
    socket.deliver({ type: "lobby", you: ann, online: [ann, bob], challenges: [challengeOf("c1")], games: [] });
    await vi.waitFor(() => expect(document.querySelector("#new-challenge")).not.toBeNull());
    const kind = document.querySelector<HTMLSelectElement>("#challenge-clock")!;
    kind.value = "fischer";
    kind.dispatchEvent(new Event("change"));
    const minutes = document.querySelector<HTMLInputElement>("#challenge-minutes")!;
    minutes.value = "10";
    minutes.dispatchEvent(new Event("input"));
    const limit = document.querySelector<HTMLInputElement>("#challenge-limit")!;
    limit.value = "40";
    limit.dispatchEvent(new Event("input"));
    const color = document.querySelector<HTMLSelectElement>("#challenge-color")!;
    color.value = "blue";
    color.dispatchEvent(new Event("change"));
    document.querySelector("#new-challenge")!.dispatchEvent(new Event("submit", { cancelable: true }));
    expect(sent(socket).at(-1)).toEqual({ type: "challenge", variant: "barrage", rules: "gravon", clock: "fischer:600+5", color: "blue", no_battle_limit: 40 });
    socket.deliver({ type: "challenges", challenges: [challengeOf("c1"), challengeOf("c2", ann, { clock: "fischer:600+5", color: "blue", no_battle_limit: 40 })] });
    await vi.waitFor(() => expect(document.querySelector('[data-challenge="c2"]')?.classList.contains("own")).toBe(true));
    expect(text('[data-challenge="c2"] .lobby-terms')).toBe(`${terms(challengeOf("c2", ann, { clock: "fischer:600+5", no_battle_limit: 40 }))}`);
    expect(text('[data-challenge="c2"] .lobby-terms')).toContain("10 min + 5 s a move · draw after 40 moves without a battle");
    document.querySelector<HTMLButtonElement>('[data-challenge="c2"] button')!.click();
    expect(sent(socket).at(-1)).toEqual({ type: "cancel", challenge: "c2" });
    socket.deliver({ type: "error", message: "a guest holds at most 3 challenges" });
    expect(text("#lobby-error")).toBe("The server says: a guest holds at most 3 challenges");
    document.querySelector<HTMLButtonElement>('[data-challenge="c1"] button')!.click();
    expect(sent(socket).at(-1)).toEqual({ type: "accept", challenge: "c1" });
    expect(document.querySelector("#lobby-error")).toBeNull(); // the next request clears it
    screen.dispose();
  });

  it("refuses a time control outside the server's bounds before it is sent", async () => {
    expect(challengeRequest({ variant: "classic", rules: "isf", color: "red", noBattleLimit: 0, clock: { ...DEFAULT_CLOCK, kind: "days", days: 15 } })).toBeNull();
    expect(draftText({ ...DEFAULT_CLOCK, kind: "move", seconds: 0 })).toBeNull();
    expect(draftText({ ...DEFAULT_CLOCK, kind: "days", days: 14 })).toBe("days:14");
    expect(draftText({ ...DEFAULT_CLOCK, kind: "isf" })).toBe("isf");
    serve({ ...ann, games: [] });
    const { screen } = mount();
    lobbySocket().deliver({ type: "lobby", you: ann, online: [ann], challenges: [], games: [] });
    await vi.waitFor(() => expect(document.querySelector("#challenge-clock")).not.toBeNull());
    const kind = document.querySelector<HTMLSelectElement>("#challenge-clock")!;
    kind.value = "days";
    kind.dispatchEvent(new Event("change"));
    const days = document.querySelector<HTMLInputElement>("#challenge-days")!;
    days.value = "20";
    days.dispatchEvent(new Event("input"));
    expect(document.querySelector<HTMLButtonElement>("#post-challenge")?.disabled).toBe(true);
    screen.dispose();
  });

  it("takes both players into the game when a challenge is matched", async () => {
    serve({ ...ann, games: [] });
    const { screen, navigated } = mount();
    lobbySocket().deliver({ type: "matched", challenge: "c1", game: "g5", token: "tok-5", color: "blue" });
    expect(currentSession()).toEqual({ game: "g5", seats: { blue: "tok-5" } });
    expect(navigated).toEqual(["#/game"]);
    screen.dispose();
  });

  it("lists my unfinished games and brings me back to any of them", async () => {
    serve({ ...ann, games: [
      { game: "g7", color: "red", token: "tok-7", variant: "classic", rules: "isf", clock: "days:3", phase: "play", opponent: "Bob", to_move: "red" },
      { game: "g8", color: "blue", token: "tok-8", variant: "barrage", rules: "gravon", clock: "none", phase: "setup", opponent: "Cleo", to_move: "red" },
      { game: "g9", color: "red", token: "tok-9", variant: "classic", rules: "gravon", clock: "none", phase: "setup", opponent: null, to_move: "red" },
    ] });
    const { screen, navigated } = mount();
    await vi.waitFor(() => expect(document.querySelectorAll("#my-games li")).toHaveLength(3));
    expect(text('#my-games [data-game="g9"]')).toContain("waiting for an opponent (Red) · setting up");
    expect(text('#my-games [data-game="g7"]')).toContain("against Bob (Red) · your move");
    expect(text('#my-games [data-game="g7"]')).toContain("3 days a move (correspondence)");
    expect(text('#my-games [data-game="g8"]')).toContain("setting up");
    document.querySelector<HTMLButtonElement>('#my-games [data-game="g8"] button')!.click();
    expect(currentSession()).toEqual({ game: "g8", seats: { blue: "tok-8" } });
    expect(navigated).toEqual(["#/game"]);
    screen.dispose();
  });

  it("offers a player its own game in progress to take up again, not to watch", async () => {
    serve({ ...ann, games: [
      { game: "g9", color: "blue", token: "tok-9", variant: "barrage", rules: "gravon", clock: "isf", phase: "play", opponent: "Cleo", to_move: "red" },
    ] });
    const { screen, navigated } = mount();
    await vi.waitFor(() => expect(document.querySelectorAll("#my-games li")).toHaveLength(1));
    lobbySocket().deliver({ type: "lobby", you: ann, online: [ann], challenges: [], games: [running, { ...running, game: "g10" }] });
    await vi.waitFor(() => expect(document.querySelectorAll("#lobby-games li")).toHaveLength(2));
    expect(document.querySelector('#lobby-games [data-game="g9"] a')).toBeNull();
    expect(document.querySelector('#lobby-games [data-game="g10"] a')?.getAttribute("href")).toBe("#/watch/g10");
    document.querySelector<HTMLButtonElement>('#lobby-games [data-game="g9"] button')!.click();
    expect(currentSession()).toEqual({ game: "g9", seats: { blue: "tok-9" } });
    expect(navigated).toEqual(["#/game"]);
    screen.dispose();
  });

  it("keeps the name being typed, its focus and caret, when a lobby frame redraws the screen", async () => {
    serve(null);
    const { screen } = mount();
    const name = document.querySelector<HTMLInputElement>("#guest-name")!;
    name.focus();
    name.value = "Ann";
    name.dispatchEvent(new Event("input"));
    name.setSelectionRange(1, 1);
    lobbySocket().deliver({ type: "online", online: [bob] });
    const again = document.querySelector<HTMLInputElement>("#guest-name")!;
    expect(again).not.toBe(name);
    expect(document.activeElement).toBe(again);
    expect([again.value, again.selectionStart]).toEqual(["Ann", 1]);
    screen.dispose();
  });

  it("says when the lobby connection is lost, and speaks German", async () => {
    setLang("de");
    serve(null);
    const { screen } = mount();
    lobbySocket().onclose?.();
    expect(text("#lobby-offline")).toBe("Verbindung zum Treffpunkt unterbrochen; neuer Versuch…");
    expect(text(".lobby-screen h1")).toBe("Treffpunkt");
    screen.dispose();
  });
});
