import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MAX_ATTEMPTS } from '../dispatch/retry-backoff';

/** Deliveries claimed at once. */
const BATCH = 50;

/** A claimed delivery with where it goes and the secret that signs it. */
export interface DeliveryRow {
  id: string;
  url: string;
  secret: string;
  body: Record<string, unknown>;
  attempts: number;
}

/** A delivery as its webhook's log shows it. */
export interface DeliveryLogRow {
  id: string;
  kind: string;
  body: Record<string, unknown>;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: Date;
  delivered_at: Date | null;
  failed_at: Date | null;
  available_at: Date;
}

/**
 * The webhook deliveries (`webhook_deliveries`), created by the outbox trigger: claimed in leased
 * batches, marked delivered or failed, and listed in their webhook's log.
 */
@Injectable()
export class WebhookDeliveryRepository {
  /** Claims the deliveries due at `now` (`FOR UPDATE SKIP LOCKED`, then `lease_until`) and counts the attempt. */
  async claim(manager: EntityManager, now: Date, leaseUntil: Date): Promise<DeliveryRow[]> {
    const [rows]: [DeliveryRow[], number] = await manager.query(
      `UPDATE webhook_deliveries d SET lease_until = $2, attempts = d.attempts + 1
         FROM webhooks w
        WHERE w.id = d.webhook_id AND d.id IN (
              SELECT id FROM webhook_deliveries
               WHERE delivered_at IS NULL AND failed_at IS NULL AND available_at <= $1 AND (lease_until IS NULL OR lease_until < $1)
               ORDER BY available_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING d.id, w.url, w.secret, d.body, d.attempts`,
      [now, leaseUntil],
    );
    return rows;
  }

  /** `status`: the receiver's answer (2xx). */
  async delivered(manager: EntityManager, id: string, at: Date, status: number | null): Promise<void> {
    await manager.query(
      `UPDATE webhook_deliveries SET delivered_at = $2, last_status = $3, last_error = NULL, lease_until = NULL WHERE id = $1`,
      [id, at, status],
    );
  }

  /** Tried again at `retryAt`, or given up at `at` after MAX_ATTEMPTS. */
  async failed(
    manager: EntityManager,
    id: string,
    retryAt: Date,
    status: number | null,
    error: string,
    at: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE webhook_deliveries SET available_at = $2, last_status = $3, last_error = $4, lease_until = NULL,
              failed_at = CASE WHEN attempts >= ${MAX_ATTEMPTS} THEN $5::timestamptz END WHERE id = $1`,
      [id, retryAt, status, error, at],
    );
  }

  /** A webhook's deliveries before a cursor, newest first; one row more than `limit` tells of a next page. */
  page(manager: EntityManager, webhookId: string, before: number | null, limit: number): Promise<DeliveryLogRow[]> {
    return manager.query(
      `SELECT id, kind, body, attempts, last_status, last_error, created_at, delivered_at, failed_at, available_at
         FROM webhook_deliveries WHERE webhook_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
      [webhookId, before, limit + 1],
    );
  }
}
