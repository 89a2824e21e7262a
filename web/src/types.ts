// The messages of docs/web-api.md, as TypeScript types. The client renders these and
// keeps no game knowledge of its own.

export type Color = "red" | "blue";
// A seat's colour, or null for a spectator.
export type Viewer = Color | null;
export type Phase = "setup" | "play" | "over";

export type RankName =
  | "flag" | "spy" | "scout" | "miner" | "sergeant" | "lieutenant" | "captain"
  | "major" | "colonel" | "general" | "marshal" | "bomb" | "unknown";

export type Army = Partial<Record<RankName, number>>;

export interface VariantInfo {
  name: string;
  title: string;
  width: number;
  height: number;
  setup_rows: number;
  army: Army;
  lakes?: string[]; // square names; absent from an older server
}

export interface Catalogue {
  variants: VariantInfo[];
  rules: string[];
  levels: string[];
}

// "piece" is a spectator's square: a piece of either side, its colour in `color`.
export type SquareKind = "empty" | "lake" | "own" | "enemy" | "piece";

export interface BoardSquare {
  square: string;
  kind: SquareKind;
  color?: Color | null; // a piece's colour (public); null on empty squares and lakes
  rank?: RankName | null; // null on empty squares and lakes
  moved?: boolean;
  revealed?: boolean;
}

export interface MoveIntent {
  from: string;
  to: string;
  // Ultimate Lightning: a piece reaching the enemy back row may bring back a captured one.
  rescue_to?: string;
  rescue_rank?: RankName;
}

// Ultimate Lightning: sent with a legal move that may bring back a captured piece, from what
// the seat knows: the ranks it may bring back (strongest first) and the squares it may stand on.
export interface RescueOffer {
  ranks: RankName[];
  squares: string[];
}

export interface LegalMove {
  from: string;
  to: string;
  rescue?: RescueOffer;
}

export type Outcome = "attacker_wins" | "defender_wins" | "both_removed";

export interface Battle {
  attacker: Color;
  attacker_rank: RankName;
  defender_rank: RankName;
  outcome: Outcome;
  square: string;
  text: { en: string; de: string };
}

export interface LogEntry extends MoveIntent {
  ply: number;
  side: Color;
  battle: Battle | null;
}

export interface GameResult {
  ending: string;
  code: number;
  winner: Color | null;
}

export interface RevealedPiece {
  square: string;
  color: Color;
  rank: RankName;
}

export interface Seat {
  kind: "person" | "computer";
  name: string;
  level: string | null;
  connected: boolean;
  set_up: boolean;
}

export type Seats = Record<Color, Seat>;

export interface GameState {
  game: string;
  variant: string;
  rules: string;
  you: Viewer;
  seats: Seats;
  width: number;
  height: number;
  phase: Phase;
  to_move: Color;
  board: BoardSquare[];
  legal_moves: LegalMove[];
  captured: { red: Army; blue: Army };
  log: LogEntry[];
  result: GameResult | null;
  reveal: RevealedPiece[] | null;
}

// What a move left on one square: a piece, or nothing (color and rank null).
export interface SquareChange {
  square: string;
  color: "red" | "blue" | null;
  rank: RankName | null;
}

// One step of a replay: ply 0 holds the whole board at the start, every later ply the
// squares its move changed.
export interface ReplayFrame {
  ply: number;
  move: LogEntry | null;
  board?: RevealedPiece[];
  changes?: SquareChange[];
}

export interface ReplayAnswer {
  record: GameRecord;
  frames: ReplayFrame[];
  illegal: { ply: number; move: string; reason: string } | null;
}

export interface GameRecord {
  format?: string;
  variant: string;
  rules?: string;
  players?: { red?: string; blue?: string };
  field?: string;
  moves: string[];
  result: { code: number; ending: string; winner: Color | null } | null;
  metadata?: Record<string, string>;
}

export type ServerMessage =
  | ({ type: "state" } & GameState)
  | { type: "move"; ply: number; side: Color; from: string; to: string; battle: Battle | null; state: GameState }
  | { type: "draw_offer"; from: Color }
  | { type: "draw_answer"; accepted: boolean }
  | { type: "presence"; seats: Record<Color, { connected: boolean }> }
  | { type: "error"; message: string };

export type ClientMessage =
  | { type: "setup"; setup: string }
  | ({ type: "move" } & MoveIntent)
  | { type: "resign" }
  | { type: "offer_draw" }
  | { type: "accept_draw" }
  | { type: "decline_draw" }
  | { type: "sync" };

export type Opponent = "computer" | "person";
export type ColorChoice = Color | "random";

export interface NewGame {
  variant: string;
  rules: string;
  opponent: Opponent;
  level?: string;
  color: ColorChoice;
  name?: string;
}

// The answer to POST /api/games (invite is null against the computer) and to a join.
export interface SeatGrant {
  game: string;
  token: string;
  color: Color;
  invite?: string | null;
}
