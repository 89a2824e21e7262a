// Playing Blue against the computer: the set-up in Blue's home rows, seen from Blue's side;
// the computer (Red) moves first; moves by keyboard (arrow keys in screen directions, so
// turned round for Blue) and by clicks; the verdict after resigning; every frame checked
// for Red's ranks that Blue could not know.
import { assert, screenshotter } from "./harness.mjs";
import { checkFrames } from "./hidden-ranks.mjs";
import { chooseMove, clickMove, keyboardMove, newGame, openStart, recordFrames, seededRandom, serverState, startPlay, waitForGameOver, waitForTurn } from "./game-driver.mjs";

export const name = "blue-against-computer";

export async function run({ url, browser }) {
  const page = await browser.context.newPage();
  const frames = recordFrames(page);
  const shot = screenshotter(page, name);
  await openStart(page, url);
  await newGame(page, { variant: "duell", level: "random", color: "blue" });
  const squares = await page.$$eval(".setup-board .piece", (els) => els.map((e) => e.closest("[data-square]").dataset.square));
  assert(squares.length === 10 && squares.every((s) => Number(s.slice(1)) >= 7), `Blue's set-up in ranks 7-10: ${squares}`);
  assert((await page.getAttribute(".setup-board", "data-bottom")) === "blue", "the set-up is seen from Blue's side");
  await shot("setup-blue");
  await startPlay(page);
  const random = seededRandom(5);
  let moves = 0;
  for (let i = 0; i < 3 && (await waitForTurn(page)) === "play"; i++) {
    const state = await serverState(page);
    assert(state.you === "blue" && state.log[0]?.side === "red", "the computer (Red) moved first");
    assert((await page.textContent("#status strong")) === "Your move", "Blue's turn in words");
    // Steps onto empty squares: the game goes on, whatever the computer's setup.
    const move = chooseMove({ ...state, legal_moves: state.legal_moves.filter((m) => state.board.find((s) => s.square === m.to)?.kind === "empty") }, random);
    if (i < 2) await keyboardMove(page, move);
    else await clickMove(page, move);
    moves++;
  }
  assert(moves >= 2, `Blue moved by the keyboard (${moves} moves)`);
  await shot("played");
  if ((await waitForTurn(page)) === "play") {
    await page.click("#resign");
    await page.click("#resign-yes");
    await waitForGameOver(page);
    assert((await page.getAttribute("#game-over", "data-winner")) === "red", "the computer wins after Blue resigns");
    assert((await page.textContent("#game-over .verdict")) === "The computer won.", "the verdict from Blue's side");
  }
  await shot("over");
  const plies = checkFrames(frames, "blue");
  await page.close();
  return `Blue against the computer: ${plies} plies, ${frames.length} frames checked`;
}
