/**
 * How long a computer player may think: a time budget (the product's default, 2 s), a node
 * budget (reproducible on any machine), or both, whichever runs out first. The clock is
 * injected so tests and the command line can make a search independent of the machine's speed.
 */
export interface Budget {
  /** Milliseconds of thinking per action. */
  readonly timeMs?: number;
  /** Search nodes per action. */
  readonly nodes?: number;
}

export const DEFAULT_BUDGET: Budget = Object.freeze({ timeMs: 2000 });

export interface Clock {
  /** Milliseconds from an arbitrary origin. */
  now(): number;
}

export const systemClock: Clock = { now: () => performance.now() };

/**
 * Stops a search: `spend()` counts a node and tells whether the budget is used up. A search
 * may keep going past that until it has a first answer (depth 1), but not past `overdue`, when
 * the search returns what it has. Both keep a reserve of the time budget (see the constructor).
 */
export class Deadline {
  private readonly start: number;
  private readonly end: number;
  private readonly hardEnd: number;
  private readonly maxNodes: number;
  nodes = 0;
  stopped = false;
  overdue = false;

  constructor(
    budget: Budget,
    private readonly clock: Clock = systemClock,
    /** A slice counts its nodes in the deadline it was cut from too. */
    private readonly parent?: Deadline,
  ) {
    this.start = clock.now();
    // Keep a reserve for what follows the search and for a busy machine, where a thread can be
    // descheduled for tens of milliseconds at any point: 15 % of the budget, 30 to 250 ms.
    const reserve = budget.timeMs === undefined ? 0 : Math.min(250, Math.max(30, budget.timeMs * 0.15));
    this.hardEnd = budget.timeMs === undefined ? Infinity : this.start + budget.timeMs - reserve;
    this.end = budget.timeMs === undefined ? Infinity : this.start + budget.timeMs - 1.5 * reserve;
    this.maxNodes = budget.nodes ?? Infinity;
  }

  /** Counts one node; true once the budget is used up (then for good). */
  spend(): boolean {
    this.nodes++;
    if (this.parent) this.parent.nodes++;
    // Reading the clock costs more than a node: look every 32 nodes.
    if ((this.nodes & 31) === 0 && this.end !== Infinity) {
      const now = this.clock.now();
      if (now >= this.end) this.stopped = true;
      if (now >= this.hardEnd) this.overdue = true;
    }
    if (this.nodes >= this.maxNodes) this.stopped = true;
    return this.stopped;
  }

  /** A deadline for part of what is left: `fraction` of the remaining time and nodes. */
  slice(fraction: number): Deadline {
    const time = this.end === Infinity ? undefined : Math.max(0, this.hardEnd - this.clock.now()) * fraction;
    const nodes =
      this.maxNodes === Infinity ? undefined : Math.max(1, Math.floor((this.maxNodes - this.nodes) * fraction));
    return new Deadline({ timeMs: time, nodes }, this.clock, this);
  }

  elapsed(): number {
    return this.clock.now() - this.start;
  }
}
