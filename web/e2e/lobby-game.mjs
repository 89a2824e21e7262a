// Issue 13's scenario in one piece, in three browsers. Ann and Bob become guests in the
// lobby; Ann renames herself and the others' lobbies say her new name at once; she posts a
// barrage challenge with a Fischer clock and a no-battle limit, Bob reads it in words and
// accepts, and Eve, a watcher without a guest name, finds the game in the lobby's games in
// progress and watches. Both set up (Bob's army seen from Blue's side) and play the whole
// game by clicks (seeded random moves from each seat's state) until it ends; on the way a
// draw offer is declined, the players' and the spectators' chat rooms stay apart, the
// clocks and chat fit a phone, Ann reloads and plays on (by the keyboard), Ann's own watch
// link gives her her seat (never the spectators' room), and Bob leaves for the lobby and
// comes back from his games. Then a second game with a 4-second move clock, which Ann lets
// run out: all three pages say the game ended on time. Every WebSocket frame of every page
// is held against the true game (true-game.mjs: the server's replay of the finished game's
// record) and checked for ranks its viewer could not know (hidden-ranks.mjs). Skips,
// saying so, on a server without guests (GET /api/me 404).
import { isDeepStrictEqual } from "node:util";
import { assert, launchBrowser, screenshotter } from "./harness.mjs";
import { checkFrames } from "./hidden-ranks.mjs";
import { checkAgainstTruth, gamePayloads, gameStates, trueBoards } from "./true-game.mjs";
import {
  BARRAGE_SETUP, assertTextFits, chooseMove, clickMove, dismissHelp, keyboardMove, loadStoredSetup, pageSession, plies, recordFrames,
  seededRandom, serverState, storeSetup, swapPieces, waitForPlies, waitForTurn,
} from "./game-driver.mjs";

export const name = "lobby-game";
const SEED = 13;
const MAX_PLIES = 400; // a guard: the seeded game ends long before
const DRAW_AT = 3;
const CHAT_AT = 4;
const RELOAD_AT = 6;
const OWN_WATCH_LINK_AT = 8;
const BACK_FROM_MY_GAMES_AT = 10;
const MOVE_SECONDS = 4;

const texts = (page, selector) => page.$$eval(selector, (els) => els.map((e) => e.textContent));
const hasText = (page, selector, text) => page.waitForFunction(([s, t]) =>
  [...document.querySelectorAll(s)].some((e) => e.textContent === t), [selector, text]);

async function boardRanks(page) {
  return page.$$eval(".board .square", (els) => els.map((e) => `${e.dataset.square}:${e.querySelector(".piece")?.dataset.rank ?? ""}`).join(" "));
}

async function enterLobby(page, url, guest) {
  await page.goto(`${url}/#/lobby`);
  await page.waitForSelector("#guest-name");
  await dismissHelp(page);
  await page.fill("#guest-name", guest);
  await page.click("#guest-enter");
  await page.waitForFunction((n) => document.querySelector("#lobby-you")?.textContent === `You are ${n}.`, guest);
}

async function postChallenge(page, { clock, minutes, increment, seconds, limit }) {
  await page.selectOption("#challenge-variant", "barrage");
  await page.selectOption("#challenge-clock", clock);
  if (minutes) await page.fill("#challenge-minutes", String(minutes));
  if (increment) await page.fill("#challenge-increment", String(increment));
  if (seconds) await page.fill("#challenge-seconds", String(seconds));
  await page.selectOption("#challenge-color", "red");
  await page.fill("#challenge-limit", String(limit));
  await page.click("#post-challenge");
  await page.waitForSelector("#lobby-challenges li.own");
}

// Bob accepts the one challenge there is; both land in their set-ups. The game's id.
async function accept(ann, bob) {
  await bob.waitForSelector("#lobby-challenges li:not(.own) button");
  await bob.click("#lobby-challenges li:not(.own) button");
  await Promise.all([ann, bob].map((p) => p.waitForSelector(".setup-board .piece", { timeout: 15000 })));
  await Promise.all([ann, bob].map((p) => dismissHelp(p)));
  const game = (await pageSession(ann)).game;
  assert((await pageSession(bob)).game === game, "both players are in the same game");
  return game;
}

