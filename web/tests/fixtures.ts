// Contract-shaped messages (docs/web-api.md) for the unit tests: a barrage game in play
// and its replay, written square by square like the server's answers.
import type { BoardSquare, Catalogue, Color, GameState, MoveFrame, RankName, ReplayAnswer, RevealedPiece, Seats, SquareChange, VariantInfo } from "../src/types";
import { other } from "../src/viewpoint";

export const LAKES = ["c5", "d5", "g5", "h5", "c6", "d6", "g6", "h6"];

export const BARRAGE: VariantInfo = {
  name: "barrage", title: "Barrage (8 pieces)", width: 10, height: 10, setup_rows: 4,
  army: { flag: 1, spy: 1, scout: 2, miner: 1, general: 1, marshal: 1, bomb: 1 }, lakes: LAKES,
};

export function catalogue(): Catalogue {
  return { variants: [BARRAGE], rules: ["gravon"], levels: ["random", "beginner"] };
}

export function computerSeats(): Seats {
  return {
    red: { kind: "person", name: "Ann", level: null, connected: true, set_up: true },
    blue: { kind: "computer", name: "computer (random)", level: "random", connected: true, set_up: true },
  };
}

export function personSeats(): Seats {
  return {
    red: { kind: "person", name: "Ann", level: null, connected: true, set_up: true },
    blue: { kind: "person", name: "Bob", level: null, connected: true, set_up: true },
  };
}

// The board as the seat `you` is sent it: pieces are its own unless marked "enemy", and
// each carries its colour as the server's squares do.
export function board(pieces: Record<string, Partial<BoardSquare>>, you: Color = "red"): BoardSquare[] {
  const squares: BoardSquare[] = [];
  for (let rank = 1; rank <= 10; rank++) {
    for (let file = 0; file < 10; file++) {
      const square = String.fromCharCode(97 + file) + rank;
      const piece = pieces[square];
      if (LAKES.includes(square)) squares.push({ square, kind: "lake", color: null, rank: null, moved: false, revealed: false });
      else if (piece) squares.push({ square, kind: "own", color: piece.kind === "enemy" ? other(you) : you, moved: false, revealed: false, ...piece });
      else squares.push({ square, kind: "empty", color: null, rank: null, moved: false, revealed: false });
    }
  }
  return squares;
}

export function playState(): GameState {
  return {
    game: "g1", variant: "barrage", rules: "gravon", you: "red", seats: computerSeats(), width: 10, height: 10,
    phase: "play", to_move: "red",
    board: board({
      a1: { rank: "flag" }, b1: { rank: "bomb" }, c2: { rank: "marshal", moved: true, revealed: true },
      a4: { rank: "scout" }, e4: { rank: "miner", moved: true },
      a8: { kind: "enemy", rank: "unknown" }, d8: { kind: "enemy", rank: "unknown" }, e7: { kind: "enemy", rank: "general", moved: true, revealed: true },
      j10: { kind: "enemy", rank: "unknown", moved: true },
    }),
    legal_moves: [
      { from: "a4", to: "a5" }, { from: "a4", to: "a6" }, { from: "a4", to: "a7" }, { from: "a4", to: "a8" },
      { from: "a4", to: "b4" },
      { from: "e4", to: "e5" }, { from: "e4", to: "f4" }, { from: "c2", to: "c3" },
    ],
    captured: { red: { scout: 1 }, blue: { spy: 1, miner: 1 } },
    log: [
      { ply: 1, side: "red", from: "a2", to: "a4", battle: null },
      { ply: 2, side: "blue", from: "e8", to: "e7", battle: null },
      {
        ply: 3, side: "red", from: "e3", to: "e4", battle: null,
      },
      {
        ply: 4, side: "blue", from: "f7", to: "f6",
        battle: {
          attacker: "blue", attacker_rank: "spy", defender_rank: "scout", outcome: "defender_wins", square: "f6",
          text: { en: "The enemy spy lost against your scout on f6.", de: "Der gegnerische Spion verlor gegen deinen Aufklärer auf f6." },
        },
      },
    ],
    result: null,
    reveal: null,
  };
}

export function overState(): GameState {
  const state = playState();
  const reveal: RevealedPiece[] = [
    { square: "a1", color: "red", rank: "flag" }, { square: "d8", color: "blue", rank: "flag" },
    { square: "e7", color: "blue", rank: "general" }, { square: "j10", color: "blue", rank: "scout" },
  ];
  return { ...state, phase: "over", legal_moves: [], result: { ending: "resignation", code: 4, winner: "blue" }, reveal };
}

function frameBoard(extra: [string, "red" | "blue", RankName][]): RevealedPiece[] {
  return extra.map(([square, color, rank]) => ({ square, color, rank }));
}

function empty(square: string): SquareChange {
  return { square, color: null, rank: null };
}

function piece(square: string, color: "red" | "blue", rank: RankName): SquareChange {
  return { square, color, rank };
}

