// Stepping through a replay: the frames the server computed (the whole board after each
// move), a current ply, and the board and move list of that ply.
import { modelFromPieces, type BoardModel } from "./board-model";
import { boardSizeOf, lakesFor } from "./lakes";
import type { LogEntry, ReplayAnswer } from "./types";

export class Replay {
  private index = 0;
  readonly width: number;
  readonly height: number;
  private readonly lakes: Set<string>;

  constructor(readonly answer: ReplayAnswer) {
    if (!answer.frames.length) throw new Error("the replay has no frames");
    ({ width: this.width, height: this.height } = boardSizeOf(answer.record.variant));
    this.lakes = lakesFor(this.width, this.height);
  }

  get ply(): number {
    return this.answer.frames[this.index].ply;
  }

  get total(): number {
    return this.answer.frames.length - 1;
  }

  get atStart(): boolean {
    return this.index === 0;
  }

  get atEnd(): boolean {
    return this.index === this.answer.frames.length - 1;
  }

  go(index: number): void {
    this.index = Math.max(0, Math.min(this.answer.frames.length - 1, index));
  }

  first(): void {
    this.go(0);
  }

  last(): void {
    this.go(this.answer.frames.length - 1);
  }

  next(): void {
    this.go(this.index + 1);
  }

  prev(): void {
    this.go(this.index - 1);
  }

  // The move that led to the current frame, null at the start.
  currentMove(): LogEntry | null {
    return this.answer.frames[this.index].move;
  }

  // Every move of the game, for the move list.
  moves(): LogEntry[] {
    return this.answer.frames.flatMap((f) => (f.move ? [f.move] : []));
  }

  board(): BoardModel {
    return modelFromPieces(this.width, this.height, this.lakes, this.answer.frames[this.index].board);
  }
}
