// A complete game against the random computer, by clicks: swap two pieces, drag one,
// start, offer a draw before any battle (the computer declines), move and attack until
// the game ends, reading the battle log after each battle; every WebSocket frame is
// checked for enemy ranks not yet revealed.
import { assert, screenshotter } from "./harness.mjs";
import { checkFrames } from "./hidden-ranks.mjs";
import { chooseMove, clickMove, newGame, openStart, plies, rankAt, recordFrames, serverState, startPlay, swapPieces, waitForGameOver, waitForTurn } from "./game-driver.mjs";

export const name = "complete-game";
const MAX_PLIES = 600;

async function dragPiece(page, from, to) {
  const a = await page.locator(`[data-square="${from}"]`).boundingBox();
  const b = await page.locator(`[data-square="${to}"]`).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 2 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

export async function run({ url, browser }) {
  const page = await browser.context.newPage();
  const frames = recordFrames(page);
  const shot = screenshotter(page, name);
  await openStart(page, url);
  await shot("start");
  await newGame(page, { variant: "barrage", level: "random" });
  const occupied = await page.$$eval(".setup-board .square", (els) => els.filter((e) => e.querySelector(".piece")).map((e) => e.dataset.square));
  const empty = await page.$$eval(".setup-board .square.zone", (els) => els.filter((e) => !e.querySelector(".piece")).map((e) => e.dataset.square));
  assert(occupied.length === 8, `barrage has 8 pieces, saw ${occupied.length}`);
  await swapPieces(page, occupied[0], occupied[1]);
  const dragged = await rankAt(page, occupied[2]);
  await dragPiece(page, occupied[2], empty[0]);
  assert((await rankAt(page, empty[0])) === dragged, `dragged ${dragged} onto ${empty[0]}`);
  await shot("setup-arranged");
  await startPlay(page);
  await shot("game-started");

  let battles = 0;
  let phase = await waitForTurn(page);
  await page.click("#offer-draw"); // nothing lost yet: the computer has no reason to take it
  await page.waitForFunction(() => document.querySelector(".side-panel .notice")?.textContent === "The computer declines the draw.");
  while (phase === "play" && (await plies(page)) < MAX_PLIES) {
    const state = await serverState(page);
    const move = chooseMove(state);
    const attack = state.board.find((s) => s.square === move.to)?.kind === "enemy";
    await clickMove(page, move);
    if (attack) {
      await page.waitForSelector(".battle-card", { timeout: 10000 });
      if (battles < 2) await shot(`battle-${battles + 1}`);
    }
    phase = await waitForTurn(page);
    if (attack) {
      battles++;
      const after = await serverState(page);
      const entry = after.log.find((e) => e.side === "red" && e.from === move.from && e.to === move.to && e.battle && e.ply > state.log.length);
      assert(entry, `the log holds the battle ${move.from}-${move.to}`);
      const logText = await page.textContent(`.battle-log [data-ply="${entry.ply}"] .text`);
      assert(logText === entry.battle.text.en, `battle log explains ply ${entry.ply}: "${logText}"`);
    }
    if ((await plies(page)) === 6) await shot("midgame");
  }
  if (phase === "play") {
    await page.click("#resign");
    await page.click("#resign-yes");
    await waitForGameOver(page);
    phase = await waitForTurn(page);
  }
  assert(phase === "over", "the game ended");
  assert(battles > 0, "at least one battle was fought");
  const reason = await page.textContent("#game-over .reason");
  assert(reason && reason.length > 8, `the end says why: ${reason}`);
  const hidden = await page.$$eval('.piece[data-rank="unknown"]', (els) => els.length);
  assert(hidden === 0, `the whole board is revealed at the end (${hidden} hidden)`);
  await shot("game-over");
  const checked = checkFrames(frames);
  assert(frames.length > 0 && checked > 0, "WebSocket frames were recorded");
  await page.close();
  return `${await reason} after ${checked} plies, ${battles} attacks by Red, ${frames.length} frames checked`;
}