export function replayAnswer(): ReplayAnswer {
  return {
    record: { format: "stratego-game", variant: "barrage", rules: "gravon", moves: ["d4-d5", "d7-d6", "d5-d6"], result: null },
    illegal: null,
    frames: [
      { ply: 0, move: null, board: frameBoard([["d4", "red", "scout"], ["d7", "blue", "miner"]]) },
      { ply: 1, move: { ply: 1, side: "red", from: "d4", to: "d5", battle: null }, changes: [empty("d4"), piece("d5", "red", "scout")] },
      { ply: 2, move: { ply: 2, side: "blue", from: "d7", to: "d6", battle: null }, changes: [empty("d7"), piece("d6", "blue", "miner")] },
      {
        ply: 3,
        move: {
          ply: 3, side: "red", from: "d5", to: "d6",
          battle: { attacker: "red", attacker_rank: "scout", defender_rank: "miner", outcome: "defender_wins", square: "d6",
            text: { en: "Your scout lost against the enemy miner on d6.", de: "Dein Aufklärer verlor gegen den gegnerischen Mineur auf d6." } },
        },
        changes: [empty("d5"), piece("d6", "blue", "miner")],
      },
    ],
  };
}

// The same kind of game seen by Blue, a person playing Ann (Red): Blue's own pieces on
// ranks 7-10, Red's unknown but for a miner seen in battle.
export function blueState(): GameState {
  return {
    game: "g2", variant: "barrage", rules: "gravon", you: "blue", seats: personSeats(), width: 10, height: 10,
    phase: "play", to_move: "blue",
    board: board({
      j10: { rank: "flag" }, i10: { rank: "bomb" }, h9: { rank: "marshal", moved: true, revealed: true }, a7: { rank: "scout" },
      a4: { kind: "enemy", rank: "unknown" }, e4: { kind: "enemy", rank: "miner", moved: true, revealed: true },
    }, "blue"),
    legal_moves: [
      { from: "a7", to: "a6" }, { from: "a7", to: "a5" }, { from: "a7", to: "a4" }, { from: "a7", to: "b7" },
      { from: "h9", to: "h8" }, { from: "h9", to: "g9" },
    ],
    captured: { red: { scout: 2 }, blue: { spy: 1 } },
    log: [{ ply: 1, side: "red", from: "e3", to: "e4", battle: null }],
    result: null,
    reveal: null,
  };
}

// What a spectator sees of a game between Ann and Bob: pieces of both colours, ranks only
// where a battle showed them.
export function spectatorState(): GameState {
  const piece = (color: "red" | "blue", rank: RankName = "unknown", moved = false): Partial<BoardSquare> =>
    ({ kind: "piece", color, rank, moved, revealed: rank !== "unknown" });
  return {
    game: "g3", variant: "barrage", rules: "gravon", you: null, seats: personSeats(), width: 10, height: 10,
    phase: "play", to_move: "blue",
    board: board({ a1: piece("red"), e4: piece("red", "miner", true), j10: piece("blue"), f6: piece("blue", "general", true) }),
    legal_moves: [],
    captured: { red: { scout: 1 }, blue: {} },
    log: [
      { ply: 1, side: "red", from: "e3", to: "e4", battle: null },
      { ply: 2, side: "blue", from: "f7", to: "f6", battle: {
        attacker: "blue", attacker_rank: "general", defender_rank: "scout", outcome: "attacker_wins", square: "f6",
        text: { en: "Blue's general beat Red's scout on f6.", de: "Der General von Blau schlug den Aufklärer von Rot auf f6." } } },
      { ply: 3, side: "red", from: "a2", to: "a1", battle: null },
    ],
    result: null,
    reveal: null,
  };
}

// The move frame that takes a viewer from `before` to `after` (one ply later), built as
// docs/web-api.md "Move frames" says: the new log entry, the board entries that changed,
// the other fields whole.
export function moveFrame(before: GameState, after: GameState): { type: "move" } & MoveFrame {
  const entry = after.log.at(-1)!;
  const squares = after.board.filter((s, i) => JSON.stringify(s) !== JSON.stringify(before.board[i]));
  const { captured, claim_in_ms, clock, legal_moves, phase, result, reveal, to_move } = after;
  return { type: "move", ...entry, squares, captured, claim_in_ms, clock, legal_moves, phase, result, reveal, to_move };
}

// `state` one plain move later (no battle): the piece on `from` stands on `to`, marked as
// moved; the other side is to move, and this seat has no legal moves while it waits.
export function afterMove(state: GameState, from: string, to: string, patch: Partial<GameState> = {}): GameState {
  const mover = state.board.find((s) => s.square === from)!;
  const side = mover.color!;
  const board = state.board.map((s): BoardSquare =>
    s.square === from ? { square: from, kind: "empty", color: null, rank: null, moved: false, revealed: false }
      : s.square === to ? { ...mover, square: to, moved: true } : s);
  return {
    ...state, board, to_move: other(side), legal_moves: [],
    log: [...state.log, { ply: state.log.length + 1, side, from, to, battle: null }], ...patch,
  };
}
