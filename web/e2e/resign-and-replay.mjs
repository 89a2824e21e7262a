// Resigning ends the game with the reason and the whole board revealed; the replay of the
// stored game steps through every move; an uploaded Gravon XML record replays too.
import { join } from "node:path";
import { assert, screenshotter } from "./harness.mjs";
import { chooseMove, clickMove, newGame, openStart, plies, serverState, startPlay, waitForGameOver, waitForTurn } from "./game-driver.mjs";

export const name = "resign-and-replay";

async function replayPly(page) {
  return Number(await page.getAttribute(".replay-viewer", "data-ply"));
}

async function piecesOnBoard(page) {
  return page.$$eval(".replay-viewer .board .piece", (els) => els.map((e) => e.closest("[data-square]").dataset.square + e.dataset.rank).join());
}

export async function run({ url, browser }) {
  const page = await browser.context.newPage();
  const shot = screenshotter(page, name);
  await openStart(page, url);
  await newGame(page, { variant: "duell", level: "random" });
  await startPlay(page);
  for (let i = 0; i < 4 && (await waitForTurn(page)) === "play"; i++) await clickMove(page, chooseMove(await serverState(page)));
  let phase = await waitForTurn(page);
  if (phase === "play") {
    await page.click("#resign");
    await shot("resign-confirm");
    await page.click("#resign-yes");
    await waitForGameOver(page);
    phase = await waitForTurn(page);
    assert(phase === "over", "resigning ends the game");
    assert((await page.getAttribute("#game-over", "data-winner")) === "blue", "the computer wins after a resignation");
    assert((await page.textContent("#game-over .reason")).includes("resignation"), "the reason is the resignation");
  }
  const blue = await page.$$eval('.board .piece[data-color="blue"]', (els) => els.map((e) => e.dataset.rank));
  assert(blue.length > 0 && blue.every((r) => r !== "unknown"), `every blue piece revealed: ${blue}`);
  await shot("resigned");
  const total = await plies(page);

  await page.click("#replay-game");
  await page.waitForSelector(".replay-viewer");
  assert(Number(await page.getAttribute(".replay-viewer", "data-total")) === total, `the replay has all ${total} plies`);
  assert((await replayPly(page)) === 0, "the replay starts at the starting position");
  const start = await piecesOnBoard(page);
  assert(start.split(",").length === 20, "both duell armies at the start");
  await shot("replay-start");
  await page.click("#replay-next");
  assert((await replayPly(page)) === 1, "next goes to ply 1");
  assert((await piecesOnBoard(page)) !== start, "the board changes with the move");
  await page.keyboard.press("ArrowRight");
  assert((await replayPly(page)) === Math.min(2, total), "the arrow key steps");
  await page.click("#replay-prev");
  await page.click("#replay-last");
  assert((await replayPly(page)) === total, "last goes to the end");
  await shot("replay-end");
  await page.keyboard.press("Home");
  assert((await piecesOnBoard(page)) === start, "back at the start");
  await page.click("#replay-back");
  await page.waitForSelector('.play-view[data-phase="over"][data-you="red"]');
  await page.goBack();
  await page.waitForSelector(".replay-viewer");

  await page.goto(`${url}/#/replay`);
  await page.setInputFiles("#replay-file", join(import.meta.dirname, "fixtures", "short-game.xml"));
  await page.waitForSelector('.replay-viewer[data-total="3"]');
  await page.click("#replay-last");
  const battle = await page.textContent("#replay-battle");
  assert(/flag/i.test(battle), `the uploaded game ends with a flag capture: ${battle}`);
  await shot("uploaded-replay");
  await page.close();
  return `resigned after ${total} plies; replay stepped; uploaded record: ${battle}`;
}
