// Proves from the WebSocket frames one viewer received that no frame held the rank of a
// piece that viewer could not know: for a seat ("red" or "blue") the enemy's pieces, for a
// spectator (null) every piece. A rank becomes known when a battle shows it, or "scout"
// when a piece moves more than one square; known ranks follow their piece as it moves.
// Once the game is over, what was known must agree with the final reveal.
export function checkFrames(payloads, viewer = "red") {
  const known = new Map(); // square -> {color, rank} of a piece the viewer may know
  const seenPlies = new Set();
  for (const payload of payloads) {
    const message = JSON.parse(payload);
    const states = [];
    if (message.type === "state") states.push(message);
    if (message.type === "move") states.push(message.state);
    for (const state of states) {
      if ((state.you ?? null) !== viewer) throw new Error(`a frame for ${state.you} reached the viewer ${viewer}`);
      for (const entry of state.log) {
        if (seenPlies.has(entry.ply)) continue;
        seenPlies.add(entry.ply);
        learn(known, entry, viewer);
      }
      if (state.phase !== "over" && state.reveal) throw new Error("reveal sent before the end");
      if (state.phase === "over") {
        if (state.reveal) agreesWithReveal(known, state.reveal);
        continue;
      }
      for (const sq of state.board) checkSquare(sq, known, viewer);
    }
  }
  return seenPlies.size;
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
    return;
  }
  known.delete(from);
  known.delete(to);
  const survivor = battle.outcome === "attacker_wins" ? { color: battle.attacker, rank: battle.attacker_rank }
    : battle.outcome === "defender_wins" ? { color: other(battle.attacker), rank: battle.defender_rank } : null;
  if (survivor && survivor.color !== viewer) known.set(battle.square, survivor);
}
