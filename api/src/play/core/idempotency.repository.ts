import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { canonicalJson } from '../events/canonical-json';

export interface IdempotentRequest {
  readonly key: string;
  readonly fingerprint: string;
}

export interface StoredResponse {
  readonly status: number;
  readonly body: unknown;
}

/** SHA-256 of what makes two requests "the same": method, path and canonical body. */
export function fingerprintOf(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonicalJson(body ?? null)}`)
    .digest('hex');
}

/**
 * First successful answers by `(user, Idempotency-Key)`. A request claims its key for the rest of
 * its transaction before it looks or writes, so a retry racing its original (on any instance, for
 * any game) waits for it and then gets its answer. Refused requests store nothing (they wrote
 * nothing), so their retry is judged afresh.
 */
@Injectable()
export class IdempotencyRepository {
  /**
   * A transaction-scoped advisory lock on the user's key: held until commit or rollback, so the
   * look-up and the insert of one key never interleave with another request's. (Two keys whose
   * 64-bit hashes collide merely wait for each other.)
   */
  async claim(manager: EntityManager, userId: string, request: IdempotentRequest): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `idempotency ${userId} ${request.key}`,
    ]);
  }

  async find(manager: EntityManager, userId: string, request: IdempotentRequest): Promise<StoredResponse | null> {
    const rows: { fingerprint: string; status: number; body: unknown }[] = await manager.query(
      `SELECT fingerprint, status, body FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
      [userId, request.key],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.fingerprint !== request.fingerprint) {
      throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
    }
    return { status: row.status, body: row.body };
  }

  async save(
    manager: EntityManager,
    userId: string,
    request: IdempotentRequest,
    response: StoredResponse,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO idempotency_keys (user_id, key, fingerprint, status, body) VALUES ($1, $2, $3, $4, $5::jsonb)`,
      [userId, request.key, request.fingerprint, response.status, JSON.stringify(response.body)],
    );
  }
}
