import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/time/clock';
import { JobsService } from '../../platform/jobs/jobs.service';
import { PgListener } from '../../platform/jobs/pg-listener';
import { CoalescedWake, DrainLoop, NOTIFY_COALESCE_MS } from './drain-loop';
import type { OutboxRow } from '../../platform/outbox/outbox-row';
import { EmailComposer, type EmailDecision } from './email-composer';
import { EmailOutboxRepository } from './email-outbox.repository';
import { MailTransport } from './mail-transport';
import { retryDelayMs } from './retry-backoff';

export const OUTBOX_QUEUE = 'outbox-dispatch';
const LEASE_MS = 120_000;

/**
 * Delivers the outbox by email. Rows are claimed in batches with a lease (`FOR UPDATE SKIP
 * LOCKED`, then `lease_until`), so any number of instances share the work without sending a row
 * twice and without holding a lock across SMTP. A row is marked delivered only after the server
 * accepted it; a failure schedules a retry with back-off; a crash lets the lease run out and the
 * row is sent again with the same Message-ID. Woken by NOTIFY on each outbox insert (a burst coalesced into one wake-up), by a pg-boss
 * job every minute (retries, expired leases) and by a timer at the next retry.
 */
@Injectable()
export class OutboxDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxDispatcher.name);
  // Three claimers side by side: while one batch waits for SMTP the next is claimed and composed.
  private readonly loops = [0, 1, 2].map(() => new DrainLoop(() => this.batch()));
  private readonly notified = new CoalescedWake(NOTIFY_COALESCE_MS, () => this.wake());
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly composer: EmailComposer,
    private readonly transport: MailTransport,
    private readonly jobs: JobsService,
    private readonly listener: PgListener,
    private readonly outbox: EmailOutboxRepository,
  ) {}

  onApplicationBootstrap(): void {
    // Neither the LISTEN nor the queue holds up the start; the first wake-up drains what is due.
    void this.listener
      .listen('entente_outbox', () => this.notified.request())
      .then(
        () => this.wake(),
        (error: Error) => this.logger.error(`entente_outbox: LISTEN failed: ${error.message}`),
      );
    this.listener.onReconnect(() => this.wake());
    void this.jobs.define({ name: OUTBOX_QUEUE, cron: '* * * * *', handler: () => this.drain() });
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

  private wake(): void {
    if (this.stopped) return;
    this.drain().catch((error: Error) => this.logger.error(`outbox drain failed: ${error.message}`));
  }

  private async batch(): Promise<number> {
    if (this.stopped) return 0;
    const now = this.clock.now();
    const rows = await this.outbox.claim(this.db.manager, now, new Date(now.getTime() + LEASE_MS));
    if (rows.length === 0) {
      this.scheduleNextRetry();
      return 0;
    }
    let decisions: Map<string, EmailDecision>;
    try {
      decisions = await this.composer.compose(this.db.manager, rows);
    } catch (error) {
      await this.failed(rows.map((r) => ({ row: r, error: error as Error })));
      return rows.length;
    }
    const done = new Map<string, string[]>();
    const failures: { row: OutboxRow; error: Error }[] = [];
    const mark = (status: string, id: string) => done.set(status, [...(done.get(status) ?? []), id]);
    // Recipients side by side, each one's mail one after another in the order it was written
    // (id order): an invitation reaches its reader before the turns that follow it. After a
    // failure the rest of that recipient's queue waits for the retry, so the order holds.
    const byRecipient = new Map<string, OutboxRow[]>();
    for (const row of [...rows].sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)))) {
      const d = decisions.get(row.id);
      const to = d && 'send' in d ? d.send.to.toLowerCase() : `row:${row.id}`;
      byRecipient.set(to, [...(byRecipient.get(to) ?? []), row]);
    }
    await Promise.all(
      [...byRecipient.values()].map(async (queue) => {
        let blocked: Error | undefined;
        for (const row of queue) {
          if (blocked) {
            failures.push({ row, error: blocked });
            continue;
          }
          const d = decisions.get(row.id);
          if (!d) {
            failures.push({ row, error: new Error('no decision') });
            continue;
          }
          if ('skip' in d) {
            mark(d.skip, row.id);
            continue;
          }
          try {
            await this.transport.send(d.send);
            mark(this.transport.logsOnly ? 'logged' : 'sent', row.id);
          } catch (error) {
            failures.push({ row, error: error as Error });
            blocked = new Error(`an earlier mail to this recipient was not delivered: ${(error as Error).message}`);
          }
        }
      }),
    );
    const at = this.clock.now();
    for (const [status, ids] of done) {
      await this.outbox.delivered(this.db.manager, ids, at, status);
    }
    await this.failed(failures);
    return rows.length;
  }

  private async failed(failures: { row: OutboxRow; error: Error }[]): Promise<void> {
    if (failures.length === 0) return;
    const now = this.clock.now().getTime();
    this.logger.warn(`${failures.length} email(s) not delivered, will retry: ${failures[0].error.message}`);
    await this.outbox.failed(
      this.db.manager,
      failures.map((f) => ({
        id: f.row.id,
        retryAt: new Date(now + retryDelayMs(f.row.attempts)),
        error: f.error.message.slice(0, 500),
      })),
    );
    this.scheduleNextRetry();
  }

  /** A timer at the earliest pending retry (at most a minute away; the pg-boss job covers the rest). */
  private scheduleNextRetry(): void {
    if (this.stopped) return;
    void this.outbox
      .nextDue(this.db.manager)
      .then((at) => {
        if (!at || this.stopped) return;
        const wait = Math.max(1000, Math.min(60_000, at.getTime() - this.clock.now().getTime()));
        if (this.timer) clearTimeout(this.timer);
        this.timer = setTimeout(() => this.wake(), wait);
        this.timer.unref();
      })
      .catch(() => undefined);
  }
}
