// Taking a seat by invitation: the API calls of the join route, the kept seat token and
// name, the errors in words; and the calls the start screen makes for each kind of game.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLang } from "../src/i18n";
import { JoinScreen } from "../src/join-screen";
import { currentSession, sessionFor, storeSession } from "../src/session";
import { StartScreen, startGame } from "../src/start-screen";
import { catalogue, playState } from "./fixtures";

type Reply = { status: number; body: unknown };

// Answers each call with the next reply; GET /api/me (the guest's games) apart, with `me`
// (a browser without a guest cookie by default).
function stubFetch(...replies: Reply[]) {
  return stubFetchWithMe({ status: 401, body: { error: "no guest" } }, ...replies);
}

function stubFetchWithMe(me: Reply, ...replies: Reply[]) {
  const calls: { url: string; method: string; body: unknown; type: string | null }[] = [];
  vi.stubGlobal("fetch", vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url === "/api/me") return new Response(JSON.stringify(me.body), { status: me.status });
    const headers = new Headers(init.headers);
    calls.push({ url: String(url), method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : null, type: headers.get("Content-Type") });
    const reply = replies.shift()!;
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  }));
  return calls;
}

function mountJoin(game = "g7", invite = "inv-secret") {
  const went: string[] = [];
  const screen = new JoinScreen(game, invite, (hash) => went.push(hash));
  document.body.replaceChildren(screen.element);
  return { went };
}

async function submit(name: string) {
  const field = document.querySelector<HTMLInputElement>("#join-name")!;
  field.value = name;
  field.dispatchEvent(new Event("input"));
  document.querySelector("form")!.dispatchEvent(new Event("submit", { cancelable: true }));
}

// The public state of Ann's game whose Blue seat nobody has taken yet.
const OPEN_GAME = { status: 200, body: { ...playState(), you: null, seats: {
  red: { kind: "person", name: "Ann", level: null, connected: true, set_up: false },
  blue: { kind: "person", name: "", level: null, connected: false, set_up: false } } } };

describe("joining by invitation", () => {
  beforeEach(() => {
    setLang("en");
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("posts the invitation and the name, keeps the seat's token and enters the game", async () => {
    const calls = stubFetch(OPEN_GAME, { status: 200, body: { game: "g7", token: "tok-blue", color: "blue" } });
    const { went } = mountJoin();
    await vi.waitFor(() => expect(document.querySelector("#join-invitation")?.textContent).toBe("Ann invites you to a game of Barrage (8 pieces); you play Blue."));
    await submit("  Bob ");
    await vi.waitFor(() => expect(went).toEqual(["#/game"]));
    expect(calls).toEqual([
      { url: "/api/games/g7", method: "GET", body: null, type: null },
      { url: "/api/games/g7/join", method: "POST", body: { invite: "inv-secret", name: "Bob" }, type: "application/json" },
    ]);
    expect(currentSession()).toEqual({ game: "g7", seats: { blue: "tok-blue" } });
    expect(localStorage.getItem("stratego.name")).toBe("Bob");
  });

  it("offers the last name used", () => {
    stubFetch(OPEN_GAME);
    localStorage.setItem("stratego.name", "Bob");
    mountJoin();
    expect(document.querySelector<HTMLInputElement>("#join-name")!.value).toBe("Bob");
  });

  it("goes back to a seat this browser already holds, without asking the server again", async () => {
    storeSession({ game: "g7", seats: { blue: "tok-blue" } });
    storeSession({ game: "g8", seats: { red: "tok-other" } });
    const calls = stubFetch();
    const { went } = mountJoin();
    await vi.waitFor(() => expect(went).toEqual(["#/game"]));
    expect(calls).toEqual([]);
    expect(currentSession()?.game).toBe("g7");
  });

  it.each([
    [403, "This invitation is not valid for this game."],
    [409, "Someone has already taken this seat."],
    [404, "This game does not exist (any more)."],
  ])("says in words why a join failed (%i)", async (status, words) => {
    stubFetch({ status, body: { error: "server words" } }, { status, body: { error: "server words" } });
    const { went } = mountJoin();
    await submit("Bob");
    await vi.waitFor(() => expect(document.querySelector("#join-error")?.textContent).toBe(words));
    expect(went).toEqual([]);
    expect(sessionFor("g7")).toBeNull();
  });
});

describe("starting a game", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  const request = { variant: "barrage", rules: "gravon", opponent: "person" as const, color: "blue" as const, name: "Ann" };

  it("against the computer: one POST with the colour and level", async () => {
    const calls = stubFetch({ status: 200, body: { game: "g1", token: "t1", color: "red", invite: null } });
    const session = await startGame("computer", { ...request, opponent: "computer", level: "random", color: "random" }, "");
    expect(calls.map((c) => c.body)).toEqual([{ variant: "barrage", rules: "gravon", opponent: "computer", level: "random", color: "random", name: "Ann" }]);
    expect(session).toEqual({ game: "g1", seats: { red: "t1" } });
  });

  it("against a person: keeps the invitation to show", async () => {
    stubFetch({ status: 200, body: { game: "g2", token: "t2", color: "blue", invite: "inv" } });
    expect(await startGame("person", request, "")).toEqual({ game: "g2", seats: { blue: "t2" }, invite: "inv" });
  });

  it("at one device: creates the game and joins its invitation itself, holding both seats", async () => {
    const calls = stubFetch(
      { status: 200, body: { game: "g3", token: "t-blue", color: "blue", invite: "inv3" } },
      { status: 200, body: { game: "g3", token: "t-red", color: "red" } },
    );
    const session = await startGame("device", request, "Cem");
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ["/api/games", request],
      ["/api/games/g3/join", { invite: "inv3", name: "Cem" }],
    ]);
    expect(session).toEqual({ game: "g3", seats: { blue: "t-blue", red: "t-red" } });
  });
});

