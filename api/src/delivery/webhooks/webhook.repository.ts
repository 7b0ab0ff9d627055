import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A webhook as its owner lists it (the secret never). */
export interface WebhookRow {
  id: string;
  url: string;
  kinds: string[];
  created_at: Date;
}

/** A user's webhooks (`webhooks`); a removed one is disabled, its delivery log kept. */
@Injectable()
export class WebhookRepository {
  async countActive(manager: EntityManager, userId: string): Promise<number> {
    const [{ count }] = await manager.query(
      `SELECT count(*)::int AS count FROM webhooks WHERE user_id = $1 AND disabled_at IS NULL`,
      [userId],
    );
    return count;
  }

  async insert(
    manager: EntityManager,
    userId: string,
    url: string,
    secret: string,
    kinds: readonly string[],
  ): Promise<{ id: string; created_at: Date }> {
    const [row] = await manager.query(
      `INSERT INTO webhooks (user_id, url, secret, kinds) VALUES ($1, $2, $3, $4) RETURNING id, created_at`,
      [userId, url, secret, kinds],
    );
    return row;
  }

  listActive(manager: EntityManager, userId: string): Promise<WebhookRow[]> {
    return manager.query(
      `SELECT id, url, kinds, created_at FROM webhooks WHERE user_id = $1 AND disabled_at IS NULL ORDER BY created_at, id`,
      [userId],
    );
  }

  /** False when the user has no such webhook still active. */
  async disable(manager: EntityManager, userId: string, id: string): Promise<boolean> {
    const rows = await manager.query(
      `UPDATE webhooks SET disabled_at = now() WHERE id = $1 AND user_id = $2 AND disabled_at IS NULL RETURNING id`,
      [id, userId],
    );
    return rows[0].length > 0;
  }

  /** Whether the user has (or had: disabled ones too) the webhook. */
  async owns(manager: EntityManager, userId: string, id: string): Promise<boolean> {
    const [hook] = await manager.query(`SELECT id FROM webhooks WHERE id = $1 AND user_id = $2`, [id, userId]);
    return !!hook;
  }

  /** Every webhook of a closed account, its delivery log with it (ON DELETE CASCADE). */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM webhooks WHERE user_id = $1`, [userId]);
  }
}
