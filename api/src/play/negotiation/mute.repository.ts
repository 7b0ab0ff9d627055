import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

/** Which seats of a game each player has muted, for themselves only (`message_mutes`). */
@Injectable()
export class MuteRepository {
  async mute(manager: EntityManager, gameId: string, userId: string, seat: string): Promise<void> {
    await preparedQuery(
      manager,
      `INSERT INTO message_mutes (game_id, user_id, seat) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [gameId, userId, seat],
    );
  }

  async unmute(manager: EntityManager, gameId: string, userId: string, seat: string): Promise<void> {
    await preparedQuery(manager, `DELETE FROM message_mutes WHERE game_id = $1 AND user_id = $2 AND seat = $3`, [
      gameId,
      userId,
      seat,
    ]);
  }

  /** The seats the user has muted in the game. */
  async mutedBy(manager: EntityManager, gameId: string, userId: string): Promise<Set<string>> {
    const rows = await preparedQuery<{ seat: string }>(
      manager,
      `SELECT seat FROM message_mutes WHERE game_id = $1 AND user_id = $2`,
      [gameId, userId],
    );
    return new Set(rows.map((r) => r.seat));
  }

  /** The users who have muted the seat in the game. */
  async mutersOf(manager: EntityManager, gameId: string, seat: string): Promise<Set<string>> {
    const rows = await preparedQuery<{ user_id: string }>(
      manager,
      `SELECT user_id FROM message_mutes WHERE game_id = $1 AND seat = $2`,
      [gameId, seat],
    );
    return new Set(rows.map((r) => r.user_id));
  }
}
