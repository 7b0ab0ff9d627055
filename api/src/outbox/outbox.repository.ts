import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type SqlParams, valuesOnlyWith } from '../database/sql-params';
import type { NotificationKind } from './notification-kind';

export interface OutboxEntry {
  readonly kind: NotificationKind;
  readonly userId?: string | null;
  readonly email?: string | null;
  readonly gameId?: string | null;
  readonly payload: Record<string, unknown>;
}

/**
 * Writes notifications inside the caller's transaction: takes the EntityManager of that
 * transaction rather than opening its own, which is the whole point of an outbox.
 */
@Injectable()
export class OutboxRepository {
  async write(manager: EntityManager, entries: readonly OutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    // One multi-row INSERT: a move that notifies four players costs one round trip.
    const params: unknown[] = [];
    const rows = entries.map((e) => {
      params.push(e.kind, e.userId ?? null, e.email ?? null, e.gameId ?? null, JSON.stringify(e.payload));
      const n = params.length;
      return `($${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n}::jsonb)`;
    });
    await manager.query(
      `INSERT INTO outbox (kind, user_id, email, game_id, payload) VALUES ${rows.join(', ')}`,
      params,
    );
  }

  /**
   * The same INSERT as a fragment of a larger statement (see SqlParams); null when there is
   * nothing to write. With `onlyWith` (a CTE of that statement) only if that CTE returns a row.
   */
  insertSql(params: SqlParams, entries: readonly OutboxEntry[], onlyWith?: string): string | null {
    if (entries.length === 0) return null;
    const rows = entries.map(
      (e) =>
        `(${params.add(e.kind)}::text, ${params.add(e.userId ?? null)}::uuid, ${params.add(e.email ?? null)}::text, ${params.add(e.gameId ?? null)}::uuid, ${params.add(JSON.stringify(e.payload))}::jsonb)`,
    );
    return `INSERT INTO outbox (kind, user_id, email, game_id, payload) ${valuesOnlyWith(rows, onlyWith)}`;
  }
}