// Eve finds the game among the games in progress and watches it.
async function watchFromLobby(eve, url, game, players) {
  await eve.goto(`${url}/#/lobby`);
  const entry = `#lobby-games li[data-game="${game}"]`;
  await eve.waitForSelector(`${entry} a`);
  assert((await eve.textContent(entry)).includes(players), `the game is in progress in the lobby: ${await eve.textContent(entry)}`);
  await eve.click(`${entry} a`);
  await eve.waitForSelector('.game-screen[data-viewer="spectator"] .chat-panel[data-room="spectators"]');
  await dismissHelp(eve);
}

async function say(page, text) {
  await page.fill("#chat-input", text);
  await page.click("#chat-send");
}

async function setUpFirstGame(ann, bob, eve) {
  assert((await bob.getAttribute(".setup-board", "data-bottom")) === "blue", "Bob's set-up is seen from Blue's side");
  const bottomRow = await bob.$$eval(".setup-board .board-row:last-child .square", (els) => els.map((e) => e.dataset.square).join(" "));
  assert(bottomRow === "j10 i10 h10 g10 f10 e10 d10 c10 b10 a10", `Blue's back row at the bottom, files j to a: ${bottomRow}`);
  await ann.waitForSelector("#setup-clock");
  assert((await eve.textContent("#status strong")) === "The players are setting up.", "the spectator waits for the set-ups");
  await loadStoredSetup(ann, "e2e");
  await ann.click("#start-game");
  await ann.waitForFunction(() => document.querySelector("#status strong")?.textContent === "Waiting for Bob to set up…");
  await loadStoredSetup(bob, "e2e");
  assert((await bob.getAttribute('[data-square="f10"] .piece', "data-rank")) === "flag", "the stored setup from Blue's back row: its flag on f10");
  await swapPieces(bob, "f10", "i8");
  await bob.click("#start-game");
  await Promise.all([ann, bob, eve].map((p) => p.waitForSelector('.game-screen[data-phase="play"] .play-view[data-phase="play"]')));
  assert((await ann.textContent('.seat-bar[data-seat="blue"] .seat-name')) === "Bob", "Ann's page names Bob");
  assert((await bob.textContent('.seat-bar[data-seat="red"] .seat-name')) === "Ann", "Bob's page names Ann");
}

// The players' room and the spectators' room, each read only by its writers; the clocks
// and the chat fit a 390 px phone.
async function chatApart(ann, bob, eve, shot) {
  await say(ann, "Good luck, Bob!");
  await hasText(bob, ".chat-text", "Good luck, Bob!");
  await say(eve, "What a game");
  await hasText(eve, ".chat-text", "What a game");
  await say(bob, "Thanks!");
  await hasText(ann, ".chat-text", "Thanks!");
  assert(!(await texts(ann, ".chat-text")).includes("What a game"), "the players do not read the spectators' room");
  assert(!(await texts(eve, ".chat-text")).some((t) => t === "Thanks!" || t === "Good luck, Bob!"), "the spectators do not read the players' room");
  await ann.setViewportSize({ width: 390, height: 844 });
  await assertTextFits(ann, ".chat-panel h3, .chat-panel button, .seat-bar, .seat-bar .clock, #no-battle, #chat-counter");
  const wide = await ann.evaluate(() => document.documentElement.scrollWidth);
  assert(wide <= 390, `clocks and chat fit a phone (${wide}px)`);
  await shot.ann("chat-phone");
  await ann.setViewportSize({ width: 1280, height: 900 });
}

async function declineDraw(ann, bob) {
  await ann.click("#offer-draw");
  await bob.waitForSelector("#draw-offer");
  assert((await bob.textContent("#draw-offer p")) === "Ann offers a draw.", "Bob sees Ann's offer");
  await bob.click("#decline-draw");
  await ann.waitForFunction(() => /declined/.test(document.querySelector(".side-panel .notice")?.textContent ?? ""));
}

