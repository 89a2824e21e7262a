// The clocks of a game on screen: what the server sent in `state.clock`, counted down from
// the moment the frame arrived. Every reading is computed afresh from that arrival and the
// current time, so nothing drifts however often (or rarely) the screen is redrawn.
import type { ClockState, Color, Phase, ServerMessage } from "./types";

export type Now = () => number;
export const monotonic: Now = () => performance.now();

export interface ClockReading {
  red: number;
  blue: number;
  running: Color | null;
  free: number;          // the running move's free time left (Bronstein)
  game: number | null;   // the game clock (ISF)
  setup: number | null;  // the set-up clock
}

// The clocks `elapsed` ms after the frame holding `clock` arrived. The running side is
// charged only beyond its free time; the game clock runs while a side's clock runs, the
// set-up clock during set-up.
export function readClock(clock: ClockState, elapsed: number, phase: Phase): ClockReading {
  const passed = Math.max(0, elapsed);
  const free = clock.free_ms ?? 0;
  const charged = Math.max(0, passed - free);
  const left = (side: Color) => {
    const ms = side === "red" ? clock.red_ms : clock.blue_ms;
    return clock.running === side && phase === "play" ? Math.max(0, ms - charged) : ms;
  };
  const running = phase === "play" ? clock.running : null;
  const game = clock.game_ms ?? null;
  const setup = clock.setup_ms ?? null;
  return {
    red: left("red"),
    blue: left("blue"),
    running,
    free: running ? Math.max(0, free - passed) : free,
    game: game === null ? null : running ? Math.max(0, game - passed) : game,
    setup: setup === null ? null : phase === "setup" ? Math.max(0, setup - passed) : setup,
  };
}

// When each message arrived, stamped by the socket before the message waits in the queue
// behind a battle's animation.
const arrivals = new WeakMap<object, number>();

export function stampArrival(message: ServerMessage, now: Now = monotonic): void {
  arrivals.set(message, now());
}

export function arrivalOf(message: object, now: Now = monotonic): number {
  return arrivals.get(message) ?? now();
}

// Elements whose text follows the time: each bound update is called at once and then every
// 100 ms with the current time, until the next reset (a redraw) or stop.
export class Ticker {
  private updates: ((now: number) => void)[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly now: Now = monotonic, private readonly everyMs = 100) {}

  reset(): void {
    this.updates = [];
    this.stop();
  }

  bind(update: (now: number) => void): void {
    update(this.now());
    this.updates.push(update);
    this.timer ??= setInterval(() => this.tick(), this.everyMs);
  }

  private tick(): void {
    const now = this.now();
    for (const update of this.updates) update(now);
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
