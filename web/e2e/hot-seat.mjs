// Two people at one device: both set-ups, every turn and the answer to a draw offer happen
// behind the cover "Pass the device to …"; while it is up no board and no piece is in the page (a mutation observer
// watches the whole time); once Ready is pressed the page shows that seat's side only
// (the board turned for Blue, enemy ranks only where that seat knows them). Each seat's
// WebSocket frames are checked for that seat; the game is played by seeded random clicks
// until it ends or a move limit, then resigned. The device's watch link shows the server's
// reason for refusing it (the device is a guest of the lobby, holding both seats).
import { assert, screenshotter } from "./harness.mjs";
import { checkFrames } from "./hidden-ranks.mjs";
import {
  BARRAGE_SETUP, chooseMove, dismissHelp, loadStoredSetup, openStart, pageSession, seededRandom, serverState, storeSetup, waitForPlies,
} from "./game-driver.mjs";

export const name = "hot-seat";
const MAX_TURNS = 40;

// Records, inside the page, every moment the cover is up while a board or piece is there.
function watchCover() {
  window.__coverLeaks = [];
  const check = () => {
    const screen = document.querySelector(".hot-seat");
    if (screen?.dataset.cover && document.querySelector(".board, .piece, .setup-editor, .play-view"))
      window.__coverLeaks.push(`${screen.dataset.cover}: ${document.querySelector(".board, .piece, .setup-editor, .play-view").className}`);
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

async function waitForCoverOrEnd(page) {
  await page.waitForFunction(() => document.querySelector("#hotseat-ready") || document.querySelector('.play-view[data-phase="over"]'), null, { timeout: 30000 });
  return page.getAttribute(".hot-seat", "data-cover");
}

async function openFor(page, color) {
  assert((await page.locator(".board, .piece").count()) === 0, `no board under the cover for ${color}`);
  await page.click("#hotseat-ready");
  const board = `.hot-seat[data-seat="${color}"] .board[data-bottom]`; // drawn, not only made (a race under load)
  await page.waitForSelector(board);
  const bottom = await page.getAttribute(board, "data-bottom");
  assert(bottom === color, `${color}'s side of the board at the bottom (${bottom})`);
}

// Every enemy rank on the page is one the open seat's own state names.
async function checkPageRanks(page, color) {
  const state = await serverState(page, color);
  await waitForPlies(page, state.log.length);
  await page.waitForFunction(() => !document.querySelector(".game-screen")?.dataset.busy);
  const rankOf = new Map(state.board.map((s) => [s.square, s.rank]));
  const shown = await page.$$eval(".board .piece", (els, me) => els.filter((e) => e.dataset.color !== me && e.dataset.rank !== "unknown")
    .map((e) => [e.closest("[data-square]").dataset.square, e.dataset.rank]), color);
  for (const [square, rank] of shown) assert(rankOf.get(square) === rank, `${color}'s page shows ${rank} on ${square}, its state ${rankOf.get(square)}`);
  return state;
}

async function setUp(page, color, shot) {
  await openFor(page, color);
  await page.waitForSelector(".setup-board .piece");
  await loadStoredSetup(page, "e2e");
  await shot(`setup-${color}`);
  await page.click("#start-game");
}

// The seat at the device offers a draw: the other seat gets the device to decline it,
// then the device comes back.
async function declinedDraw(page, color) {
  await openFor(page, color);
  await page.click("#offer-draw");
  const answering = await waitForCoverOrEnd(page);
  assert(answering && answering !== color, `the other seat answers ${color}'s draw offer (${answering})`);
  await openFor(page, answering);
  await page.waitForSelector("#draw-offer");
  await page.click("#decline-draw");
  assert((await waitForCoverOrEnd(page)) === color, `the device goes back to ${color} after the answer`);
}

async function playTurn(page, color, random) {
  await openFor(page, color);
  const state = await checkPageRanks(page, color);
  if (state.phase !== "play" || state.to_move !== color) throw new Error(`${color} was shown the board out of turn`);
  const move = chooseMove(state, random);
  await page.click(`[data-square="${move.from}"]`);
  await page.waitForSelector(`[data-square="${move.to}"].target`);
  await page.click(`[data-square="${move.to}"]`);
}

export async function run({ url, browser }) {
  await storeSetup(browser.context, "barrage", "e2e", BARRAGE_SETUP);
  const page = await browser.context.newPage();
  await page.addInitScript(watchCover);
  const frames = [];
  page.on("websocket", (ws) => ws.on("framereceived", (f) => frames.push({ url: ws.url(), payload: String(f.payload) })));
  const shot = screenshotter(page, name);
  await openStart(page, url);
  // A guest of the lobby (its cookie) holds both seats of the game made next.
  const guest = await page.evaluate(async () => (await fetch("/api/guest", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "Ann" }) })).status);
  assert(guest === 200, `a guest identity (${guest})`);
  await page.selectOption("#variant", "barrage");
  await page.selectOption("#color", "red");
  await page.fill("#player-name", "Ann");
  await page.fill("#second-name", "Cem");
  await page.click("#new-device-game");
  await page.waitForSelector("#hotseat-ready");
  await dismissHelp(page);
  assert((await page.textContent("#pass-heading")) === "Pass the device to Ann (Red)", "the cover names Red first");
  await shot("cover-red");
  await setUp(page, "red", shot);
  assert((await waitForCoverOrEnd(page)) === "blue", "after Red's set-up the cover asks for Blue");
  assert((await page.textContent("#pass-heading")) === "Pass the device to Cem (Blue)", "the cover names Cem");
  await shot("cover-blue");
  await setUp(page, "blue", shot);

  const random = seededRandom(7);
  let turns = 0;
  let cover = await waitForCoverOrEnd(page);
  while (cover && turns < MAX_TURNS) {
    if (turns === 3) await declinedDraw(page, cover);
    await playTurn(page, cover, random);
    if (turns === 1) await shot(`turn-${cover}`);
    turns++;
    cover = await waitForCoverOrEnd(page);
  }
  if (cover) {
    await openFor(page, cover);
    await page.click("#resign");
    await page.click("#resign-yes");
    await page.waitForSelector('.play-view[data-phase="over"]');
  }
  await shot("over");
  const leaks = await page.evaluate(() => window.__coverLeaks);
  assert(leaks.length === 0, `the page held a board while covered: ${leaks.slice(0, 3)}`);
  const session = await pageSession(page);
  const colorOf = (wsUrl) => (new URL(wsUrl).searchParams.get("token") === session.seats.red ? "red" : "blue");
  const byColor = { red: [], blue: [] };
  for (const f of frames) byColor[colorOf(f.url)].push(f.payload);
  const plies = checkFrames(byColor.red, "red");
  checkFrames(byColor.blue, "blue");
  assert(byColor.red.length > 0 && byColor.blue.length > 0, "both seats' sockets received frames");
  const final = await serverState(page, "red");
  // The watch link on the device holding both seats: the server refuses it (403), and the
  // page says why rather than calling the game missing.
  const watcher = await browser.context.newPage();
  await watcher.goto(`${url}/#/watch/${encodeURIComponent(session.game)}`);
  await watcher.waitForSelector("#load-failure");
  const refusal = await watcher.textContent("#load-failure");
  assert(/you hold both seats/.test(refusal), `the watch link says the server's reason (${refusal})`);
  await watcher.close();
  return `${turns} turns behind the cover, ${final.result?.ending} after ${plies} plies; frames checked: Red ${byColor.red.length}, Blue ${byColor.blue.length}`;
}
