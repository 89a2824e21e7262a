// Two people at one device: who may look at the screen. Between turns (and between the
// two set-ups) a cover hides the board until the next player presses Ready; then only that
// seat's frames are drawn. The cover moves on when the open seat's own latest frame says
// the game now waits for the other seat. A draw offer hands the device to the other seat
// until it has answered.
import type { Color, GameState } from "./types";
import { other } from "./viewpoint";

export type Cover = { covered: true; next: Color } | { covered: false; seat: Color };

// The seat the game waits for: the first one not set up (Red first), the side to move, or
// null once the game is over.
export function seatAwaited(state: GameState): Color | null {
  if (state.phase === "over") return null;
  if (state.phase === "setup") return !state.seats.red.set_up ? "red" : !state.seats.blue.set_up ? "blue" : null;
  return state.to_move;
}

// How far the game has come: set-ups done, then plies. Frames of one seat can lag behind
// the other's (its socket is slower); a frame behind the newest one seen decides nothing.
export function progress(state: GameState): number {
  return Number(state.seats.red.set_up) + Number(state.seats.blue.set_up) + state.log.length;
}

export class HotSeat {
  private current: Cover;
  private newest: number;
  private answering: Color | null = null; // the seat that owes an answer to a draw offer

  constructor(initial: GameState) {
    this.newest = progress(initial);
    const next = seatAwaited(initial);
    this.current = next ? { covered: true, next } : { covered: false, seat: "red" };
  }

  get cover(): Cover {
    return this.current;
  }

  // The player at the device is ready: the seat named on the cover opens.
  ready(): Cover {
    if (this.current.covered) this.current = { covered: false, seat: this.current.next };
    return this.current;
  }

  // `seat` has drawn its latest frame, `state`; covers the board when the game now waits
  // for the other seat. Returns whether the cover changed.
  settled(seat: Color, state: GameState): boolean {
    if (this.current.covered || this.current.seat !== seat || this.answering === seat) return false;
    const reached = progress(state);
    if (reached < this.newest) return false;
    this.newest = reached;
    const next = seatAwaited(state);
    if (!next || next === seat) return false;
    this.current = { covered: true, next };
    return true;
  }

  // The open seat offered a draw: the other seat is to answer it, behind the cover first.
  offeredDraw(seat: Color): boolean {
    if (this.current.covered || this.current.seat !== seat) return false;
    this.answering = other(seat);
    this.current = { covered: true, next: this.answering };
    return true;
  }

  // The offer was answered (or lapsed); the cover follows the game again.
  drawAnswered(): void {
    this.answering = null;
  }
}
