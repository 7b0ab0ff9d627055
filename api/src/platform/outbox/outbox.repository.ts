import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
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
 * transaction rather than opening its own, which is the whole point of an outbox. (A change to a
 * game writes its notifications in its own statement: GameChangeRepository.notifications.)
 * Every row fans out in that same transaction, by the trigger `outbox_fan_out`
 * (migrations/1796090000000-correspondence.ts): the in-app notification, one delivery per
 * matching webhook, and the NOTIFYs that wake the user's streams and the email dispatcher.
 */
@Injectable()
export class OutboxRepository {
  /**
   * `emailNotBefore`: the rows' email waits until then (a message's burst, see
   * notifications/message-burst.ts); their in-app notifications and webhooks go out at once.
   */
  async write(manager: EntityManager, entries: readonly OutboxEntry[], emailNotBefore?: Date): Promise<void> {
    if (entries.length === 0) return;
    // One multi-row INSERT: a move that notifies four players costs one round trip.
    const params: unknown[] = [];
    const rows = entries.map((e) => {
      params.push(
        e.kind,
        e.userId ?? null,
        e.email ?? null,
        e.gameId ?? null,
        JSON.stringify(e.payload),
        emailNotBefore ?? null,
      );
      const n = params.length;
      return `($${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}::jsonb, coalesce($${n}::timestamptz, now()))`;
    });
    await manager.query(
      `INSERT INTO outbox (kind, user_id, email, game_id, payload, available_at) VALUES ${rows.join(', ')}`,
      params,
    );
  }
}
