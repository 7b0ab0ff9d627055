import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

/** What play knows of an account about to become a bot. */
@Injectable()
export class BotSeatRepository {
  /** Whether the account holds, held or is invited to any seat (game_seats_user_idx). */
  async hasSeat(m: EntityManager, userId: string): Promise<boolean> {
    const [row] = await preparedQuery<{ any: boolean }>(
      m,
      `SELECT EXISTS (SELECT 1 FROM game_seats WHERE user_id = $1) AS "any"`,
      [userId],
    );
    return row?.any === true;
  }

  /**
   * The games the bot holds or is invited to a seat of, not yet over: what counts against its
   * `maxGames` (game_seats_list_status_idx).
   */
  async gamesInPlay(m: EntityManager, userId: string): Promise<number> {
    const [row] = await preparedQuery<{ n: number }>(
      m,
      `SELECT count(DISTINCT game_id)::int AS n FROM game_seats
        WHERE user_id = $1 AND list_status IN ('open', 'active') AND state IN ('taken', 'invited')`,
      [userId],
    );
    return row?.n ?? 0;
  }

  /** Games the bot created in the last 24 hours with another bot seated or invited. */
  async botGamesToday(m: EntityManager, botId: string): Promise<number> {
    const [row] = await preparedQuery<{ n: number }>(
      m,
      `SELECT count(*)::int AS n FROM games g
        WHERE g.created_by = $1 AND g.created_at > now() - interval '1 day'
          AND EXISTS (SELECT 1 FROM game_seats s JOIN bot_profiles b ON b.user_id = s.user_id
                       WHERE s.game_id = g.id AND s.user_id <> $1)`,
      [botId],
    );
    return row?.n ?? 0;
  }
}
