// Reloading in the middle of a game, and coming back in a new tab, continue the same game
// (the move after the reload is made with the keyboard); the draw offer gets the
// computer's answer.
import { assert, screenshotter } from "./harness.mjs";
import { chooseMove, clickMove, keyboardMove, newGame, openStart, plies, serverState, startPlay, swapPieces, waitForTurn } from "./game-driver.mjs";

export const name = "reload-continue";

async function boardRanks(page) {
  return page.$$eval(".board .square", (els) => els.map((e) => `${e.dataset.square}:${e.querySelector(".piece")?.dataset.rank ?? ""}`).join(" "));
}

export async function run({ url, browser }) {
  const page = await browser.context.newPage();
  const shot = screenshotter(page, name);
  await openStart(page, url);
  await newGame(page, { variant: "classic", level: "random" });
  await swapPieces(page, "a1", "j4");
  await shot("setup-swapped");
  await startPlay(page);
  for (let i = 0; i < 3 && (await waitForTurn(page)) === "play"; i++) await clickMove(page, chooseMove(await serverState(page)));
  await waitForTurn(page);
  const before = { plies: await plies(page), board: await boardRanks(page) };
  await shot("before-reload");

  await page.reload();
  await page.waitForSelector(".play-view");
  await waitForTurn(page);
  assert((await plies(page)) === before.plies, `same plies after reload (${before.plies})`);
  assert((await boardRanks(page)) === before.board, "same board after reload");
  await shot("after-reload");
  const move = chooseMove(await serverState(page));
  await keyboardMove(page, move);
  const phaseAfter = await waitForTurn(page);
  const pliesAfter = await plies(page);
  assert(pliesAfter >= before.plies + 2 || (phaseAfter === "over" && pliesAfter > before.plies),
    `the game goes on after the reload (${move.from}-${move.to}: ${before.plies} -> ${pliesAfter} plies, ${phaseAfter})`);

  await page.close();
  const again = await browser.context.newPage();
  await again.goto(url);
  await again.waitForSelector(".play-view");
  const phase = await waitForTurn(again);
  assert((await plies(again)) >= before.plies + 2, "a new tab continues the game");
  if (phase === "play") {
    await again.click("#offer-draw");
    await again.waitForFunction(() => /draw/i.test(document.querySelector(".side-panel .notice")?.textContent ?? ""));
  }
  const notice = phase === "play" ? await again.textContent(".side-panel .notice") : "game already over";
  const tabShot = screenshotter(again, `${name}-new-tab`);
  await tabShot("continued");
  await again.close();
  return `continued after ${before.plies} plies; draw offer: ${notice}`;
}
