import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DEFAULT_QUIET_HOURS, type NotificationSettings } from './notification-settings';

/**
 * A user's notification settings (`notification_settings`, a row only once changed) and the games
 * they muted (`muted_games`).
 */
@Injectable()
export class NotificationSettingsRepository {
  /** The user's stored settings; undefined while they have none. */
  async find(manager: EntityManager, userId: string): Promise<NotificationSettings | undefined> {
    const [row] = await manager.query(
      `SELECT language, time_zone AS "timeZone", digest_hour AS "digestHour", reminders, kinds, push,
              coalesce(quiet_hours, $2::jsonb) AS "quietHours" FROM notification_settings WHERE user_id = $1`,
      [userId, JSON.stringify(DEFAULT_QUIET_HOURS)],
    );
    return row;
  }

  async save(manager: EntityManager, userId: string, s: NotificationSettings): Promise<void> {
    await manager.query(
      `INSERT INTO notification_settings (user_id, language, time_zone, digest_hour, reminders, kinds, push, quiet_hours, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, now())
       ON CONFLICT (user_id) DO UPDATE SET language = $2, time_zone = $3, digest_hour = $4, reminders = $5, kinds = $6::jsonb, push = $7::jsonb,
                                           quiet_hours = $8::jsonb, updated_at = now()`,
      [
        userId,
        s.language,
        s.timeZone,
        s.digestHour,
        s.reminders,
        JSON.stringify(s.kinds),
        JSON.stringify(s.push ?? {}),
        JSON.stringify(s.quietHours ?? DEFAULT_QUIET_HOURS),
      ],
    );
  }

  /** The ids of the games the user muted, in the order muted. */
  async mutedGames(manager: EntityManager, userId: string): Promise<string[]> {
    const rows: { game_id: string }[] = await manager.query(
      `SELECT game_id FROM muted_games WHERE user_id = $1 ORDER BY created_at, game_id`,
      [userId],
    );
    return rows.map((r) => r.game_id);
  }

  async gameExists(manager: EntityManager, gameId: string): Promise<boolean> {
    const [game] = await manager.query(`SELECT id FROM games WHERE id = $1`, [gameId]);
    return !!game;
  }

  async mute(manager: EntityManager, userId: string, gameId: string): Promise<void> {
    await manager.query(`INSERT INTO muted_games (user_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      userId,
      gameId,
    ]);
  }

  async unmute(manager: EntityManager, userId: string, gameId: string): Promise<void> {
    await manager.query(`DELETE FROM muted_games WHERE user_id = $1 AND game_id = $2`, [userId, gameId]);
  }

  /** A closed account's settings, muted games and in-app notifications. */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `WITH settings_gone AS (DELETE FROM notification_settings WHERE user_id = $1),
            mutes_gone AS (DELETE FROM muted_games WHERE user_id = $1)
       DELETE FROM user_notifications WHERE user_id = $1`,
      [userId],
    );
  }
}
