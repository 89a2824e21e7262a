// A move frame applied to the viewer's state (docs/web-api.md "Move frames"): the frame
// carries only what the move changed, so the client keeps the state and plays each frame
// onto it. A frame that does not follow the state (none yet, a frame missed, a square not
// on the board) applies to nothing: the caller asks for a fresh state instead.
import type { GameState, LogEntry, MoveFrame } from "./types";

// The log entry the frame's top fields make; the rescue only where the frame has one.
function entryOf(frame: MoveFrame): LogEntry {
  const entry: LogEntry = { ply: frame.ply, side: frame.side, from: frame.from, to: frame.to, battle: frame.battle };
  if (frame.rescue_to !== undefined) entry.rescue_to = frame.rescue_to;
  if (frame.rescue_rank !== undefined) entry.rescue_rank = frame.rescue_rank;
  return entry;
}

// The state after the frame's ply, or null where `state` is not at the ply before it. The
// result holds what a `state` sent at the same moment would, less `chat` (chat frames tell
// it; the state's copy would be out of date).
export function applyMove(state: GameState | null, frame: MoveFrame): GameState | null {
  if (!state || state.log.length !== frame.ply - 1 || !Array.isArray(frame.squares)) return null;
  const onBoard = new Set(state.board.map((entry) => entry.square));
  if (!frame.squares.every((entry) => onBoard.has(entry?.square))) return null;
  const changed = new Map(frame.squares.map((entry) => [entry.square, entry]));
  const board = state.board.map((entry) => changed.get(entry.square) ?? entry);
  const next: GameState = {
    ...state,
    board,
    log: [...state.log, entryOf(frame)],
    captured: frame.captured,
    claim_in_ms: frame.claim_in_ms,
    clock: frame.clock,
    legal_moves: frame.legal_moves,
    phase: frame.phase,
    result: frame.result,
    reveal: frame.reveal,
    to_move: frame.to_move,
  };
  delete next.chat;
  return next;
}
