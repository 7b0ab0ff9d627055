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
