// The seat's move between the click and the server's answer. A move frame of the seat at the
// move's ply plays it; an `error` carrying its id refuses it (an error without that id says
// nothing about it). A move sent just before the connection dropped may have been lost
// with it, and one made while the connection was down was never sent: the fresh state after
// the reconnection decides. If that state still has it the seat's turn at the same ply and
// the move is still legal, it goes (again); otherwise it is dropped.
import type { ClientMessage, GameState, LegalMove, MessageId, MoveIntent } from "./types";

interface Pending {
  move: MoveIntent;
  id: number;
  ply: number; // the ply it is to be
  sent: boolean; // went out on the connection open now
}

// What became of the pending move once a state was shown.
export type Settlement = "none" | "waiting" | "send" | "played" | "dropped";

// Whether `move` is among the legal moves, with the rescue it chose (if any) on offer.
export function isLegal(move: MoveIntent, legal: LegalMove[]): boolean {
  return legal.some((m) => m.from === move.from && m.to === move.to && (!move.rescue_to ||
    (!!m.rescue && m.rescue.squares.includes(move.rescue_to) && m.rescue.ranks.includes(move.rescue_rank!))));
}

// Whether `state` still waits for a move at `ply` from its seat.
function awaits(state: GameState, ply: number): boolean {
  return state.phase === "play" && !!state.you && state.to_move === state.you && state.log.length === ply - 1;
}

export class PendingMove {
  private pending: Pending | null = null;
  private nextId = 1;

  get move(): MoveIntent | null {
    return this.pending?.move ?? null;
  }

  // The message of a move made in `state`, with an id of its own; it is pending from now on.
  start(move: MoveIntent, state: GameState): ClientMessage {
    this.pending = { move, id: this.nextId++, ply: state.log.length + 1, sent: false };
    return this.message()!;
  }

  // The pending move's message, to send (again).
  message(): ClientMessage | null {
    return this.pending && { type: "move", ...this.pending.move, id: this.pending.id };
  }

  // Whether the message went out on an open connection.
  sent(sent: boolean): void {
    if (this.pending) this.pending.sent = sent;
  }

  // What was sent on a connection that dropped may never have arrived.
  connectionLost(): void {
    this.sent(false);
  }

  // An error with `id` refused the pending move: true, and it is gone.
  refused(id: MessageId | undefined): boolean {
    if (!this.pending || id !== this.pending.id) return false;
    this.pending = null;
    return true;
  }

  // After `state` is shown; `fresh`: the first state of a new connection.
  settle(state: GameState, fresh: boolean): Settlement {
    const pending = this.pending;
    if (!pending) return "none";
    if (!awaits(state, pending.ply)) {
      this.pending = null;
      const played = state.log[pending.ply - 1];
      return played?.side === state.you && played.from === pending.move.from && played.to === pending.move.to ? "played" : "dropped";
    }
    if (!fresh || pending.sent) return "waiting";
    if (isLegal(pending.move, state.legal_moves)) return "send";
    this.pending = null;
    return "dropped";
  }
}
