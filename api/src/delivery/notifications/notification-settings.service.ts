import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import type { NotificationKind } from '../../platform/outbox/notification-kind';
import type { UpdateNotificationSettingsDto } from './dto/notification-settings.dto';
import {
  CONFIGURABLE_KINDS,
  DEFAULT_SETTINGS,
  DELIVERY_MODES,
  type DeliveryMode,
  isTimeZone,
  type NotificationSettings,
} from './notification-settings';

/** A user's notification settings (a row only once changed; defaults otherwise) and game mutes. */
@Injectable()
export class NotificationSettingsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async get(userId: string, manager: EntityManager = this.db.manager): Promise<NotificationSettings> {
    const [row] = await manager.query(
      `SELECT language, time_zone AS "timeZone", digest_hour AS "digestHour", reminders, kinds FROM notification_settings WHERE user_id = $1`,
      [userId],
    );
    return row ?? DEFAULT_SETTINGS;
  }

  async update(userId: string, patch: UpdateNotificationSettingsDto): Promise<NotificationSettings> {
    if (patch.timeZone !== undefined && !isTimeZone(patch.timeZone)) {
      throw new DomainError('BAD_TIME_ZONE', `${patch.timeZone} is not an IANA time zone (e.g. Europe/Berlin).`);
    }
    for (const [kind, mode] of Object.entries(patch.kinds ?? {})) {
      if (!CONFIGURABLE_KINDS.includes(kind as NotificationKind)) {
        throw new DomainError(
          'UNKNOWN_NOTIFICATION_KIND',
          `No notification kind ${kind}; kinds are ${CONFIGURABLE_KINDS.join(', ')}.`,
        );
      }
      if (!DELIVERY_MODES.includes(mode as DeliveryMode))
        throw new DomainError('BAD_DELIVERY_MODE', `${kind}: ${mode} is not one of ${DELIVERY_MODES.join(', ')}.`);
    }
    return this.db.transaction(async (m) => {
      const current = await this.get(userId, m);
      const next: NotificationSettings = {
        language: patch.language ?? current.language,
        timeZone: patch.timeZone ?? current.timeZone,
        digestHour: patch.digestHour ?? current.digestHour,
        reminders: patch.reminders ? [...new Set(patch.reminders)] : current.reminders,
        kinds: { ...current.kinds, ...(patch.kinds as Record<string, DeliveryMode> | undefined) },
      };
      await this.save(m, userId, next);
      return next;
    });
  }

  /** One kind to `never` (the one-click unsubscribe). */
  async unsubscribe(userId: string, kind: NotificationKind): Promise<void> {
    await this.db.transaction(async (m) => {
      const current = await this.get(userId, m);
      await this.save(m, userId, { ...current, kinds: { ...current.kinds, [kind]: 'never' } });
    });
  }

  async mutedGames(userId: string): Promise<string[]> {
    const rows: { game_id: string }[] = await this.db.query(
      `SELECT game_id FROM muted_games WHERE user_id = $1 ORDER BY created_at, game_id`,
      [userId],
    );
    return rows.map((r) => r.game_id);
  }

  async mute(userId: string, gameId: string, muted: boolean): Promise<void> {
    if (!muted) {
      await this.db.query(`DELETE FROM muted_games WHERE user_id = $1 AND game_id = $2`, [userId, gameId]);
      return;
    }
    const [game] = await this.db.query(`SELECT id FROM games WHERE id = $1`, [gameId]);
    if (!game) throw new DomainError('GAME_NOT_FOUND', `No game ${gameId}`);
    await this.db.query(`INSERT INTO muted_games (user_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      userId,
      gameId,
    ]);
  }

  private async save(m: EntityManager, userId: string, s: NotificationSettings): Promise<void> {
    await m.query(
      `INSERT INTO notification_settings (user_id, language, time_zone, digest_hour, reminders, kinds, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, now())
       ON CONFLICT (user_id) DO UPDATE SET language = $2, time_zone = $3, digest_hour = $4, reminders = $5, kinds = $6::jsonb, updated_at = now()`,
      [userId, s.language, s.timeZone, s.digestHour, s.reminders, JSON.stringify(s.kinds)],
    );
  }
}