async function settled(page) {
  await waitForPlies(page, (await serverState(page)).log.length);
  await page.waitForFunction(() => !document.querySelector(".game-screen")?.dataset.busy);
}

async function reloadMidGame(ann) {
  await settled(ann);
  const before = { plies: await plies(ann), board: await boardRanks(ann) };
  await ann.reload();
  await ann.waitForSelector(".play-view");
  await waitForPlies(ann, before.plies);
  assert((await plies(ann)) === before.plies && (await boardRanks(ann)) === before.board, `the same game after the reload (${before.plies} plies)`);
  assert((await ann.getAttribute(".board", "data-bottom")) === "red", "still Red's seat after the reload");
}

// Ann opens her own game's watch link in a new tab: the server knows her by her guest
// cookie and gives her her seat, with the players' room.
async function ownWatchLink(ann, url, game) {
  const tab = await ann.context().newPage();
  const frames = recordFrames(tab);
  await tab.goto(`${url}/#/watch/${game}`);
  await tab.waitForSelector('.game-screen[data-viewer="seat"] .play-view[data-you="red"]');
  await tab.waitForSelector('.chat-panel[data-room="players"]');
  await hasText(tab, ".chat-text", "Good luck, Bob!");
  assert(!(await texts(tab, ".chat-text")).includes("What a game"), "a player's watch link does not show the spectators' room");
  await tab.close();
  return frames;
}

async function backFromMyGames(bob, url) {
  await bob.goto(`${url}/#/lobby`);
  await bob.waitForSelector("#my-games li button");
  assert((await bob.textContent("#my-games li")).includes("against Ann"), "Bob's game is in his games");
  await bob.click("#my-games li button");
  await bob.waitForSelector('.game-screen .play-view[data-you="blue"]');
  assert((await texts(bob, ".chat-text")).includes("Good luck, Bob!"), "coming back, Bob sees what was said");
}

async function playToTheEnd(ann, bob, eve, url, game, random, shot) {
  let ownTab = null;
  const steps = {
    [DRAW_AT]: () => declineDraw(ann, bob),
    [CHAT_AT]: () => chatApart(ann, bob, eve, shot),
    [RELOAD_AT]: () => reloadMidGame(ann),
    [OWN_WATCH_LINK_AT]: async () => (ownTab = await ownWatchLink(ann, url, game)),
    [BACK_FROM_MY_GAMES_AT]: () => backFromMyGames(bob, url),
  };
  let moves = 0;
  for (;;) {
    const state = await serverState(ann);
    if (state.phase === "over" || state.log.length >= MAX_PLIES) {
      assert(moves > BACK_FROM_MY_GAMES_AT, `the game lasted past every step on the way (${state.log.length} plies)`);
      return { final: state, ownTab };
    }
    const mover = state.to_move === "red" ? ann : bob;
    if ((await waitForTurn(mover)) === "over") continue;
    const mine = await serverState(mover);
    if (mine.phase !== "play" || mine.to_move !== mine.you) continue;
    const by = moves === RELOAD_AT ? keyboardMove : clickMove; // the first move after the reload
    await by(mover, chooseMove(mine, random));
    moves++;
    if (steps[moves] && (await serverState(ann)).phase === "play") await steps[moves]();
  }
}

async function verdicts(ann, bob, final) {
  const winner = final.result.winner;
  const verdict = (page) => page.textContent("#game-over .verdict");
  const expect = {
    red: winner === "red" ? "You won!" : winner ? "Bob (Blue) won." : "Draw.",
    blue: winner === "blue" ? "You won!" : winner ? "Ann (Red) won." : "Draw.",
  };
  assert((await verdict(ann)) === expect.red, `Ann's verdict: ${await verdict(ann)}`);
  assert((await verdict(bob)) === expect.blue, `Bob's verdict: ${await verdict(bob)}`);
}

// The seat tokens of the players' pages, for asking the server for their states.
async function tokens(ann, bob) {
  return { red: (await pageSession(ann)).seats.red, blue: (await pageSession(bob)).seats.blue };
}

