// Ultimate lightning's rescue by clicks, on two stored twin games that Red cannot tell
// apart: Red's scout b4 died against the marshal on b7, Blue played j7-j6, and Red's scout
// on a4 may now attack the unmoved piece on a10, a spy in one twin, a general in the other.
// The same clicks (a4, a10, the captured scout, e2) bring the scout back where the attack
// wins and bring nothing back where it loses; the offer was the same in both.
import { execFileSync } from "node:child_process";
import { assert, screenshotter } from "./harness.mjs";
import { checkFrames } from "./hidden-ranks.mjs";
import { dismissHelp, plies, recordFrames, serverState, waitForPlies, waitForTurn } from "./game-driver.mjs";

export const name = "rescue";

// Setup strings (formats/setup_string.hpp): each side's home rows from its back row
// forwards, files from the owner's left.
const RED = "........../........../66789XSBBF/2222334455";
const BLUE = {
  spy: "F........S/B........./B9.876655./44332222X.",
  general: "F........9/B........./BS.876655./44332222X.",
};

// Stores the game in the running server's database, as if played until Red's third move.
function storeTwin(db, id, a10) {
  const sql = `INSERT INTO games (id, token, variant, rules, level, seed, red_setup, blue_setup)
    VALUES ('${id}', 'e2e-${id}', 'ultimate-lightning', 'gravon', 'random', 7, '${RED}', '${BLUE[a10]}');
    INSERT INTO seats (game_id, color, kind, token, name, level)
      VALUES ('${id}', 'red', 'person', 'e2e-${id}', 'Ann', ''), ('${id}', 'blue', 'computer', '', '', 'random');
    INSERT INTO moves (game_id, ply, move) VALUES ('${id}', 1, 'b4-b7'), ('${id}', 2, 'j7-j6');`;
  execFileSync("sqlite3", [db, sql]);
  return { game: id, token: `e2e-${id}` };
}

async function rescueByClicks(page, url, session, shot) {
  // The session is in place before the page's scripts run, so that it opens this game only.
  await page.addInitScript((s) => localStorage.setItem("stratego.game", JSON.stringify(s)), session);
  await page.goto(url);
  await page.waitForSelector(".play-view");
  await dismissHelp(page);
  await waitForTurn(page);
  const before = await plies(page);
  const offer = (await serverState(page)).legal_moves.find((m) => m.from === "a4" && m.to === "a10")?.rescue;
  await page.click('[data-square="a4"]');
  await page.waitForSelector('[data-square="a10"].target');
  await page.click('[data-square="a10"]');
  await page.waitForSelector(".rescue-chooser");
  const question = await page.textContent(".rescue-chooser");
  assert(/reaches the enemy back row/.test(question) && /only if yours wins/.test(question), `the chooser asks: ${question}`);
  const ranks = await page.$$eval(".rescue-chooser .rescue-choice", (els) => els.map((e) => e.dataset.rank));
  assert(ranks.join() === "scout", `the captured scout is offered: ${ranks}`);
  await page.click('.rescue-chooser [data-rank="scout"]');
  await page.waitForSelector('[data-square="e2"].target');
  await shot("square-chooser");
  assert((await plies(page)) === before, "nothing was sent before the square was chosen");
  await page.click('[data-square="e2"]');
  await waitForPlies(page, before + 1);
  await waitForTurn(page);
  await shot("after");
  const state = await serverState(page);
  const e2 = await page.$eval('[data-square="e2"]', (el) => el.querySelector(".piece")?.dataset.rank ?? null);
  const logged = await page.$$eval(".battle-log .rescue", (els) => els.map((e) => e.textContent).join(" "));
  return { offer, entry: state.log[before], e2, logged, state };
}

export async function run({ url, browser, db }) {
  const results = {};
  for (const a10 of ["spy", "general"]) {
    const page = await browser.context.newPage();
    const frames = recordFrames(page);
    results[a10] = await rescueByClicks(page, url, storeTwin(db, `rescue-${a10}`, a10), screenshotter(page, `${name}-${a10}`));
    assert(checkFrames(frames) >= 3, `the frames of the ${a10} twin were checked for hidden ranks`);
    await page.close();
  }
  const { spy, general } = results;
  assert(JSON.stringify(spy.offer) === JSON.stringify(general.offer), "the twins offer the same rescue");
  assert(spy.entry.rescue_to === "e2" && spy.entry.rescue_rank === "scout", `the winning scout rescued: ${JSON.stringify(spy.entry)}`);
  assert(spy.e2 === "scout" && !spy.state.captured.red.scout, "the rescued scout stands on e2 and left the losses");
  assert(spy.logged === "Your Scout came back on e2." && general.logged === "", `the battle log tells the rescue: ${spy.logged}`);
  assert(!general.entry.rescue_to && general.entry.battle?.outcome === "defender_wins", `the losing scout rescued nothing: ${JSON.stringify(general.entry)}`);
  assert(general.e2 === null && general.state.captured.red.scout === 2, "e2 stays empty after the lost attack");
  return `offer ${spy.offer.ranks} onto ${spy.offer.squares.length} squares; the spy twin rescued onto e2, the general twin did not`;
}
