import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { JobsService } from '../../platform/jobs/jobs.service';
import type { PgListener } from '../../platform/jobs/pg-listener';
import type { Clock } from '../../platform/time/clock';
import { CoalescedWake, DrainLoop, NOTIFY_COALESCE_MS } from './drain-loop';

/** How long a claimed row is its claimer's; after a crash it is claimed again once this is over. */
const LEASE_MS = 120_000;

/** How a dispatcher claims and when it wakes. */
export interface LeaseSettings {
  /** What its log lines call it. */
  readonly name: string;
  /** The pg-boss queue of its job every minute (retries, expired leases). */
  readonly queue: string;
  /** Claimers side by side: while one batch waits for its receivers the next is claimed. */
  readonly claimers: number;
  /** Drain as well when the LISTEN connection is back (NOTIFYs may have been missed meanwhile). */
  readonly wakeOnReconnect: boolean;
}

/**
 * What the outbox's dispatchers (email, webhooks) share: rows are claimed in batches with a lease
 * (`FOR UPDATE SKIP LOCKED`, then `lease_until`), so any number of instances share the work
 * without delivering a row twice and without holding a lock across the delivery; a failure is
 * retried with back-off (retry-backoff.ts); a crash lets the lease run out and the row is claimed
 * again. Woken by NOTIFY on each outbox insert (a burst coalesced into one wake-up), by a pg-boss
 * job every minute and, where a subclass asks, by a timer at the next retry.
 */
export abstract class LeasedDispatcher<Row> implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private readonly loops: DrainLoop[];
  private readonly notified = new CoalescedWake(NOTIFY_COALESCE_MS, () => this.wake());
  private timer?: NodeJS.Timeout;
  private stopped = false;

  protected constructor(
    private readonly settings: LeaseSettings,
    protected readonly clock: Clock,
    private readonly jobs: JobsService,
    private readonly listener: PgListener,
  ) {
    this.loops = Array.from({ length: settings.claimers }, () => new DrainLoop(() => this.batch()));
  }

  /** Claims the rows due at `now`, leased until `leaseUntil`. */
  protected abstract claim(now: Date, leaseUntil: Date): Promise<Row[]>;

  /** Delivers claimed rows and records how each went. */
  protected abstract deliver(rows: Row[]): Promise<void>;

  /** Called when a claim found nothing due. */
  protected nothingDue(): void {}

  onApplicationBootstrap(): void {
    // Neither the LISTEN nor the queue holds up the start; the first wake-up drains what is due.
    void this.listener
      .listen('entente_outbox', () => this.notified.request())
      .then(
        () => this.wake(),
        (error: Error) => this.logger.error(`entente_outbox: LISTEN failed: ${error.message}`),
      );
    if (this.settings.wakeOnReconnect) this.listener.onReconnect(() => this.wake());
    void this.jobs.define({ name: this.settings.queue, cron: '* * * * *', handler: () => this.drain() });
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.notified.cancel();
    if (this.timer) clearTimeout(this.timer);
    await Promise.all(this.loops.map((l) => l.idle()));
  }

  /** Delivers everything due now; resolves with the number of rows handled. */
  drain(): Promise<number> {
    return Promise.all(this.loops.map((l) => l.request())).then((counts) => counts.reduce((a, b) => a + b, 0));
  }

  /**
   * A timer at the time `next` answers, the earliest pending retry (at most a minute away; the
   * pg-boss job covers the rest); none when it answers null.
   */
  protected wakeAt(next: () => Promise<Date | null>): void {
    if (this.stopped) return;
    void next()
      .then((at) => {
        if (!at || this.stopped) return;
        const wait = Math.max(1000, Math.min(60_000, at.getTime() - this.clock.now().getTime()));
        if (this.timer) clearTimeout(this.timer);
        this.timer = setTimeout(() => this.wake(), wait);
        this.timer.unref();
      })
      .catch(() => undefined);
  }

  private wake(): void {
    if (this.stopped) return;
    this.drain().catch((error: Error) => this.logger.error(`${this.settings.name} drain failed: ${error.message}`));
  }

  private async batch(): Promise<number> {
    if (this.stopped) return 0;
    const now = this.clock.now();
    const rows = await this.claim(now, new Date(now.getTime() + LEASE_MS));
    if (rows.length === 0) {
      this.nothingDue();
      return 0;
    }
    await this.deliver(rows);
    return rows.length;
  }
}
