import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import type { NotificationDto, NotificationPageDto } from './dto/notification.dto';
import { InboxRepository, type NotificationRow } from './inbox.repository';

/**
 * A notification as the caller may see it. A notification about a game carries game data (a
 * position, a private channel's text): without `games:read` its payload is withheld, so a token
 * that may read the account learns that something happened in a game, not what.
 */
export function presentNotification(r: NotificationRow, gameData: boolean): NotificationDto {
  const withheld = !gameData && r.game_id !== null;
  return {
    id: String(r.id),
    kind: r.kind,
    gameId: r.game_id,
    payload: withheld ? {} : r.payload,
    withheld,
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
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: InboxRepository,
  ) {}

  /** `gameData`: whether the caller may see game data (the scope `games:read`). */
  async page(
    userId: string,
    q: { unread?: boolean; before?: number; limit?: number },
    gameData: boolean,
  ): Promise<NotificationPageDto> {
    const limit = q.limit ?? 20;
    const rows = await this.notifications.page(this.db.manager, userId, { ...q, limit });
    const count = await this.notifications.unreadCount(this.db.manager, userId);
    const items = rows.slice(0, limit).map((r) => presentNotification(r, gameData));
    return { items, nextCursor: rows.length > limit ? items[items.length - 1].id : null, unread: count };
  }

  /** Notifications after an id, oldest first (the catch-up of a resumed stream). */
  async after(userId: string, afterId: string, gameData: boolean, limit = 500): Promise<NotificationDto[]> {
    return (await this.notifications.after(this.db.manager, userId, afterId, limit)).map((r) =>
      presentNotification(r, gameData),
    );
  }

  /**
   * Notifications at or before an id written by transactions that began in the last `seconds`:
   * those that may have committed after a later id was already read (ids are taken when a row is
   * inserted, not when its transaction commits), for a live stream to pick up late.
   */
  async lateUpTo(userId: string, upToId: string, seconds: number, gameData: boolean): Promise<NotificationDto[]> {
    return (await this.notifications.lateUpTo(this.db.manager, userId, upToId, seconds)).map((r) =>
      presentNotification(r, gameData),
    );
  }

  /** The id of the user's newest notification ('0' when none): where a fresh stream starts. */
  newestId(userId: string): Promise<string> {
    return this.notifications.newestId(this.db.manager, userId);
  }

  async markRead(userId: string, id: string): Promise<void> {
    const found = /^\d{1,18}$/.test(id) && (await this.notifications.markRead(this.db.manager, userId, id));
    if (!found) throw new DomainError('NOTIFICATION_NOT_FOUND', `No notification ${id}.`);
  }

  /** Every unread notification of the user, or only those about `gameId`; how many were marked. */
  markAllRead(userId: string, gameId?: string): Promise<number> {
    return this.notifications.markAllRead(this.db.manager, userId, gameId ?? null);
  }
}