// What a state rebuilt from a viewer's frames must share with the server's state for that
// viewer once the game is over (seats, clocks and chat move on with presence and time).
const SETTLED = ["phase", "to_move", "board", "log", "captured", "legal_moves", "result", "reveal"];

async function agreesWithServer(url, game, state, token, label) {
  const response = await fetch(`${url}/api/games/${game}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const served = await response.json();
  for (const key of SETTLED) {
    assert(isDeepStrictEqual(state[key], served[key]), `${label}: the ${key} rebuilt from the move frames differs from the server's state`);
  }
}

// Every frame of the game on each page, against the truth and for ranks not yet known;
// each page that stayed to the end received the final reveal, and the state its frames
// make is the server's for its viewer (`token`: a seat's, null for the spectator).
async function checkGameFrames(url, game, recorded) {
  const boards = await trueBoards(url, game);
  const counts = [];
  for (const [label, { frames, viewer, left, token }] of Object.entries(recorded)) {
    const payloads = gamePayloads(frames, game);
    assert(payloads.length > 0, `${label} received frames of ${game}`);
    const state = gameStates(frames, game).at(-1);
    assert(left || (state.phase === "over" && state.reveal), `${label} received the final reveal`);
    if (!left) await agreesWithServer(url, game, state, token, label);
    checkFrames(payloads, viewer);
    const moves = payloads.filter((p) => JSON.parse(p).type === "move");
    const bytes = Math.round(moves.reduce((sum, p) => sum + p.length, 0) / Math.max(1, moves.length));
    counts.push(`${label} ${checkAgainstTruth(payloads, game, viewer, boards)} (${moves.length} move frames of ${bytes} bytes on average)`);
  }
  return counts.join(", ");
}

async function firstGame(url, { ann, bob, eve }, frames, shot) {
  await enterLobby(ann, url, "Annie");
  await enterLobby(bob, url, "Bob");
  await eve.goto(`${url}/#/lobby`);
  await hasText(eve, "#lobby-online li", "Annie");
  await ann.fill("#guest-name", "Ann"); // a rename reaches the others' lobby at once
  await ann.click("#guest-enter");
  await ann.waitForFunction(() => document.querySelector("#lobby-you")?.textContent === "You are Ann.");
  await postChallenge(ann, { clock: "fischer", minutes: 5, increment: 5, limit: 100 });
  await shot.ann("challenge-posted");
  await bob.waitForSelector("#lobby-challenges li:not(.own)");
  const offer = await bob.textContent("#lobby-challenges li");
  assert(offer.includes("Ann plays Red") && offer.includes("5 min + 5 s a move") && offer.includes("draw after 100 moves without a battle"),
    `the challenge in words, by Ann's new name: ${offer}`);
  await hasText(bob, "#lobby-online li", "Ann");
  assert(!(await texts(bob, "#lobby-online li")).includes("Annie"), "Bob's lobby no longer names Annie");
  assert((await texts(eve, "#lobby-online li")).includes("Ann"), "the watcher's lobby names Ann anew");

  const game = await accept(ann, bob);
  await watchFromLobby(eve, url, game, "Ann against Bob");
  await shot.bob("setup-blue");
  await setUpFirstGame(ann, bob, eve);
  const { final: played, ownTab } = await playToTheEnd(ann, bob, eve, url, game, seededRandom(SEED), shot);
  assert(played.phase === "over" && ["flag captured", "no legal move"].includes(played.result.ending),
    `the game ended on the board: ${played.result?.ending ?? `still going after ${played.log.length} plies`}`);
  await Promise.all([ann, bob, eve].map((p) => p.waitForSelector('.play-view[data-phase="over"]', { timeout: 30000 })));
  await verdicts(ann, bob, played);
  assert((await eve.getAttribute(".board", "data-bottom")) === "red" && (await eve.locator("#resign").count()) === 0, "the spectator's board is Red's side, read-only");
  await Promise.all([shot.ann("over"), shot.bob("over"), shot.eve("over")]);
  await eve.click("#replay-game");
  await eve.waitForSelector(".replay-viewer");
  await eve.click("#replay-back");
  await eve.waitForSelector('.play-view[data-you="spectator"][data-phase="over"]');
  assert(eve.url().endsWith(`#/watch/${game}`), `back from the replay to watching: ${eve.url()}`);
  const seat = await tokens(ann, bob);
  const checked = await checkGameFrames(url, game, {
    Ann: { frames: frames.ann, viewer: "red", token: seat.red }, "Ann's watch tab": { frames: ownTab, viewer: "red", left: true },
    Bob: { frames: frames.bob, viewer: "blue", token: seat.blue }, Eve: { frames: frames.eve, viewer: null, token: null },
  });
  return `${played.result.ending} after ${played.log.length} plies (${played.result.winner ?? "draw"}); states checked: ${checked}`;
}

