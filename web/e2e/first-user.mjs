// What a new user found, in a German browser against the computer: piece names that fit
// uncut and match the battle log's, one move number everywhere, movable pieces marked
// before a click, readable file letters, a battle card that lets the board through, a lost
// connection said in the status line with the queued move shown, a move lost on the way
// just before a drop sent again after the reconnection, and at the end only the enemy ranks
// found in play framed as known.
import { assert, screenshotter } from "./harness.mjs";
import { chooseMove, clickMove, newGame, openStart, plies, serverState, startPlay, waitForGameOver, waitForTurn } from "./game-driver.mjs";

export const name = "first-user";

async function assertNamesFit(page) {
  const cut = await page.$$eval(".board .piece .name", (els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
  assert(cut.length === 0, `rank names cut: ${cut.join(", ")}`);
}

// The socket can be dropped by the test; while `offline`, every reconnect is refused, and
// while `losing`, the page's moves are lost on the way (kept in `lost`). `moves` holds the
// moves that reached the server.
function controlSocket(page) {
  const control = { offline: false, losing: false, sockets: [], lost: [], moves: [] };
  return page.routeWebSocket(/\/ws\?/, (ws) => {
    if (control.offline) return ws.close();
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const move = JSON.parse(String(message)).type === "move";
      if (move && control.losing) return control.lost.push(JSON.parse(String(message)));
      if (move) control.moves.push(JSON.parse(String(message)));
      server.send(message);
    });
    control.sockets.push(ws);
  }).then(() => control);
}

