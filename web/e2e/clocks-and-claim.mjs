// Two people by invitation with a Fischer clock (5 min + 5 s): the invitation and watch
// links, the invitation in words on the join page, the set-up clock once both
// seats are taken, the arrangement sent as a draft while it runs, both clocks in play with
// the running one counting down and the increment added after a move, then Bob leaves on
// his turn: Ann sees how long he has been away, the countdown to the claim, and claims the
// game, which ends "abandoned".
import { ABANDON_SECONDS, assert, launchBrowser, screenshotter } from "./harness.mjs";
import { chooseMove, clickMove, dismissHelp, openStart, serverState, swapPieces, waitForTurn } from "./game-driver.mjs";

export const name = "clocks-and-claim";

const seconds = (text) => {
  const m = /(?:(\d+):)?(\d+):(\d+)/.exec(text);
  return m ? Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) : NaN;
};

async function clockOf(page, side) {
  return page.textContent(`.seat-bar [data-clock="${side}"]`);
}

export async function run({ url, browser }) {
  const ann = await browser.context.newPage();
  const shot = screenshotter(ann, name);
  const annSent = [];
  ann.on("websocket", (ws) => ws.on("framesent", (f) => annSent.push(String(f.payload))));
  await openStart(ann, url);
  await ann.selectOption("#variant", "barrage");
  await ann.selectOption("#color", "red");
  await ann.fill("#player-name", "Ann");
  await ann.selectOption("#invite-clock", "fischer");
  await ann.fill("#invite-minutes", "5");
  await ann.fill("#invite-increment", "5");
  await ann.click("#new-person-game");
  await ann.waitForSelector(".setup-board .piece");
  await dismissHelp(ann);
  assert(!(await ann.$("#setup-clock")), "no set-up clock while the other seat is empty");
  const invite = await ann.inputValue("#invite-link-url");
  const watch = await ann.inputValue("#watch-link-url");
  assert(/#\/join\/[^/]+\/[^/]+$/.test(invite), `an invitation link: ${invite}`);
  assert(/#\/watch\/[^/]+$/.test(watch), `a watch link: ${watch}`);

  const other = await launchBrowser();
  try {
    const bob = await other.context.newPage();
    await bob.goto(invite);
    await bob.waitForSelector("#join-name");
    await bob.waitForFunction(() => document.querySelector("#join-invitation")?.textContent);
    const words = await bob.textContent("#join-invitation");
    assert(words === "Ann invites you to a game of Barrage (8 pieces); you play Blue.", `the invitation in words: ${words}`);
    await bob.fill("#join-name", "Bob");
    await bob.click("#join-game");
    await bob.waitForSelector(".setup-board .piece");
    await dismissHelp(bob);
    await ann.waitForSelector("#invite-link", { state: "detached" });
    await bob.waitForSelector("#setup-clock");
    const setupLeft = seconds(await bob.textContent("#setup-clock strong"));
    assert(setupLeft > 280 && setupLeft <= 300, `Bob's set-up clock: ${setupLeft} s`);
    await ann.waitForSelector("#setup-clock");

    const pieces = await ann.$$eval(".setup-board .piece", (els) => els.map((e) => e.closest("[data-square]").dataset.square));
    await swapPieces(ann, pieces[0], pieces[1]);
    const drafted = async () => annSent.some((f) => JSON.parse(f).type === "draft");
    for (let i = 0; i < 40 && !(await drafted()); i++) await ann.waitForTimeout(100);
    assert(await drafted(), "the arrangement went to the server as a draft");
    await shot("setup-clock");

    await ann.click("#start-game");
    await bob.click("#start-game");
    await ann.waitForSelector('.game-screen[data-phase="play"] .play-view');
    await bob.waitForSelector('.game-screen[data-phase="play"] .play-view');
    await waitForTurn(ann);
    await ann.waitForSelector('.seat-bar [data-clock="red"].running');
    const first = seconds(await clockOf(ann, "red"));
    assert(seconds(await clockOf(ann, "blue")) === 300, `Blue's clock stands at 5:00: ${await clockOf(ann, "blue")}`);
    await ann.waitForFunction((start) => {
      const m = /(\d+):(\d+)/.exec(document.querySelector('.seat-bar [data-clock="red"]')?.textContent ?? "");
      return m && Number(m[1]) * 60 + Number(m[2]) < start;
    }, first, { timeout: 5000 });
    await shot("red-running");

    await clickMove(ann, chooseMove(await serverState(ann)));
    await bob.waitForSelector('.seat-bar [data-clock="blue"].running');
    const red = seconds(await clockOf(ann, "red"));
    assert(red > 300 - 30 && red <= 305, `Red's clock after the move, with 5 s added: ${red}`);

    await bob.close(); // Bob leaves on his turn
    await ann.waitForSelector('.seat-bar[data-seat="blue"] .seat-tag.away');
    assert(/away for/.test(await ann.textContent('.seat-bar[data-seat="blue"] .seat-tag.away')), "how long Bob is away");
    await ann.waitForSelector("#claim");
    await shot("claim-wait");
    await ann.waitForSelector("#claim-game:not([hidden])", { timeout: (ABANDON_SECONDS + 10) * 1000 });
    await ann.click("#claim-game");
    await ann.waitForSelector('.play-view[data-phase="over"]');
    const reason = await ann.textContent("#game-over .reason");
    assert(reason === "Reason: the game was abandoned", `the ending: ${reason}`);
    assert((await ann.textContent("#game-over .verdict")) === "You won!", "Ann wins the abandoned game");
    await shot("claimed");
  } finally {
    await other.close();
  }
  await ann.close();
  return "set-up clock and draft, Fischer clocks with increment, away time, a claimed game";
}
