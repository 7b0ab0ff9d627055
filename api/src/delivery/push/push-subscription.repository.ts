import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A push subscription as its owner lists it (its keys never). */
export interface PushSubscriptionRow {
  id: string;
  endpoint: string;
  device: string | null;
  created_at: Date;
}

/**
 * The users' push subscriptions (`push_subscriptions`): one per browser endpoint. Subscribing an
 * endpoint again (new keys, or another account signed in on that browser) takes it over.
 */
@Injectable()
export class PushSubscriptionRepository {
  /** The user's row, locked: two subscriptions of one user wait for each other (the limit holds). */
  async lockOwner(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  }

  async countOf(manager: EntityManager, userId: string): Promise<number> {
    const [{ count }] = await manager.query(
      `SELECT count(*)::int AS count FROM push_subscriptions WHERE user_id = $1`,
      [userId],
    );
    return count;
  }

  /** Inserts or takes over the endpoint's subscription; its pending deliveries for the former owner go. */
  async upsert(
    manager: EntityManager,
    userId: string,
    endpoint: string,
    p256dh: string,
    auth: string,
    device: string | null,
  ): Promise<{ id: string; created_at: Date }> {
    const [row] = await manager.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, device) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = $1, p256dh = $3, auth = $4, device = $5,
              created_at = CASE WHEN push_subscriptions.user_id = $1 THEN push_subscriptions.created_at ELSE now() END
       RETURNING id, created_at`,
      [userId, endpoint, p256dh, auth, device],
    );
    return row;
  }

  /** Deliveries still pending for another owner of a taken-over endpoint: none reach the new one. */
  async dropPendingOfOthers(manager: EntityManager, subscriptionId: string, userId: string): Promise<void> {
    await manager.query(
      `DELETE FROM push_deliveries d USING outbox o
        WHERE d.subscription_id = $1 AND o.id = d.outbox_id AND o.user_id <> $2 AND d.delivered_at IS NULL`,
      [subscriptionId, userId],
    );
  }

  list(manager: EntityManager, userId: string): Promise<PushSubscriptionRow[]> {
    return manager.query(
      `SELECT id, endpoint, device, created_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  /** False when the user has no such subscription. */
  async remove(manager: EntityManager, userId: string, id: string): Promise<boolean> {
    const [rows] = await manager.query(`DELETE FROM push_subscriptions WHERE id = $1 AND user_id = $2 RETURNING id`, [
      id,
      userId,
    ]);
    return rows.length > 0;
  }

  /** The push service said the subscription is gone (404, 410): so is ours, its deliveries with it. */
  async removeGone(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM push_subscriptions WHERE id = $1`, [id]);
  }

  /** Every subscription of a closed account. */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM push_subscriptions WHERE user_id = $1`, [userId]);
  }
}