describe("the start screen", () => {
  beforeEach(() => {
    setLang("en");
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  function mountStart() {
    const went: string[] = [];
    const screen = new StartScreen(catalogue(), (hash) => went.push(hash), () => {});
    document.body.replaceChildren(screen.element);
    return went;
  }

  it("plays the computer in one click, with the chosen colour", async () => {
    const calls = stubFetch({ status: 200, body: { game: "g1", token: "t1", color: "blue", invite: null } });
    const went = mountStart();
    const color = document.querySelector<HTMLSelectElement>("#color")!;
    color.value = "blue";
    color.dispatchEvent(new Event("change"));
    document.querySelector<HTMLButtonElement>("#new-game-start")!.click();
    await vi.waitFor(() => expect(went).toEqual(["#/game"]));
    expect(calls[0].body).toMatchObject({ opponent: "computer", color: "blue", level: "beginner", variant: "barrage", name: "Guest" });
    expect(currentSession()).toEqual({ game: "g1", seats: { blue: "t1" } });
  });

  it("starts a game against a person when Enter is pressed in the name field, and keeps the name", async () => {
    const calls = stubFetch({ status: 200, body: { game: "g2", token: "t2", color: "red", invite: "inv" } });
    const went = mountStart();
    const name = document.querySelector<HTMLInputElement>("#player-name")!;
    name.value = "Ann";
    name.dispatchEvent(new Event("input"));
    name.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(went).toEqual(["#/game"]));
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toMatchObject({ opponent: "person", name: "Ann" });
    expect(calls[0].body).not.toHaveProperty("level");
    expect(currentSession()).toEqual({ game: "g2", seats: { red: "t2" }, invite: "inv" });
    expect(localStorage.getItem("stratego.name")).toBe("Ann");
  });

  it("lists the guest's unfinished games from /api/me and takes a seat again in one click", async () => {
    stubFetchWithMe({ status: 200, body: { id: "g-ann", name: "Ann", games: [
      { game: "g7", color: "blue", token: "tok-7", variant: "barrage", rules: "gravon", clock: "move:30", phase: "play", opponent: "Bob", to_move: "blue" },
    ] } });
    const went = mountStart();
    await vi.waitFor(() => expect(document.querySelector('#my-games [data-game="g7"]')).not.toBeNull());
    expect(document.querySelector<HTMLInputElement>("#player-name")?.value).toBe("Ann"); // the guest's name
    expect(document.querySelector("#my-games")?.textContent).toContain("against Bob (Blue) · your move");
    document.querySelector<HTMLButtonElement>('#my-games [data-game="g7"] button')!.click();
    expect(currentSession()).toEqual({ game: "g7", seats: { blue: "tok-7" } });
    expect(went).toEqual(["#/game"]);
  });

  it("gives an invitation game the chosen time control, and refuses one out of bounds", async () => {
    const calls = stubFetch({ status: 200, body: { game: "g2", token: "t2", color: "red", invite: "inv" } });
    const went = mountStart();
    const kind = document.querySelector<HTMLSelectElement>("#invite-clock")!;
    kind.value = "move";
    kind.dispatchEvent(new Event("change"));
    const seconds = document.querySelector<HTMLInputElement>("#invite-seconds")!;
    seconds.value = "0";
    seconds.dispatchEvent(new Event("input"));
    document.querySelector<HTMLButtonElement>("#new-person-game")!.click();
    await vi.waitFor(() => expect(document.querySelector("#start-error")?.textContent).toBe("This time control lies outside the bounds the server allows."));
    expect(calls).toHaveLength(0);
    const again = document.querySelector<HTMLInputElement>("#invite-seconds")!;
    again.value = "45";
    again.dispatchEvent(new Event("input"));
    document.querySelector<HTMLButtonElement>("#new-person-game")!.click();
    await vi.waitFor(() => expect(went).toEqual(["#/game"]));
    expect(calls[0].body).toMatchObject({ opponent: "person", clock: "move:45" });
  });

  it("opens the lobby from the start screen; without a guest it lists no games", async () => {
    stubFetch();
    const went = mountStart();
    document.querySelector<HTMLButtonElement>("#open-lobby")!.click();
    expect(went).toEqual(["#/lobby"]);
    await new Promise((r) => setTimeout(r, 0));
    expect(document.querySelector("#my-games")).toBeNull();
  });
});

describe("session storage", () => {
  beforeEach(() => localStorage.clear());

  it("reads the single Red seat of earlier versions", () => {
    localStorage.setItem("stratego.game", JSON.stringify({ game: "old", token: "t" }));
    expect(currentSession()).toEqual({ game: "old", seats: { red: "t" } });
  });
});