// A move clock of a few seconds; Ann, to move first, lets it run out.
async function gameOnTime(url, { ann, bob, eve }, frames, shot) {
  await Promise.all([ann, bob].map((p) => p.goto(`${url}/#/lobby`)));
  await ann.waitForSelector("#post-challenge:not([disabled])");
  await postChallenge(ann, { clock: "move", seconds: MOVE_SECONDS, limit: 0 });
  const game = await accept(ann, bob);
  await watchFromLobby(eve, url, game, "Ann against Bob");
  await ann.click("#start-game");
  await bob.click("#start-game");
  await ann.waitForSelector('.seat-bar [data-clock="red"].running');
  await Promise.all([ann, bob, eve].map((p) => p.waitForSelector('.play-view[data-phase="over"]', { timeout: (MOVE_SECONDS + 20) * 1000 })));
  for (const page of [ann, bob, eve]) {
    const reason = await page.textContent("#game-over .reason");
    assert(reason === "Reason: time ran out", `the ending on every page: ${reason}`);
  }
  assert((await ann.textContent("#game-over .verdict")) === "Bob (Blue) won." && (await bob.textContent("#game-over .verdict")) === "You won!",
    "Ann's flag fell: Bob wins");
  await shot.eve("on-time");
  const seat = await tokens(ann, bob);
  await bob.close(); // Bob's last connection closes: the others see him away
  await ann.waitForSelector('.seat-bar[data-seat="blue"] .seat-tag.away');
  await eve.waitForSelector('.seat-bar[data-seat="blue"] .seat-tag.away');
  const checked = await checkGameFrames(url, game, {
    Ann: { frames: frames.ann, viewer: "red", token: seat.red }, Bob: { frames: frames.bob, viewer: "blue", token: seat.blue },
    Eve: { frames: frames.eve, viewer: null, token: null },
  });
  return `on time after ${MOVE_SECONDS} s; states checked: ${checked}`;
}

export async function run({ url, browser }) {
  const probe = await fetch(`${url}/api/me`);
  if (probe.status === 404) return "SKIPPED: this server has no guests and no lobby yet (GET /api/me is 404)";
  const others = [await launchBrowser(), await launchBrowser()];
  try {
    for (const player of [browser, others[0]]) await storeSetup(player.context, "barrage", "e2e", BARRAGE_SETUP);
    const pages = { ann: await browser.context.newPage(), bob: await others[0].context.newPage(), eve: await others[1].context.newPage() };
    const frames = { ann: recordFrames(pages.ann), bob: recordFrames(pages.bob), eve: recordFrames(pages.eve) };
    const shot = {
      ann: screenshotter(pages.ann, `${name}-ann`), bob: screenshotter(pages.bob, `${name}-bob`), eve: screenshotter(pages.eve, `${name}-eve`),
    };
    const first = await firstGame(url, pages, frames, shot);
    const second = await gameOnTime(url, pages, frames, shot);
    for (const other of others) {
      const blocked = other.problems.filter((p) => /Content Security Policy|Refused to|page error/i.test(p));
      assert(!blocked.length, `a guest's page reported problems:\n${blocked.join("\n")}`);
    }
    return `${first}; then ${second}`;
  } finally {
    for (const other of others) await other.close();
  }
}
