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
  away_ms?: number | null; // how long a person has been away (null while connected)
}

// A time control as the protocol writes it: "none", "isf", "fischer:300+5", "move:30", "days:3".
export type ClockText = string;

// Both clocks as they were when the frame was built; the client counts the running one
// down from the frame's arrival.
export interface ClockState {
  control: ClockText;
  red_ms: number;
  blue_ms: number;
  running: Color | null;
  free_ms?: number | null; // the running move's free time left (Bronstein, ISF)
  game_ms?: number | null; // the game clock (ISF)
  setup_ms?: number | null; // set-up time left, during set-up
}

export type ChatRoom = "players" | "spectators";

export interface ChatMessage {
  room: ChatRoom;
  from: Color | null;
  name: string;
  text: string;
  at: number; // ms since 1970
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
  clock?: ClockState | null;
  claim_in_ms?: number | null; // in how many ms this seat may claim the game (null: it may not)
  no_battle_limit?: number; // plies without a battle after which the game is drawn (0: none)
  chat?: ChatMessage[];
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

// A move frame (docs/web-api.md "Move frames"): the move's log entry at the top, then what
// the move changed of the state its viewer had after the previous ply: the board entries
// that changed, and the fields below whole.
export interface MoveFrame extends LogEntry {
  squares: BoardSquare[];
  captured: GameState["captured"];
  claim_in_ms?: number | null;
  clock?: ClockState | null;
  legal_moves: LegalMove[];
  phase: Phase;
  result: GameResult | null;
  reveal: RevealedPiece[] | null;
  to_move: Color;
}

// The `id` a client may give a message; an `error` it caused carries it back.
export type MessageId = number | string;

export type ServerMessage =
  | ({ type: "state" } & GameState)
  | ({ type: "move" } & MoveFrame)
  | { type: "draw_offer"; from: Color }
  | { type: "draw_answer"; accepted: boolean }
  | { type: "presence"; seats: Record<Color, { connected: boolean; away_ms?: number | null }>; claim_in_ms?: number | null }
  | ({ type: "chat" } & ChatMessage)
  | { type: "error"; message: string; id?: MessageId };

export type ClientMessage =
  | { type: "setup"; setup: string }
  | ({ type: "move"; id?: MessageId } & MoveIntent)
  | { type: "resign" }
  | { type: "offer_draw" }
  | { type: "accept_draw" }
  | { type: "decline_draw" }
  | { type: "sync" }
  | { type: "draft"; setup: string }
  | { type: "claim" }
  | { type: "chat"; text: string };

export type Opponent = "computer" | "person";
export type ColorChoice = Color | "random";

export interface NewGame {
  variant: string;
  rules: string;
  opponent: Opponent;
  level?: string;
  color: ColorChoice;
  name?: string;
  clock?: ClockText;
  no_battle_limit?: number;
}

// The answer to POST /api/games (invite is null against the computer) and to a join.
export interface SeatGrant {
  game: string;
  token: string;
  color: Color;
  invite?: string | null;
}

// A guest identity (docs/web-api.md "Guests"); its secret lives only in an HttpOnly cookie.
export interface Guest {
  id: string;
  name: string;
}

// One unfinished game of GET /api/me, with the seat's token.
export interface MyGame {
  game: string;
  color: Color;
  token: string;
  variant: string;
  rules: string;
  clock: ClockText;
  phase: Phase;
  opponent: string | null; // null while an invited seat is open
  to_move: Color;
}

export interface Me extends Guest {
  games: MyGame[];
}

export interface Challenge {
  id: string;
  by: Guest;
  variant: string;
  rules: string;
  clock: ClockText;
  color: ColorChoice; // the challenger's
  no_battle_limit: number;
}

export interface LobbyGame {
  game: string;
  variant: string;
  rules: string;
  clock: ClockText;
  red: string;
  blue: string;
  phase: Phase;
  ply: number;
}

export interface ChallengeRequest {
  variant: string;
  rules: string;
  clock: ClockText;
  color: ColorChoice;
  no_battle_limit: number;
}

export type LobbyServerMessage =
  | { type: "lobby"; you: Guest | null; online: Guest[]; challenges: Challenge[]; games: LobbyGame[] }
  | { type: "online"; online: Guest[] }
  | { type: "challenges"; challenges: Challenge[] }
  | { type: "games"; games: LobbyGame[] }
  | { type: "matched"; challenge: string; game: string; token: string; color: Color }
  | { type: "error"; message: string };

export type LobbyClientMessage =
  | ({ type: "challenge" } & ChallengeRequest)
  | { type: "cancel"; challenge: string }
  | { type: "accept"; challenge: string };
