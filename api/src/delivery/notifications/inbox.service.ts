import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import type { NotificationDto, NotificationPageDto } from './dto/notification.dto';

interface Row {
  id: string;
  kind: string;
  game_id: string | null;
  payload: Record<string, unknown>;
  created_at: Date;
  read_at: Date | null;
}

export function presentNotification(r: Row): NotificationDto {
  return {
    id: String(r.id),
    kind: r.kind,
    gameId: r.game_id,
    payload: r.payload,
    createdAt: r.created_at.toISOString(),
    readAt: r.read_at ? r.read_at.toISOString() : null,
  };
}

/**
 * In-app notifications: written by the outbox trigger in the transaction of the change that caused
 * them (see the correspondence migration), newest first, keyset-paged by id.
 */
@Injectable()
export class InboxService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async page(userId: string, q: { unread?: boolean; before?: number; limit?: number }): Promise<NotificationPageDto> {
    const limit = q.limit ?? 20;
    // Conditions written out, not switched by parameters, so each form is planned on its index
    // (the unread ones have their own: user_notifications_unread_idx).
    const params: unknown[] = [userId, limit + 1];
    const where = [`user_id = $1`];
    if (q.before !== undefined) where.push(`id < $${params.push(q.before)}`);
    if (q.unread === true) where.push(`read_at IS NULL`);
    const rows: Row[] = await this.db.query(
      `SELECT id, kind, game_id, payload, created_at, read_at FROM user_notifications
        WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT $2`,
      params,
    );
    const [{ count }] = await this.db.query(
      `SELECT count(*)::int AS count FROM user_notifications WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
    const items = rows.slice(0, limit).map(presentNotification);
    return { items, nextCursor: rows.length > limit ? items[items.length - 1].id : null, unread: count };
  }

  /** Notifications after an id, oldest first (the catch-up of a resumed stream). */
  async after(userId: string, afterId: string, limit = 500): Promise<NotificationDto[]> {
    const rows: Row[] = await this.db.query(
      `SELECT id, kind, game_id, payload, created_at, read_at FROM user_notifications WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
      [userId, afterId, limit],
    );
    return rows.map(presentNotification);
  }

  /**
   * Notifications at or before an id written by transactions that began in the last `seconds`:
   * those that may have committed after a later id was already read (ids are taken when a row is
   * inserted, not when its transaction commits), for a live stream to pick up late.
   */
  async lateUpTo(userId: string, upToId: string, seconds: number): Promise<NotificationDto[]> {
    // The user's newest 100 up to that id (the index's order, bounded), of them the recent ones.
    const rows: Row[] = await this.db.query(
      `SELECT * FROM (SELECT id, kind, game_id, payload, created_at, read_at FROM user_notifications
                       WHERE user_id = $1 AND id <= $2 ORDER BY id DESC LIMIT 100) recent
        WHERE created_at > now() - make_interval(secs => $3) ORDER BY id`,
      [userId, upToId, seconds],
    );
    return rows.map(presentNotification);
  }

  async markRead(userId: string, id: string): Promise<void> {
    if (!/^\d{1,18}$/.test(id)) throw new DomainError('NOTIFICATION_NOT_FOUND', `No notification ${id}.`);
    const rows = await this.db.query(
      `UPDATE user_notifications SET read_at = coalesce(read_at, now()) WHERE user_id = $1 AND id = $2 RETURNING id`,
      [userId, id],
    );
    if (rows[0].length === 0) throw new DomainError('NOTIFICATION_NOT_FOUND', `No notification ${id}.`);
  }

  /** Every unread notification of the user, or only those about `gameId`; how many were marked. */
  async markAllRead(userId: string, gameId?: string): Promise<number> {
    const rows = await this.db.query(
      `UPDATE user_notifications SET read_at = now()
        WHERE user_id = $1 AND read_at IS NULL AND ($2::uuid IS NULL OR game_id = $2) RETURNING id`,
      [userId, gameId ?? null],
    );
    return rows[0].length;
  }
}
