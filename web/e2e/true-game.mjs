// Holds every frame a viewer received against the true game: the server's replay of the
// finished game's record (POST /api/replay), the whole board after every ply. A seat's
// frame must show its own pieces where they truly stand with their true ranks, and the
// enemy's pieces on their true squares; a spectator's, every piece on its true square in
// its true colour; any rank shown (a battle's too) must be the true one, and the final
// reveal the true board. hidden-ranks.mjs proves that no rank is shown before it is known.
import { framesWithStates } from "./frame-states.mjs";

// The true board after every ply of a finished game: boards[ply] maps square to {color, rank}.
export async function trueBoards(origin, game) {
  const record = await fetch(`${origin}/api/games/${game}/record`);
  if (!record.ok) throw new Error(`the record of ${game}: HTTP ${record.status}`);
  const replay = await fetch(`${origin}/api/replay`, { method: "POST", body: await record.text() });
  if (!replay.ok) throw new Error(`the replay of ${game}: HTTP ${replay.status}`);
  return boardsOf((await replay.json()).frames);
}

// The boards of replay frames: the first frame's whole board, then each frame's changes.
export function boardsOf(frames) {
  let board = new Map(frames[0].board.map((p) => [p.square, { color: p.color, rank: p.rank }]));
  const boards = [board];
  for (const frame of frames.slice(1)) {
    board = new Map(board);
    for (const change of frame.changes) {
      if (change.color) board.set(change.square, { color: change.color, rank: change.rank });
      else board.delete(change.square);
    }
    boards.push(board);
  }
  return boards;
}

// The `state` frames of one game and the `move` frames that follow them, in order: a page
// may have seen others (the lobby, a later game). A move frame names no game: it is of the
// game of the state before it.
export function gamePayloads(payloads, game) {
  let current = null;
  return payloads.filter((payload) => {
    const message = JSON.parse(payload);
    if (message.type === "state") current = message.game;
    return (message.type === "state" || message.type === "move") && current === game;
  });
}

// The state after each frame of `game` in the payloads (move frames applied).
export function gameStates(payloads, game) {
  return framesWithStates(gamePayloads(payloads, game)).map((frame) => frame.state);
}

// Checks the state after every frame of `game` in the payloads for `viewer` ("red",
// "blue", null for a spectator); returns how many were checked.
export function checkAgainstTruth(payloads, game, viewer, boards) {
  const states = gameStates(payloads, game);
  for (const state of states) {
    const ply = state.log.length;
    if (state.phase !== "setup" && !boards[ply]) throw new Error(`a frame after ply ${ply}, but the game had ${boards.length - 1}`);
    const truth = state.phase === "setup" ? boards[0] : boards[ply];
    checkBattles(state.log, boards);
    checkBoard(state, truth, viewer);
    if (state.phase === "over" && state.reveal) checkReveal(state.reveal, truth);
  }
  return states.length;
}

function checkBattles(log, boards) {
  for (const { ply, from, to, battle } of log) {
    if (!battle) continue;
    const before = boards[ply - 1];
    if (before?.get(from)?.rank !== battle.attacker_rank || before?.get(to)?.rank !== battle.defender_rank) {
      throw new Error(`ply ${ply}: the battle says ${battle.attacker_rank} against ${battle.defender_rank}, but ${from} held ` +
        `${before?.get(from)?.rank} and ${to} ${before?.get(to)?.rank}`);
    }
  }
}

// During set-up a seat sees its own pieces once it has set up, and nothing of the other
// side; a spectator sees no pieces.
function checkBoard(state, truth, viewer) {
  const setup = state.phase === "setup";
  const ownSetUp = viewer && state.seats[viewer].set_up;
  for (const sq of state.board) {
    const actual = truth.get(sq.square);
    const where = `${state.phase} frame after ply ${state.log.length}, ${sq.square}`;
    const expected = expectedKind(actual, viewer, setup, ownSetUp);
    if (sq.kind !== expected && !(expected === "empty" && sq.kind === "lake")) {
      throw new Error(`${where}: ${sq.kind} shown, but the true game has ${actual ? `${actual.color} ${actual.rank}` : "nothing"} (${expected})`);
    }
    if (sq.kind === "piece" && sq.color !== actual.color) throw new Error(`${where}: a ${sq.color} piece shown, truly ${actual.color}`);
    if (sq.kind === "own" && sq.rank !== actual.rank) throw new Error(`${where}: own ${sq.rank} shown, truly ${actual.rank}`);
    if ((sq.kind === "enemy" || sq.kind === "piece") && sq.rank !== "unknown" && sq.rank !== actual.rank) {
      throw new Error(`${where}: ${sq.rank} shown, truly ${actual.rank}`);
    }
  }
}

function expectedKind(actual, viewer, setup, ownSetUp) {
  if (!actual) return "empty";
  if (!viewer) return setup ? "empty" : "piece";
  if (actual.color === viewer) return !setup || ownSetUp ? "own" : "empty";
  return setup ? "empty" : "enemy";
}

function checkReveal(reveal, truth) {
  const shown = new Map(reveal.map((p) => [p.square, p]));
  for (const [square, piece] of truth) {
    const revealed = shown.get(square);
    if (revealed?.color !== piece.color || revealed?.rank !== piece.rank) {
      throw new Error(`the reveal shows ${revealed ? `${revealed.color} ${revealed.rank}` : "nothing"} on ${square}, truly ${piece.color} ${piece.rank}`);
    }
  }
  if (shown.size !== truth.size) throw new Error(`the reveal shows ${shown.size} pieces, truly ${truth.size}`);
}
