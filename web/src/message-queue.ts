// The server's messages for one viewer, handled one after the other so that each battle
// can be seen before the next frame is drawn. A paused queue keeps its messages until it
// is resumed (two people at one device: the seat not at the device waits).
export class MessageQueue<T> {
  private readonly waiting: T[] = [];
  private running = false;
  private paused: boolean;
  private stopped = false;

  constructor(
    private readonly handle: (message: T) => Promise<void> | void,
    private readonly events: { onBusy?(busy: boolean): void; onIdle?(): void } = {},
    options: { paused?: boolean } = {},
  ) {
    this.paused = options.paused ?? false;
  }

  push(message: T): void {
    this.waiting.push(message);
    void this.drain();
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    void this.drain();
  }

  stop(): void {
    this.stopped = true;
    this.waiting.length = 0;
  }

  private async drain(): Promise<void> {
    if (this.running || this.paused || this.stopped || !this.waiting.length) return;
    this.running = true;
    this.events.onBusy?.(true);
    while (this.waiting.length && !this.paused && !this.stopped) await this.handle(this.waiting.shift()!);
    this.running = false;
    this.events.onBusy?.(false);
    if (!this.paused && !this.stopped) this.events.onIdle?.();
  }
}
