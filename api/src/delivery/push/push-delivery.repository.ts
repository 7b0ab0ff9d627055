import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OutboxRow } from '../../platform/outbox/outbox-row';
import { MAX_ATTEMPTS } from '../dispatch/retry-backoff';

/** Deliveries claimed at once; their encryption is a few ms of CPU in all (bench/push.bench.ts). */
const BATCH = 25;

/** A claimed push: where it goes, the keys it is encrypted to, and the outbox row it tells of. */
export interface PushDeliveryRow {
  id: string;
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  attempts: number;
  outbox: OutboxRow;
}

/**
 * The push deliveries (`push_deliveries`), one per subscription and outbox row, created by the
 * outbox trigger: claimed in leased batches, marked delivered (or skipped, with why) or failed.
 */
@Injectable()
export class PushDeliveryRepository {
  /** Claims the deliveries due at `now` (`FOR UPDATE SKIP LOCKED`, then `lease_until`) and counts the attempt. */
  async claim(manager: EntityManager, now: Date, leaseUntil: Date): Promise<PushDeliveryRow[]> {
    const [rows]: [PushDeliveryRow[], number] = await manager.query(
      `UPDATE push_deliveries d SET lease_until = $2, attempts = d.attempts + 1
         FROM push_subscriptions s, outbox o
        WHERE s.id = d.subscription_id AND o.id = d.outbox_id AND d.id IN (
              SELECT id FROM push_deliveries
               WHERE delivered_at IS NULL AND failed_at IS NULL AND available_at <= $1 AND (lease_until IS NULL OR lease_until < $1)
               ORDER BY available_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING d.id::text AS id, d.subscription_id, s.endpoint, s.p256dh, s.auth, d.attempts,
                  json_build_object('id', o.id::text, 'kind', o.kind, 'user_id', o.user_id, 'email', o.email,
                                    'game_id', o.game_id, 'payload', o.payload, 'created_at', o.created_at,
                                    'attempts', d.attempts) AS outbox`,
      [now, leaseUntil],
    );
    return rows.map((r) => ({ ...r, outbox: { ...r.outbox, created_at: new Date(r.outbox.created_at) } }));
  }

  /** `status`: sent, or why none was sent (never, muted, stale). */
  async delivered(
    manager: EntityManager,
    ids: readonly string[],
    at: Date,
    status: string,
    httpStatus: number | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE push_deliveries SET delivered_at = $2, status = $3, last_status = $4, last_error = NULL, lease_until = NULL
        WHERE id = ANY($1::bigint[])`,
      [ids, at, status, httpStatus],
    );
  }

  /** Tried again at `retryAt`, or given up at `at` after MAX_ATTEMPTS (or at once when `final`). */
  async failed(
    manager: EntityManager,
    id: string,
    retryAt: Date,
    httpStatus: number | null,
    error: string,
    at: Date,
    final: boolean,
  ): Promise<void> {
    await manager.query(
      `UPDATE push_deliveries SET available_at = $2, last_status = $3, last_error = $4, lease_until = NULL,
              failed_at = CASE WHEN $6 OR attempts >= ${MAX_ATTEMPTS} THEN $5::timestamptz END WHERE id = $1`,
      [id, retryAt, httpStatus, error, at, final],
    );
  }

  /** When the earliest delivery still to make comes due; null when none is left. */
  async nextDue(manager: EntityManager): Promise<Date | null> {
    const [{ at }]: { at: Date | null }[] = await manager.query(
      `SELECT min(available_at) AS at FROM push_deliveries WHERE delivered_at IS NULL AND failed_at IS NULL`,
    );
    return at;
  }
}
