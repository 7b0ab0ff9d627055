import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OutboxRow } from '../../platform/outbox/outbox-row';
import { MAX_ATTEMPTS } from '../dispatch/retry-backoff';

/** Rows claimed at once by one claimer. */
const BATCH = 100;

/** One message as the email shows it: its outbox payload, written when the message was. */
export interface BurstMessage {
  readonly channel: string;
  readonly seat: string | null;
  readonly author: { readonly displayName?: string; readonly username?: string } | null;
  readonly text: string;
  readonly createdAt: string;
}

/** One `message` row of the outbox as a burst is decided from it. */
export interface BurstRow {
  id: string;
  payload: BurstMessage;
  /** The message's time plus the quiet spell, by the server's Clock (so tests can move it). */
  available_at: Date;
  delivered_at: Date | null;
  failed_at: Date | null;
  email_status: string | null;
}

/**
 * The outbox (`outbox`) as its emails are delivered: rows claimed in leased batches, marked
 * delivered or failed, and the message rows that a burst of messages is mailed from.
 */
@Injectable()
export class EmailOutboxRepository {
  /**
   * Claims the rows due at `now` (`FOR UPDATE SKIP LOCKED`, then `lease_until`), each recipient's
   * in the order written, and counts the attempt.
   */
  async claim(manager: EntityManager, now: Date, leaseUntil: Date): Promise<OutboxRow[]> {
    return manager
      .query(
        `UPDATE outbox o SET lease_until = $2, attempts = o.attempts + 1
        WHERE o.id IN (SELECT id FROM outbox
                        WHERE delivered_at IS NULL AND failed_at IS NULL AND available_at <= $1 AND (lease_until IS NULL OR lease_until < $1)
                          -- One recipient's mail leaves in the order it was written: not while an
                          -- earlier row of theirs is out with another claimer or waits for a retry.
                          AND NOT EXISTS (SELECT 1 FROM outbox e
                                           WHERE e.delivered_at IS NULL AND e.failed_at IS NULL
                                             AND (e.lease_until >= $1 OR e.available_at > $1)
                                             AND e.id < outbox.id
                                             AND (e.user_id = outbox.user_id OR e.email = outbox.email))
                        ORDER BY available_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING o.id, o.kind, o.user_id, o.email, o.game_id, o.payload, o.created_at, o.attempts`,
        [now, leaseUntil],
      )
      .then((r: [OutboxRow[], number]) => r[0]);
  }

  /** `status`: how the email went (sent, logged) or why none was sent (never, muted, ...). */
  async delivered(manager: EntityManager, ids: readonly string[], at: Date, status: string): Promise<void> {
    await manager.query(
      `UPDATE outbox SET delivered_at = $2, email_status = $3, lease_until = NULL, last_error = NULL WHERE id = ANY($1::bigint[])`,
      [ids, at, status],
    );
  }

  /** Each row tried again at its time, or given up after MAX_ATTEMPTS. */
  async failed(
    manager: EntityManager,
    failures: readonly { id: string; retryAt: Date; error: string }[],
  ): Promise<void> {
    await manager.query(
      `UPDATE outbox o SET available_at = f.available_at, lease_until = NULL, last_error = f.error,
              failed_at = CASE WHEN o.attempts >= ${MAX_ATTEMPTS} THEN f.available_at END
         FROM unnest($1::bigint[], $2::timestamptz[], $3::text[]) AS f(id, available_at, error) WHERE o.id = f.id`,
      [failures.map((f) => f.id), failures.map((f) => f.retryAt), failures.map((f) => f.error)],
    );
  }

  /** When the earliest row still to deliver comes due; null when none is left. */
  async nextDue(manager: EntityManager): Promise<Date | null> {
    const [{ at }]: { at: Date | null }[] = await manager.query(
      `SELECT min(available_at) AS at FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL`,
    );
    return at;
  }

  /**
   * Every message row of a recipient and game from the last one mailed (its email status one of
   * `mailed`) before `fromId` on, in order.
   */
  burst(
    manager: EntityManager,
    userId: string,
    gameId: string,
    fromId: string,
    mailed: readonly string[],
  ): Promise<BurstRow[]> {
    return manager.query(
      `SELECT id::text AS id, payload, available_at, delivered_at, failed_at, email_status FROM outbox
        WHERE kind = 'message' AND user_id = $1 AND game_id = $2
          AND id >= coalesce((SELECT max(id) FROM outbox WHERE kind = 'message' AND user_id = $1 AND game_id = $2
                               AND id < $3 AND email_status = ANY($4::text[])), 0)
        ORDER BY id`,
      [userId, gameId, fromId, mailed],
    );
  }
}
