// Two people meet by the invitation link and play a whole barrage game by clicks (seeded
// random moves), while a third browser watches through the watch link. Ann (Red) creates
// the game; Bob joins and sets up Blue's army seen from his side; Ann's page names him and
// waits for his set-up; a draw offer is declined; Bob reloads mid-game and goes on. Every
// WebSocket frame of all three is checked for ranks its viewer could not know, and what
// each knew is held against the final reveal.
import { assert, launchBrowser, screenshotter } from "./harness.mjs";
import { checkFrames } from "./hidden-ranks.mjs";
import {
  BARRAGE_SETUP, chooseMove, clickMove, dismissHelp, loadStoredSetup, openStart, plies, recordFrames, seededRandom, serverState, storeSetup,
  swapPieces, waitForPlies, waitForTurn,
} from "./game-driver.mjs";

export const name = "two-people";
const MAX_PLIES = 160;
const RELOAD_AT = 6;
const DRAW_AT = 3;

async function boardRanks(page) {
  return page.$$eval(".board .square", (els) => els.map((e) => `${e.dataset.square}:${e.querySelector(".piece")?.dataset.rank ?? ""}`).join(" "));
}

async function statusText(page) {
  return page.textContent("#status strong");
}

async function createInvitation(page, url) {
  await openStart(page, url);
  await page.selectOption("#variant", "barrage");
  await page.selectOption("#color", "red");
  await page.fill("#player-name", "Ann");
  await page.click("#new-person-game");
  await page.waitForSelector(".setup-board .piece");
  await dismissHelp(page);
  const invite = await page.inputValue("#invite-link-url");
  const watch = await page.inputValue("#watch-link-url");
  assert(/#\/join\/[^/]+\/[^/]+$/.test(invite), `an invitation link: ${invite}`);
  assert(/#\/watch\/[^/]+$/.test(watch), `a watch link: ${watch}`);
  return { invite, watch };
}

async function join(page, invite) {
  await page.goto(invite);
  await page.waitForSelector("#join-name");
  await page.waitForFunction(() => document.querySelector("#join-invitation")?.textContent);
  const words = await page.textContent("#join-invitation");
  assert(words === "Ann invites you to a game of Barrage (8 pieces); you play Blue.", `the invitation in words: ${words}`);
  await page.fill("#join-name", "Bob");
  await page.click("#join-game");
  await page.waitForSelector(".setup-board .piece");
  await dismissHelp(page);
  assert((await page.getAttribute(".setup-board", "data-bottom")) === "blue", "Bob's set-up is seen from Blue's side");
  const squares = await page.$$eval(".setup-board .piece", (els) => els.map((e) => e.closest("[data-square]").dataset.square));
  assert(squares.length === 8 && squares.every((s) => Number(s.slice(1)) >= 7), `Blue's pieces in ranks 7-10: ${squares}`);
  const bottomRow = await page.$$eval(".setup-board .board-row:last-child .square", (els) => els.map((e) => e.dataset.square).join(" "));
  assert(bottomRow === "j10 i10 h10 g10 f10 e10 d10 c10 b10 a10", `Blue's back row at the bottom, files j to a: ${bottomRow}`);
}

async function declineDraw(ann, bob) {
  await ann.click("#offer-draw");
  await bob.waitForSelector("#draw-offer");
  assert((await bob.textContent("#draw-offer p")) === "Ann offers a draw.", "Bob sees Ann's offer");
  await bob.click("#decline-draw");
  await ann.waitForFunction(() => /declined/.test(document.querySelector(".side-panel .notice")?.textContent ?? ""));
}

async function reloadMidGame(page) {
  await waitForPlies(page, (await serverState(page)).log.length);
  await page.waitForFunction(() => !document.querySelector(".game-screen")?.dataset.busy);
  const before = { plies: await plies(page), board: await boardRanks(page) };
  await page.reload();
  await page.waitForSelector(".play-view");
  await waitForPlies(page, before.plies);
  assert((await plies(page)) >= before.plies, `the same game after the reload (${before.plies} plies)`);
  if ((await plies(page)) === before.plies) assert((await boardRanks(page)) === before.board, "the same board after the reload");
  assert((await page.getAttribute(".board", "data-bottom")) === "blue", "still Blue's seat after the reload");
}

async function playToTheEnd(ann, bob, random) {
  let moves = 0;
  const done = { draw: false, reload: false };
  for (;;) {
    const state = await serverState(ann);
    if (state.phase === "over" || state.log.length >= MAX_PLIES) {
      assert(done.draw && done.reload, `the game lasted past the draw offer and the reload (${state.log.length} plies)`);
      return state;
    }
    const mover = state.to_move === "red" ? ann : bob;
    if ((await waitForTurn(mover)) === "over") continue;
    const mine = await serverState(mover);
    if (mine.phase !== "play" || mine.to_move !== mine.you) continue;
    await clickMove(mover, chooseMove(mine, random));
    moves++;
    const going = (await serverState(ann)).phase === "play";
    if (moves === DRAW_AT && going) {
      await declineDraw(ann, bob);
      done.draw = true;
    }
    if (moves === RELOAD_AT && going) {
      await reloadMidGame(bob);
      done.reload = true;
    }
  }
}

export async function run({ url, browser }) {
  const guests = [await launchBrowser(), await launchBrowser()];
  try {
    for (const player of [browser, guests[0]]) await storeSetup(player.context, "barrage", "e2e", BARRAGE_SETUP);
    const ann = await browser.context.newPage();
    const bob = await guests[0].context.newPage();
    const eve = await guests[1].context.newPage();
    const frames = { red: recordFrames(ann), blue: recordFrames(bob), spectator: recordFrames(eve) };
    const shot = { ann: screenshotter(ann, `${name}-ann`), bob: screenshotter(bob, `${name}-bob`), eve: screenshotter(eve, `${name}-eve`) };

    const links = await createInvitation(ann, url);
    await shot.ann("invitation");
    await eve.goto(links.watch);
    await eve.waitForSelector(".play-view");
    assert((await statusText(eve)) === "The players are setting up.", "the spectator waits for the set-ups");
    await join(bob, links.invite);
    await shot.bob("setup-blue");
    await ann.waitForSelector("#invite-link", { state: "detached" });
    await loadStoredSetup(ann, "e2e");
    await ann.click("#start-game");
    await ann.waitForFunction(() => document.querySelector("#status strong")?.textContent === "Waiting for Bob to set up…");
    await shot.ann("waiting-for-bob");
    await loadStoredSetup(bob, "e2e");
    assert((await bob.getAttribute('[data-square="f10"] .piece', "data-rank")) === "flag", "the stored setup from Blue's back row: its flag on f10");
    await swapPieces(bob, "f10", "i8");
    await bob.click("#start-game");
    await ann.waitForSelector('.play-view[data-phase="play"]');
    await bob.waitForSelector('.play-view[data-phase="play"]');
    assert((await ann.textContent('.seat-bar[data-seat="blue"] .seat-name')) === "Bob", "Ann's page names Bob");
    assert((await bob.textContent('.seat-bar[data-seat="red"] .seat-name')) === "Ann", "Bob's page names Ann");
    await eve.waitForSelector('.play-view[data-phase="play"]');

    let final = await playToTheEnd(ann, bob, seededRandom(13));
    await shot.eve("watching");
    if (final.phase !== "over") {
      await bob.click("#resign");
      await bob.click("#resign-yes");
    }
    for (const page of [ann, bob, eve]) await page.waitForSelector('.play-view[data-phase="over"]', { timeout: 30000 });
    final = await serverState(ann);
    const winner = final.result.winner;
    const verdict = async (page) => page.textContent("#game-over .verdict");
    const expect = { red: winner === "red" ? "You won!" : winner ? "Bob (Blue) won." : "Draw.", blue: winner === "blue" ? "You won!" : winner ? "Ann (Red) won." : "Draw." };
    assert((await verdict(ann)) === expect.red, `Ann's verdict: ${await verdict(ann)}`);
    assert((await verdict(bob)) === expect.blue, `Bob's verdict: ${await verdict(bob)}`);
    assert((await eve.getAttribute(".board", "data-bottom")) === "red" && (await eve.locator("#resign").count()) === 0, "the spectator's board is Red's side, read-only");
    await Promise.all([shot.ann("over"), shot.bob("over"), shot.eve("over")]);
    await eve.click("#replay-game");
    await eve.waitForSelector(".replay-viewer");
    await eve.click("#replay-back");
    await eve.waitForSelector('.play-view[data-you="spectator"][data-phase="over"]');
    assert(eve.url().endsWith(links.watch.slice(links.watch.indexOf("#"))), `back from the replay to watching: ${eve.url()}`);
    await bob.close(); // Bob's last connection closes: the others see him away
    await ann.waitForSelector('.seat-bar[data-seat="blue"] .seat-tag.away');
    await eve.waitForSelector('.seat-bar[data-seat="blue"] .seat-tag.away');

    const checked = {
      red: checkFrames(frames.red, "red"), blue: checkFrames(frames.blue, "blue"), spectator: checkFrames(frames.spectator, null),
    };
    for (const [viewer, list] of Object.entries(frames)) {
      const last = list.map((f) => JSON.parse(f)).filter((m) => m.type === "state" || m.type === "move").at(-1);
      const state = last?.type === "move" ? last.state : last;
      assert(state?.phase === "over" && state.reveal, `${viewer} received the final reveal`);
    }
    for (const guest of guests) {
      const blocked = guest.problems.filter((p) => /Content Security Policy|Refused to|page error/i.test(p));
      assert(!blocked.length, `a guest's page reported problems:\n${blocked.join("\n")}`);
    }
    return `${final.result.ending} after ${final.log.length} plies (${winner ?? "draw"}); frames checked: ` +
      `Red ${frames.red.length}, Blue ${frames.blue.length}, spectator ${frames.spectator.length} (${checked.spectator} plies)`;
  } finally {
    for (const guest of guests) await guest.close();
  }
}
