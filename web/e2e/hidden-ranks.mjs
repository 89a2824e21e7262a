// Proves from the WebSocket frames one viewer received that no frame held the rank of a
// piece that viewer could not know: for a seat ("red" or "blue") the enemy's pieces, for a
// spectator (null) every piece. A rank becomes known when a battle shows it, or "scout"
// when a piece moves more than one square; known ranks follow their piece as it moves.
// A `state` frame is checked whole; a `move` frame by its log entry and the board entries
// it changed (the others are as the frames before showed them). Log entries and move frames
// hold nothing but the protocol's fields. Once the game is over, what was known must agree
// with the final reveal. Every move frame must follow the state before it (frame-states.mjs).
import { framesWithStates } from "./frame-states.mjs";

const ENTRY_KEYS = ["ply", "side", "from", "to", "battle", "rescue_to", "rescue_rank"];
const BATTLE_KEYS = ["attacker", "attacker_rank", "defender_rank", "outcome", "square", "text"];
const MOVE_FRAME_KEYS = [...ENTRY_KEYS, "type", "squares", "captured", "claim_in_ms", "clock", "legal_moves", "phase", "result", "reveal", "to_move"];

export function checkFrames(payloads, viewer = "red") {
  const known = new Map(); // square -> {color, rank} of a piece the viewer may know
  const seenPlies = new Set();
  framesWithStates(payloads);
  const see = (entry) => {
    checkEntry(entry);
    if (seenPlies.has(entry.ply)) return;
    seenPlies.add(entry.ply);
    learn(known, entry, viewer);
  };
  for (const payload of payloads) {
    const message = JSON.parse(payload);
    if (message.type === "state") {
      if ((message.you ?? null) !== viewer) throw new Error(`a frame for ${message.you} reached the viewer ${viewer}`);
      for (const entry of message.log) see(entry);
      checkPosition(message, message.board, known, viewer);
    } else if (message.type === "move") {
      onlyKeys(message, MOVE_FRAME_KEYS, `the move frame of ply ${message.ply}`);
      see(Object.fromEntries(ENTRY_KEYS.filter((k) => k in message).map((k) => [k, message[k]])));
      checkPosition(message, message.squares, known, viewer);
    }
  }
  return seenPlies.size;
}

function onlyKeys(object, allowed, what) {
  const extra = Object.keys(object).filter((k) => !allowed.includes(k));
  if (extra.length) throw new Error(`${what} carries ${extra.join(", ")}`);
}

function checkEntry(entry) {
  onlyKeys(entry, ENTRY_KEYS, `the log entry of ply ${entry.ply}`);
  if (entry.battle) onlyKeys(entry.battle, BATTLE_KEYS, `the battle of ply ${entry.ply}`);
}

// A frame's squares (a state's whole board, a move frame's changes) and what comes with them.
function checkPosition(frame, squares, known, viewer) {
  if (frame.phase !== "over" && frame.reveal) throw new Error("reveal sent before the end");
  if (frame.legal_moves?.length && frame.to_move !== viewer) throw new Error(`legal moves sent to ${viewer ?? "a spectator"}, who is not to move`);
  if (frame.phase === "over") {
    if (frame.reveal) agreesWithReveal(known, frame.reveal);
    return;
  }
  for (const sq of squares) checkSquare(sq, known, viewer);
}

function checkSquare(sq, known, viewer) {
  if (sq.kind === "own" || sq.kind === "enemy") {
    if (!viewer) throw new Error(`a spectator's frame holds a seat's square ${sq.square}`);
    if (sq.kind === "own") return;
  }
  if (sq.kind === "piece" && viewer) throw new Error(`a seat's frame holds a spectator's square ${sq.square}`);
  if (sq.kind !== "enemy" && sq.kind !== "piece") return;
  if (!sq.rank || sq.rank === "unknown") return;
  const what = known.get(sq.square);
  if (!what || what.rank !== sq.rank || (sq.kind === "piece" && what.color !== sq.color)) {
    throw new Error(`frame shows ${sq.kind === "piece" ? sq.color : "enemy"} ${sq.rank} on ${sq.square} before it was revealed`);
  }
}

function agreesWithReveal(known, reveal) {
  const truth = new Map(reveal.map((p) => [p.square, p]));
  for (const [square, what] of known) {
    const piece = truth.get(square);
    if (!piece || piece.rank !== what.rank || piece.color !== what.color) {
      throw new Error(`known ${what.color} ${what.rank} on ${square}, but the reveal shows ${piece ? `${piece.color} ${piece.rank}` : "nothing"}`);
    }
  }
}

function distance(a, b) {
  return Math.abs(a.charCodeAt(0) - b.charCodeAt(0)) + Math.abs(Number(a.slice(1)) - Number(b.slice(1)));
}

function other(color) {
  return color === "red" ? "blue" : "red";
}

function learn(known, entry, viewer) {
  const { from, to, battle, side } = entry;
  if (!battle) {
    if (side !== viewer) {
      const what = known.get(from) ?? (distance(from, to) > 1 ? { color: side, rank: "scout" } : undefined);
      known.delete(from);
      if (what) known.set(to, what);
    }
  } else {
    known.delete(from);
    known.delete(to);
    const survivor = battle.outcome === "attacker_wins" ? { color: battle.attacker, rank: battle.attacker_rank }
      : battle.outcome === "defender_wins" ? { color: other(battle.attacker), rank: battle.defender_rank } : null;
    if (survivor && survivor.color !== viewer) known.set(battle.square, survivor);
  }
  // A piece brought back (ultimate lightning) is named in the log.
  if (entry.rescue_to && side !== viewer) known.set(entry.rescue_to, { color: side, rank: entry.rescue_rank });
}
