// Writes tests/move-frames.json: the frames a real `stratego serve` sends two viewers of a
// short barrage game between two people (Red's seat and a spectator: a seat's board and a
// spectator's), and after every move frame the whole state that viewer gets for `sync` at
// that moment. The unit test applies every move frame to the state before it and must get
// the next state. (Blue's seat plays, and its frames are read, but not kept: the fixture
// stays small.)
// The game is scripted to show each kind of change: a scout's long move, a battle won by
// the attacker, one won by the defender, one that removes both, and the flag captured (the
// end, with the reveal). No clock, so that a state asked for later holds the same times.
//
//   node --experimental-websocket e2e/record-move-frames.mjs   (STRATEGO_BIN as for run.mjs)
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { findBinary, startServer, webRoot } from "./harness.mjs";

// Each side's home rows from its back row forwards, files from the owner's left.
const RED = "FB......../..S......./....9X..../2...3....2";
const BLUE = "....B...../...S3....2/........../F....9..2X";
const MOVES = [
  ["a4", "a6"], // Red's scout goes two squares: a scout, for everyone
  ["a7", "a6"], // Blue's marshal takes it
  ["e4", "e5"],
  ["e7", "e6"],
  ["e5", "e6"], // Red's miner loses against Blue's general
  ["e6", "e5"],
  ["e3", "e4"],
  ["e5", "e4"], // general against general: both removed
  ["j4", "j6"],
  ["b7", "b6"],
  ["j6", "j7"], // Red's scout captures the flag on Blue's front row
];
const TIMEOUT_MS = 10000;

async function post(url, path, body) {
  const response = await fetch(`${url}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

// One viewer's WebSocket: every frame kept as it came, and a wait for the next of a type.
function connect(url, game, token) {
  const query = new URLSearchParams({ game, ...(token ? { token } : {}) });
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/ws?${query}`);
  const viewer = { socket, frames: [], read: 0 };
  socket.onmessage = (event) => viewer.frames.push(JSON.parse(String(event.data)));
  return new Promise((ok, fail) => {
    socket.onopen = () => ok(viewer);
    socket.onerror = () => fail(new Error(`no WebSocket to ${game}`));
  });
}

// The next frame that passes `wanted` (a type, or a test); the frames before it are read.
async function next(viewer, wanted) {
  const passes = typeof wanted === "string" ? (frame) => frame.type === wanted : wanted;
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    while (viewer.read < viewer.frames.length) {
      const frame = viewer.frames[viewer.read++];
      if (frame.type === "error") throw new Error(`the server refused: ${frame.message}`);
      if (passes(frame)) return frame;
    }
    if (Date.now() > deadline) throw new Error(`no frame as wanted within ${TIMEOUT_MS} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

// The state each viewer gets for `sync` now.
async function synced(viewers) {
  for (const v of viewers) v.socket.send(JSON.stringify({ type: "sync" }));
  return Promise.all(viewers.map((v) => next(v, "state")));
}

async function record(url) {
  const red = await post(url, "/api/games", { variant: "barrage", rules: "gravon", opponent: "person", color: "red", name: "Ann" });
  const blue = await post(url, `/api/games/${red.game}/join`, { invite: red.invite, name: "Bob" });
  const viewers = await Promise.all([connect(url, red.game, red.token), connect(url, red.game, blue.token), connect(url, red.game, null)]);
  viewers[0].socket.send(JSON.stringify({ type: "setup", setup: RED }));
  viewers[1].socket.send(JSON.stringify({ type: "setup", setup: BLUE }));
  await Promise.all(viewers.map((v) => next(v, (frame) => frame.type === "state" && frame.phase === "play")));
  const streams = (await synced(viewers)).map((state) => [state]);
  for (const [i, [from, to]] of MOVES.entries()) {
    const mover = viewers[i % 2];
    const state = streams[i % 2].at(-1);
    if (!state.legal_moves.some((m) => m.from === from && m.to === to)) throw new Error(`ply ${i + 1}: ${from}-${to} is not legal`);
    mover.socket.send(JSON.stringify({ type: "move", from, to, id: i + 1 }));
    const frames = await Promise.all(viewers.map((v) => next(v, "move")));
    const states = await synced(viewers);
    viewers.forEach((_, v) => streams[v].push(frames[v], states[v]));
  }
  for (const v of viewers) v.socket.close();
  const last = streams[0].at(-1);
  if (last.phase !== "over") throw new Error(`the scripted game did not end: ${last.result}`);
  return { red: streams[0], spectator: streams[2] };
}

function write(streams) {
  const lines = (frames) => `[\n${frames.map((f) => `    ${JSON.stringify(f)}`).join(",\n")}\n  ]`;
  const text = `{\n${Object.entries(streams).map(([viewer, frames]) => `  "${viewer}": ${lines(frames)}`).join(",\n")}\n}\n`;
  const file = join(webRoot, "tests", "move-frames.json");
  writeFileSync(file, text);
  return `${file}: ${MOVES.length} plies, ${text.length} bytes`;
}

const binary = findBinary();
if (!binary) throw new Error("no stratego binary (STRATEGO_BIN)");
const server = await startServer(binary);
try {
  console.log(write(await record(server.url)));
} finally {
  await server.stop();
}
