// Playing through the page like a person: choose options, arrange the setup, click pieces
// and targets. Decisions read the server's state (as the page does); actions are clicks.
import { assert } from "./harness.mjs";

export async function openStart(page, url) {
  await page.goto(url);
  await page.waitForSelector("#new-game-start");
  await dismissHelp(page);
}

export async function dismissHelp(page) {
  const close = page.locator("#help-close");
  if (await close.count()) await close.click();
}

// The page's own WebSocket frames from now on, as text, to be checked for hidden ranks.
export function recordFrames(page) {
  const frames = [];
  page.on("websocket", (ws) => ws.on("framereceived", (f) => frames.push(String(f.payload))));
  return frames;
}

// A game against the computer; `color` is the page's (left as chosen before where absent).
export async function newGame(page, { variant = "classic", level = "random", rules = "gravon", color } = {}) {
  await page.selectOption("#variant", variant);
  await page.selectOption("#level", level);
  await page.selectOption("#rules", rules);
  if (color) await page.selectOption("#color", color);
  await page.click("#new-game-start");
  await page.waitForSelector(".setup-board .piece");
  await dismissHelp(page);
}

export async function rankAt(page, square) {
  return page.getAttribute(`[data-square="${square}"] .piece`, "data-rank");
}

// Swaps two pieces of the setup by picking both, and checks that they changed places.
export async function swapPieces(page, a, b) {
  const before = [await rankAt(page, a), await rankAt(page, b)];
  await page.click(`[data-square="${a}"]`);
  await page.waitForSelector(`[data-square="${a}"].selected`);
  await page.click(`[data-square="${b}"]`);
  const after = [await rankAt(page, a), await rankAt(page, b)];
  assert(after[0] === before[1] && after[1] === before[0], `swap ${a}<->${b}: ${before} -> ${after}`);
  return after;
}

export async function startPlay(page) {
  await page.click("#start-game");
  await page.waitForSelector('.game-screen[data-phase="play"] .play-view');
}

// Waits until the page's seat is to move (and every animation has played) or the game is
// over.
export async function waitForTurn(page, timeout = 30000) {
  await page.waitForFunction(() => {
    const screen = document.querySelector(".game-screen");
    const view = document.querySelector(".play-view");
    if (!screen || !view || screen.dataset.busy) return false;
    return view.dataset.phase === "over" || view.dataset.toMove === view.dataset.you;
  }, null, { timeout });
  return page.getAttribute(".play-view", "data-phase");
}

// The seats this page's browser holds in its current game: {game, seats: {red?, blue?}}.
export async function pageSession(page) {
  return page.evaluate(() => {
    const legacy = JSON.parse(localStorage.getItem("stratego.game") ?? "null"); // written by a test
    if (legacy) return { game: legacy.game, seats: { red: legacy.token } };
    const stored = JSON.parse(localStorage.getItem("stratego.sessions") ?? "null");
    return stored?.games.find((s) => s.game === stored.current) ?? null;
  });
}

// The state of the page's seat (or of `color` where it holds both), asked for from here
// rather than from the page, so that nothing the page does not fetch itself reaches it.
export async function serverState(page, color) {
  const session = await pageSession(page);
  const token = session.seats[color ?? Object.keys(session.seats)[0]];
  const origin = new URL(page.url()).origin;
  const response = await fetch(`${origin}/api/games/${session.game}`, { headers: { Authorization: `Bearer ${token}` } });
  return response.json();
}

// A seeded random number generator (mulberry32), so that a failing game can be replayed.
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// An aggressive choice that ends games: attack when possible, else advance, else anything.
export function chooseMove(state, random = Math.random) {
  const kind = new Map(state.board.map((s) => [s.square, s.kind]));
  const forward = state.you === "blue" ? -1 : 1;
  const rankOf = (sq) => Number(sq.slice(1)) * forward;
  const attacks = state.legal_moves.filter((m) => kind.get(m.to) === "enemy");
  const advances = state.legal_moves.filter((m) => rankOf(m.to) > rankOf(m.from));
  const pool = attacks.length ? attacks : advances.length && random() < 0.8 ? advances : state.legal_moves;
  return pool[Math.floor(random() * pool.length)];
}

// Makes a move by clicks: the piece, then the marked target; returns once the page shows
// the move (so that a following waitForTurn cannot see the position before it).
export async function clickMove(page, move) {
  const before = await plies(page);
  await page.click(`[data-square="${move.from}"]`);
  await page.waitForSelector(`[data-square="${move.from}"].selected`);
  await page.waitForSelector(`[data-square="${move.to}"].target`);
  await page.click(`[data-square="${move.to}"]`);
  await waitForPlies(page, before + 1);
}

// Waits until the page shows at least n plies, or the game is over.
export async function waitForPlies(page, n, timeout = 30000) {
  await page.waitForFunction((count) => {
    const view = document.querySelector(".play-view");
    return view && (view.dataset.phase === "over" || Number(view.dataset.plies) >= count);
  }, n, { timeout });
}

// Waits until the page shows the game over.
export async function waitForGameOver(page, timeout = 30000) {
  await page.waitForSelector('.play-view[data-phase="over"]', { timeout });
}

export async function plies(page) {
  return Number(await page.getAttribute(".play-view", "data-plies"));
}

// Makes a move with the keyboard: focus the piece's square, Enter, arrow keys to the
// target (in screen directions: turned round for Blue), Enter.
export async function keyboardMove(page, move) {
  const before = await plies(page);
  await page.focus(`[data-square="${move.from}"]`);
  await page.keyboard.press("Enter");
  await page.waitForSelector(`[data-square="${move.from}"].selected`);
  const turn = (await page.getAttribute(".board", "data-bottom")) === "blue" ? -1 : 1;
  const df = (move.to.charCodeAt(0) - move.from.charCodeAt(0)) * turn;
  const dr = (Number(move.to.slice(1)) - Number(move.from.slice(1))) * turn;
  for (let i = 0; i < Math.abs(df); i++) await page.keyboard.press(df > 0 ? "ArrowRight" : "ArrowLeft");
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? "ArrowUp" : "ArrowDown");
  await page.keyboard.press("Enter");
  await waitForPlies(page, before + 1);
}

// Every element matching `selector` shows its whole text: nothing cut off or hidden by an
// overflow (long German labels on a phone).
export async function assertTextFits(page, selector) {
  const cut = await page.$$eval(selector, (els) => els.filter((e) => e.offsetParent !== null &&
    (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)).map((e) => `${e.id || e.tagName}: ${e.textContent}`));
  assert(cut.length === 0, `text cut off: ${cut.join("; ")}`);
}

// A named setup in the browser's store before its pages load, so that a test can load the
// same setup by clicks every time (games between people are then the same every run).
export const BARRAGE_SETUP = "....F.B.../..S.....9./.X...3..../2......2..";

export async function storeSetup(context, variant, name, setup) {
  await context.addInitScript(({ variant, name, setup }) => {
    if (location.protocol !== "http:") return; // about:blank has no storage
    localStorage.setItem("stratego.setups", JSON.stringify({ [variant]: { [name]: setup } }));
  }, { variant, name, setup });
}

export async function loadStoredSetup(page, name) {
  await page.click(`.load-setup[data-name="${name}"]`);
  await page.waitForSelector(".setup-status.valid");
}
