// Ranks: their order, the symbols on the pieces and in setup strings.
import type { RankName } from "./types";

// Strongest first: the order of piece trays and captured lists.
export const RANK_ORDER: RankName[] = [
  "marshal", "general", "colonel", "major", "captain", "lieutenant",
  "sergeant", "miner", "scout", "spy", "bomb", "flag",
];

const BOARD_SYMBOL: Record<RankName, string> = {
  marshal: "10", general: "9", colonel: "8", major: "7", captain: "6", lieutenant: "5",
  sergeant: "4", miner: "3", scout: "2", spy: "S", bomb: "B", flag: "F", unknown: "?",
};

// The letters of formats/setup_string.hpp: X is the marshal.
const SETUP_LETTER: Partial<Record<RankName, string>> = {
  marshal: "X", general: "9", colonel: "8", major: "7", captain: "6", lieutenant: "5",
  sergeant: "4", miner: "3", scout: "2", spy: "S", bomb: "B", flag: "F",
};

export function boardSymbol(rank: RankName | undefined): string {
  return BOARD_SYMBOL[rank ?? "unknown"];
}

export function setupLetter(rank: RankName): string {
  const letter = SETUP_LETTER[rank];
  if (!letter) throw new Error(`no setup letter for ${rank}`);
  return letter;
}

export function rankFromLetter(letter: string): RankName | null {
  const up = letter.toUpperCase();
  for (const rank of RANK_ORDER) if (SETUP_LETTER[rank] === up) return rank;
  return null;
}

export function isKnownRank(rank: RankName | undefined): rank is RankName {
  return rank !== undefined && rank !== "unknown";
}

export function isMovableRank(rank: RankName): boolean {
  return rank !== "bomb" && rank !== "flag";
}
