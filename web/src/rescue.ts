// Ultimate lightning's rescue, chosen after a move the server marked as able to bring back
// a captured piece: first the rank (or no rescue), then one of the offered squares. Nothing
// here knows the rules; it only reads the offer sent with the legal move.
import type { LegalMove, MoveIntent, RankName } from "./types";

export interface RescueDraft {
  move: LegalMove;
  rank: RankName | null;  // null until a rank is chosen
}

// The move as sent, without the offer: no rescue.
export function plainMove(move: LegalMove): MoveIntent {
  return { from: move.from, to: move.to };
}

// A draft when the move offers a rescue, otherwise null (the move is sent at once).
export function startRescue(move: LegalMove): RescueDraft | null {
  return move.rescue && move.rescue.ranks.length ? { move, rank: null } : null;
}

export function chooseRank(draft: RescueDraft, rank: RankName): RescueDraft {
  return draft.move.rescue?.ranks.includes(rank) ? { ...draft, rank } : draft;
}

// The squares the chosen piece may be put on (none before a rank is chosen).
export function rescueTargets(draft: RescueDraft): Set<string> {
  return new Set(draft.rank ? draft.move.rescue?.squares ?? [] : []);
}

// The move with its rescue, or null when the square is not one of the offered.
export function finishRescue(draft: RescueDraft, square: string): MoveIntent | null {
  if (!draft.rank || !rescueTargets(draft).has(square)) return null;
  return { ...plainMove(draft.move), rescue_to: square, rescue_rank: draft.rank };
}
