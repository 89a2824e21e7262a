// Two guests meet in the lobby: Ann names herself and posts a challenge (barrage, Fischer
// 5 min + 5 s, Red, a draw after 40 moves without a battle); Bob names himself, sees it in
// words and accepts; both land in their game. A third page finds the game in the lobby's
// games in progress and watches it. Ann and Bob chat in the players' room, the watcher in
// the spectators' room, and neither room reads the other. Bob comes back to the game from
// "my games". Skips, saying so, while the server has no guests (GET /api/me is 404).
import { assert, launchBrowser, screenshotter } from "./harness.mjs";
import { assertTextFits, dismissHelp } from "./game-driver.mjs";

export const name = "lobby-and-chat";

async function enterLobby(page, url, guest) {
  await page.goto(`${url}/#/lobby`);
  await page.waitForSelector("#guest-name");
  await dismissHelp(page);
  await page.fill("#guest-name", guest);
  await page.click("#guest-enter");
  await page.waitForFunction((n) => document.querySelector("#lobby-you")?.textContent === `You are ${n}.`, guest);
}

async function say(page, text) {
  await page.fill("#chat-input", text);
  await page.click("#chat-send");
}

const chatTexts = (page) => page.$$eval(".chat-panel .chat-text", (els) => els.map((e) => e.textContent));

export async function run({ url, browser }) {
  const probe = await fetch(`${url}/api/me`);
  if (probe.status === 404) return "SKIPPED: this server has no guests and no lobby yet (GET /api/me is 404)";
  const ann = await browser.context.newPage();
  const shot = screenshotter(ann, name);
  await enterLobby(ann, url, "Ann");
  await ann.selectOption("#challenge-variant", "barrage");
  await ann.selectOption("#challenge-clock", "fischer");
  await ann.fill("#challenge-minutes", "5");
  await ann.fill("#challenge-increment", "5");
  await ann.selectOption("#challenge-color", "red");
  await ann.fill("#challenge-limit", "40");
  await ann.click("#post-challenge");
  await ann.waitForSelector("#lobby-challenges li.own");
  await shot("challenge-posted");

  const other = await launchBrowser();
  try {
    const bob = await other.context.newPage();
    await enterLobby(bob, url, "Bob");
    await bob.waitForSelector("#lobby-challenges li:not(.own)");
    const offer = await bob.textContent("#lobby-challenges li");
    assert(offer.includes("Ann plays Red") && offer.includes("5 min + 5 s a move") && offer.includes("draw after 40 moves without a battle"),
      `the challenge in words: ${offer}`);
    await ann.waitForFunction(() => document.querySelector("#lobby-online")?.textContent.includes("Bob"));
    await bob.click("#lobby-challenges li button");
    await Promise.all([ann, bob].map((p) => p.waitForSelector(".setup-board .piece", { timeout: 15000 })));
    await Promise.all([ann, bob].map((p) => dismissHelp(p)));
    assert((await bob.getAttribute(".setup-board", "data-bottom")) === "blue", "Bob plays Blue");
    await ann.waitForSelector("#setup-clock");

    const watcher = await other.context.newPage();
    await watcher.goto(`${url}/#/lobby`);
    await watcher.waitForSelector("#lobby-games li a");
    assert((await watcher.textContent("#lobby-games li")).includes("Ann against Bob"), "the game is in progress in the lobby");
    await watcher.click("#lobby-games li a");
    await watcher.waitForSelector('.game-screen[data-viewer="spectator"] .chat-panel[data-room="spectators"]');

    await ann.click("#start-game");
    await bob.click("#start-game");
    await Promise.all([ann, bob].map((p) => p.waitForSelector('.game-screen[data-phase="play"] .chat-panel[data-room="players"]')));
    await say(ann, "Good luck, Bob!");
    await bob.waitForFunction(() => [...document.querySelectorAll(".chat-text")].some((e) => e.textContent === "Good luck, Bob!"));
    await say(watcher, "What a game");
    await watcher.waitForFunction(() => [...document.querySelectorAll(".chat-text")].some((e) => e.textContent === "What a game"));
    await say(bob, "Thanks!");
    await ann.waitForFunction(() => [...document.querySelectorAll(".chat-text")].some((e) => e.textContent === "Thanks!"));
    assert(!(await chatTexts(ann)).includes("What a game"), "the players do not read the spectators' room");
    assert(!(await chatTexts(watcher)).some((t) => t === "Thanks!" || t === "Good luck, Bob!"), "the spectators do not read the players' room");
    await shot("chat");
    await ann.setViewportSize({ width: 390, height: 844 }); // the same game on a phone
    await assertTextFits(ann, ".chat-panel h3, .chat-panel button, .seat-bar, .seat-bar .clock, #no-battle, #chat-counter");
    const wide = await ann.evaluate(() => document.documentElement.scrollWidth);
    assert(wide <= 390, `clocks and chat fit a phone (${wide}px)`);
    await shot("chat-phone");

    await bob.goto(`${url}/#/lobby`);
    await bob.waitForSelector("#my-games li button");
    assert((await bob.textContent("#my-games li")).includes("against Ann"), "Bob's game is in his games");
    await bob.click("#my-games li button");
    await bob.waitForSelector('.game-screen .play-view[data-you="blue"]');
    assert((await chatTexts(bob)).includes("Good luck, Bob!"), "coming back, Bob sees what was said");
  } finally {
    await other.close();
  }
  await ann.close();
  return "a challenge posted and accepted, watched from the lobby, both chat rooms apart, back from my games";
}
