/**
 * Runs `work` until it reports nothing left, never twice at once in this process: a request that
 * arrives while it runs makes it run once more afterwards instead of starting a second loop.
 */
export class DrainLoop {
  private running?: Promise<number>;
  private again = false;

  constructor(private readonly work: () => Promise<number>) {}

  request(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Resolves when the current run (if any) is over. */
  async idle(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }

  private async loop(): Promise<number> {
    let total = 0;
    for (;;) {
      this.again = false;
      const done = await this.work();
      total += done;
      if (done === 0 && !this.again) return total;
    }
  }
}

/** How long a NOTIFY wake-up waits for more: the rows of a burst of moves go out as one batch. */
export const NOTIFY_COALESCE_MS = 100;

/**
 * Turns a stream of wake-ups (a NOTIFY per inserted row) into one call per `delayMs`: the first
 * wake-up arms a timer, later ones until it fires are absorbed. A burst of rows is then claimed as
 * one batch instead of one lease query (and one empty re-check) per row.
 */
export class CoalescedWake {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly delayMs: number,
    private readonly wake: () => void,
  ) {}

  request(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.wake();
    }, this.delayMs);
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
