// Proves from the WebSocket frames a page received that no frame held the rank of an enemy
// piece before it was known: revealed in a battle, or shown to be a scout by a move of
// more than one square. Known ranks follow their piece as it moves.
export function checkFrames(payloads) {
  const known = new Map(); // square -> rank of a blue piece Red may know
  const seenPlies = new Set();
  for (const payload of payloads) {
    const message = JSON.parse(payload);
    const states = [];
    if (message.type === "state") states.push(message);
    if (message.type === "move") states.push(message.state);
    for (const state of states) {
      for (const entry of state.log) {
        if (seenPlies.has(entry.ply)) continue;
        seenPlies.add(entry.ply);
        learn(known, entry);
      }
      if (state.phase !== "over" && state.reveal) throw new Error("reveal sent before the end");
      if (state.phase === "over") continue;
      for (const sq of state.board) {
        if (sq.kind !== "enemy" || !sq.rank || sq.rank === "unknown") continue;
        if (known.get(sq.square) !== sq.rank) {
          throw new Error(`frame shows enemy ${sq.rank} on ${sq.square} before it was revealed`);
        }
      }
    }
  }
  return seenPlies.size;
}

function distance(a, b) {
  return Math.abs(a.charCodeAt(0) - b.charCodeAt(0)) + Math.abs(Number(a.slice(1)) - Number(b.slice(1)));
}

function learn(known, entry) {
  const { from, to, battle, side } = entry;
  if (!battle) {
    if (side === "blue") {
      const rank = known.get(from) ?? (distance(from, to) > 1 ? "scout" : undefined);
      known.delete(from);
      if (rank) known.set(to, rank);
    }
    return;
  }
  const blueAttacks = battle.attacker === "blue";
  known.delete(from);
  known.delete(to);
  const blueRank = blueAttacks ? battle.attacker_rank : battle.defender_rank;
  const blueSurvives = blueAttacks ? battle.outcome === "attacker_wins" : battle.outcome === "defender_wins";
  if (blueSurvives) known.set(battle.square, blueRank);
}
