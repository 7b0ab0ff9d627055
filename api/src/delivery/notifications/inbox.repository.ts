import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** An in-app notification as stored. */
export interface NotificationRow {
  id: string;
  kind: string;
  game_id: string | null;
  payload: Record<string, unknown>;
  created_at: Date;
  read_at: Date | null;
}

/**
 * The in-app notifications (`user_notifications`). Rows are written by the outbox trigger in the
 * transaction of the change that caused them (see the correspondence migration); read newest
 * first, keyset-paged by id.
 */
@Injectable()
export class InboxRepository {
  /** A page of a user's notifications, newest first; one row more than `limit` tells of a next page. */
  async page(
    manager: EntityManager,
    userId: string,
    q: { unread?: boolean; before?: number; limit: number },
  ): Promise<NotificationRow[]> {
    // Conditions written out, not switched by parameters, so each form is planned on its index
    // (the unread ones have their own: user_notifications_unread_idx).
    const params: unknown[] = [userId, q.limit + 1];
    const where = [`user_id = $1`];
    if (q.before !== undefined) where.push(`id < $${params.push(q.before)}`);
    if (q.unread === true) where.push(`read_at IS NULL`);
    return manager.query(
      `SELECT id, kind, game_id, payload, created_at, read_at FROM user_notifications
        WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT $2`,
      params,
    );
  }

  async unreadCount(manager: EntityManager, userId: string): Promise<number> {
    const [{ count }] = await manager.query(
      `SELECT count(*)::int AS count FROM user_notifications WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
    return count;
  }

  /** Notifications after an id, oldest first. */
  after(manager: EntityManager, userId: string, afterId: string, limit: number): Promise<NotificationRow[]> {
    return manager.query(
      `SELECT id, kind, game_id, payload, created_at, read_at FROM user_notifications WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
      [userId, afterId, limit],
    );
  }

  /** Of the user's newest 100 up to an id (the index's order, bounded), those created in the last `seconds`, oldest first. */
  lateUpTo(manager: EntityManager, userId: string, upToId: string, seconds: number): Promise<NotificationRow[]> {
    return manager.query(
      `SELECT * FROM (SELECT id, kind, game_id, payload, created_at, read_at FROM user_notifications
                       WHERE user_id = $1 AND id <= $2 ORDER BY id DESC LIMIT 100) recent
        WHERE created_at > now() - make_interval(secs => $3) ORDER BY id`,
      [userId, upToId, seconds],
    );
  }

  /** The id of the user's newest notification, '0' when none. */
  async newestId(manager: EntityManager, userId: string): Promise<string> {
    const [{ max }] = await manager.query(
      `SELECT coalesce(max(id), 0)::text AS max FROM user_notifications WHERE user_id = $1`,
      [userId],
    );
    return max as string;
  }

  /** Marks one notification read (once: a later call keeps the first time); false when the user has no such one. */
  async markRead(manager: EntityManager, userId: string, id: string): Promise<boolean> {
    const rows = await manager.query(
      `UPDATE user_notifications SET read_at = coalesce(read_at, now()) WHERE user_id = $1 AND id = $2 RETURNING id`,
      [userId, id],
    );
    return rows[0].length > 0;
  }

  /** Marks every unread notification of the user read, or only those about `gameId`; how many. */
  async markAllRead(manager: EntityManager, userId: string, gameId: string | null): Promise<number> {
    const rows = await manager.query(
      `UPDATE user_notifications SET read_at = now()
        WHERE user_id = $1 AND read_at IS NULL AND ($2::uuid IS NULL OR game_id = $2) RETURNING id`,
      [userId, gameId],
    );
    return rows[0].length;
  }
}
