import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/time/clock';
import { JobsService } from '../../platform/jobs/jobs.service';
import { PgListener } from '../../platform/jobs/pg-listener';
import type { OutboxRow } from '../../platform/outbox/outbox-row';
import { LeasedDispatcher } from '../dispatch/leased-dispatcher';
import { retryAt } from '../dispatch/retry-backoff';
import { EmailComposer, type EmailDecision } from './email-composer';
import { EmailOutboxRepository } from './email-outbox.repository';
import { MailTransport } from './mail-transport';

export const OUTBOX_QUEUE = 'outbox-dispatch';

/**
 * Recipients whose mail one claimed batch sends at once. Composing a message is synchronous work
 * (about 2 ms each): a batch's hundred recipients at once held the loop for up to 250 ms while a
 * big tournament's games were created. Three claimers of four lanes still fill the SMTP pool.
 */
const MAIL_LANES = 4;

/**
 * Delivers the outbox by email, claimed as every dispatcher claims (LeasedDispatcher). A row is
 * marked delivered only after the server accepted it; a crash lets the lease run out and the row
 * is sent again with the same Message-ID. Also woken by a timer at the next retry, and when the
 * LISTEN connection is back.
 */
@Injectable()
export class OutboxDispatcher extends LeasedDispatcher<OutboxRow> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    clock: Clock,
    private readonly composer: EmailComposer,
    private readonly transport: MailTransport,
    jobs: JobsService,
    listener: PgListener,
    private readonly outbox: EmailOutboxRepository,
  ) {
    // Three claimers side by side: while one batch waits for SMTP the next is claimed and composed.
    super({ name: 'outbox', queue: OUTBOX_QUEUE, claimers: 3, wakeOnReconnect: true }, clock, jobs, listener);
  }

  protected claim(now: Date, leaseUntil: Date): Promise<OutboxRow[]> {
    return this.outbox.claim(this.db.manager, now, leaseUntil);
  }

  protected nothingDue(): void {
    this.scheduleNextRetry();
  }

  protected async deliver(rows: OutboxRow[]): Promise<void> {
    let decisions: Map<string, EmailDecision>;
    try {
      decisions = await this.composer.compose(this.db.manager, rows);
    } catch (error) {
      await this.failed(rows.map((r) => ({ row: r, error: error as Error })));
      return;
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
    // A few lanes, each taking the next recipient's queue, and a turn of the event loop after
    // each mail, so other work (requests, timers) runs between the compositions.
    const queues = [...byRecipient.values()];
    let next = 0;
    const lane = async () => {
      while (next < queues.length) {
        const queue = queues[next++];
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
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(MAIL_LANES, queues.length) }, lane));
    const at = this.clock.now();
    for (const [status, ids] of done) {
      await this.outbox.delivered(this.db.manager, ids, at, status);
    }
    await this.failed(failures);
  }

  private async failed(failures: { row: OutboxRow; error: Error }[]): Promise<void> {
    if (failures.length === 0) return;
    const now = this.clock.now();
    this.logger.warn(`${failures.length} email(s) not delivered, will retry: ${failures[0].error.message}`);
    await this.outbox.failed(
      this.db.manager,
      failures.map((f) => ({
        id: f.row.id,
        retryAt: retryAt(f.row.attempts, now),
        error: f.error.message.slice(0, 500),
      })),
    );
    this.scheduleNextRetry();
  }

  private scheduleNextRetry(): void {
    this.wakeAt(() => this.outbox.nextDue(this.db.manager));
  }
}