async function until(condition, what, ms = 10000) {
  for (const end = Date.now() + ms; !condition(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
  }
}

// A move that attacks nothing, where there is one: the connection tests need the game to
// go on (a barrage scout that strikes at once may take the flag).
function quietMove(state) {
  const enemy = new Set(state.board.filter((s) => s.kind === "enemy").map((s) => s.square));
  const quiet = state.legal_moves.filter((m) => !enemy.has(m.to));
  return quiet.length ? quiet[Math.floor(Math.random() * quiet.length)] : chooseMove(state);
}

// A move the network loses just before the connection drops: after the reconnection the
// fresh state still waits for it, so the page sends it again (the same id), once.
async function lostMove(page, socket, shot) {
  assert((await waitForTurn(page)) === "play", "the game goes on after two moves");
  const before = await plies(page);
  const move = quietMove(await serverState(page));
  socket.losing = true;
  await page.click(`[data-square="${move.from}"]`);
  await page.click(`[data-square="${move.to}"]`);
  await until(() => socket.lost.length === 1, "the move to be sent");
  socket.losing = false;
  const reached = socket.moves.length;
  await page.waitForSelector(`[data-square="${move.from}"].pending`);
  await shot("move-lost");
  await socket.sockets.at(-1).close();
  await page.waitForFunction((n) => Number(document.querySelector(".play-view")?.dataset.plies) > n, before, { timeout: 20000 });
  const again = socket.moves.slice(reached);
  assert(again.length === 1 && JSON.stringify(again[0]) === JSON.stringify(socket.lost[0]),
    `the lost move went again, once, as it was: ${JSON.stringify(socket.lost)} then ${JSON.stringify(again)}`);
  assert(typeof again[0].id === "number", `a move carries its id: ${JSON.stringify(again[0])}`);
  assert((await serverState(page)).log[before]?.from === move.from, "the lost move was played");
}

export async function run({ url, browser }) {
  const page = await browser.context.newPage();
  const shot = screenshotter(page, name);
  await page.addInitScript(() => localStorage.setItem("stratego.lang", "de"));
  const socket = await controlSocket(page);
  await openStart(page, url);
  await newGame(page, { variant: "barrage", level: "random", color: "red" });
  await assertNamesFit(page);
  const marshal = await page.textContent('.setup-board .piece[data-rank="marshal"] .name');
  assert(marshal === "Feldmarschall", `the board names the marshal as the server does: ${marshal}`);
  await startPlay(page);
  await waitForTurn(page);

  const look = await page.evaluate(() => {
    const movable = document.querySelector(".square.movable .piece");
    const still = [...document.querySelectorAll(".square:not(.movable) .piece.red")][0];
    const coord = getComputedStyle(document.querySelector(".coord.file"));
    return { movable: getComputedStyle(movable).outlineStyle, still: getComputedStyle(still).outlineStyle, size: parseFloat(coord.fontSize), back: coord.backgroundColor };
  });
  assert(look.movable !== "none" && look.still === "none", `movable pieces are marked before a click (${look.movable} / ${look.still})`);
  assert(look.size >= 11 && look.back !== "rgba(0, 0, 0, 0)", `file letters readable: ${look.size}px on ${look.back}`);
  await shot("movable-marked");

  // A lost connection: the status says so, and a move made meanwhile waits, marked.
  const before = await plies(page);
  const move = quietMove(await serverState(page));
  socket.offline = true;
  await socket.sockets.at(-1).close();
  await page.waitForSelector('.play-view[data-connected="false"]');
  assert((await page.textContent("#status strong")) === "Verbindung unterbrochen; neuer Versuch…", "the status line tells the lost connection");
  await page.click(`[data-square="${move.from}"]`);
  await page.click(`[data-square="${move.to}"]`);
  await page.waitForSelector(`[data-square="${move.from}"].pending`);
  assert((await page.textContent("#status")).includes(`${move.from}-${move.to}`), "the queued move is named");
  await shot("offline-queued");
  socket.offline = false;
  await page.waitForFunction((n) => Number(document.querySelector(".play-view")?.dataset.plies) > n, before, { timeout: 20000 });
  assert((await page.$$(".square.pending")).length === 0, "the answered move is no longer pending");
  await lostMove(page, socket, shot);

  let battles = 0;
  let phase = await waitForTurn(page);
  for (let game = 1; ; game++) {
    while (phase === "play" && battles < 3 && (await plies(page)) < 300) {
      const state = await serverState(page);
      const next = chooseMove(state);
      const attack = state.board.find((s) => s.square === next.to)?.kind === "enemy";
      await clickMove(page, next);
      if (attack) {
        const card = await page.waitForSelector(".battle-card", { timeout: 10000 }).catch(() => null);
        if (card) {
          const through = await card.evaluate((e) => getComputedStyle(e).pointerEvents);
          assert(through === "none", "the battle card lets presses through to the board");
          const title = await card.evaluate((e) => e.querySelector(".battle-title").textContent);
          const [attacker, defender] = title.split(" greift ").map((s) => s.replace(/ an$/, ""));
          await page.waitForSelector(".battle-log .battle-entry");
          const entry = await page.$eval(".battle-log .battle-entry", (e) => ({ ply: e.dataset.ply, number: e.querySelector(".ply").textContent, text: e.querySelector(".text").textContent }));
          assert(entry.text.includes(attacker) && entry.text.includes(defender), `the log names the card's ranks "${title}": ${entry.text}`);
          assert(entry.number === `${entry.ply}.`, `the log numbers plies: ${entry.number} for ${entry.ply}`);
          const listed = await page.textContent(`.move-list .move[data-ply="${entry.ply}"] .ply`);
          assert(listed === entry.number, `the move list numbers it the same: ${listed}`);
          if (!battles) await shot("battle-card");
          battles++;
        }
      }
      phase = await waitForTurn(page);
    }
    if (battles > 0 || game === 3) break;
    // The random computer's game ended before a battle of Red's showed its card (the flag
    // found at once): another game, from the finished game's own button (the address alone
    // would bring this browser's current game back).
    if (phase === "play") {
      await page.click("#resign");
      await page.click("#resign-yes");
      await waitForGameOver(page);
    }
    await page.click("#new-game");
    await page.waitForSelector("#new-game-start");
    await newGame(page, { variant: "barrage", level: "random", color: "red" });
    await startPlay(page);
    phase = await waitForTurn(page);
  }
  assert(battles > 0, "a battle was fought");
  await assertNamesFit(page);
  assert(!(await page.isVisible("#latest-battle")), "the wide screen has the log beside the board, not the line under it");

  if (phase === "play") {
    const last = await serverState(page);
    const knownEnemies = last.board.filter((s) => s.kind === "enemy" && s.rank !== "unknown").map((s) => s.square).sort();
    await page.click("#resign");
    await page.click("#resign-yes");
    await waitForGameOver(page);
    const framed = await page.$$eval(".board .piece.blue.known", (els) => els.map((e) => e.closest("[data-square]").dataset.square).sort());
    const unveiled = await page.$$eval(".board .piece.blue.unveiled", (els) => els.length);
    assert(JSON.stringify(framed) === JSON.stringify(knownEnemies), `known at the end = found in play: ${framed} vs ${knownEnemies}`);
    assert(unveiled > 0, "the rest of the enemy army is shown as unveiled");
  }
  await shot("game-over");
  await page.close();
  return `German names, ${battles} battles, offline move queued and sent, a lost move sent again, the end's reveal`;
}
