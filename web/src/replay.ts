// Stepping through a replay: the frames the server computed (the whole board at the start,
// then the squares each move changed), a current ply, and the board and move list of that
// ply. A board is rebuilt from the nearest stored checkpoint, so that a game of any length
// steps at once without keeping a whole board per move.
import { modelFromPieces, type BoardModel } from "./board-model";
import type { LogEntry, ReplayAnswer, RevealedPiece, SquareChange, VariantInfo } from "./types";

const kCheckpointEvery = 64;

type Pieces = Map<string, RevealedPiece>;

function applyChanges(pieces: Pieces, changes: SquareChange[]): void {
  for (const change of changes) {
    if (change.color && change.rank) pieces.set(change.square, { square: change.square, color: change.color, rank: change.rank });
    else pieces.delete(change.square);
  }
}

export class Replay {
  private index = 0;
  readonly width: number;
  readonly height: number;
  private readonly lakes: Set<string>;
  private readonly checkpoints: Pieces[] = [];  // the pieces at frames 0, kCheckpointEvery, ...

  // `variant` is the catalogue's entry for the record's variant: the board's size and lakes.
  constructor(readonly answer: ReplayAnswer, variant: Pick<VariantInfo, "width" | "height" | "lakes">) {
    if (!answer.frames.length || !answer.frames[0].board) throw new Error("the replay has no starting position");
    this.width = variant.width;
    this.height = variant.height;
    this.lakes = new Set(variant.lakes ?? []);
    const pieces: Pieces = new Map(answer.frames[0].board.map((p) => [p.square, p]));
    for (let i = 0; i < answer.frames.length; ++i) {
      if (i > 0) applyChanges(pieces, answer.frames[i].changes ?? []);
      if (i % kCheckpointEvery === 0) this.checkpoints.push(new Map(pieces));
    }
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
    const checkpoint = Math.floor(this.index / kCheckpointEvery);
    const pieces = new Map(this.checkpoints[checkpoint]);
    for (let i = checkpoint * kCheckpointEvery + 1; i <= this.index; ++i) applyChanges(pieces, this.answer.frames[i].changes ?? []);
    return modelFromPieces(this.width, this.height, this.lakes, [...pieces.values()]);
  }
}
