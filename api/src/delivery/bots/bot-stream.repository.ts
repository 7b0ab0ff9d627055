import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

/** The most of each kind a bot's stream reads at once (a bot plays at most 100 games at once). */
export const BOT_STREAM_LIMIT = 200;

/** What a bot's stream reads of its seats: invitations, running games, seats to act. */
@Injectable()
export class BotStreamRepository {
  /** Seats the bot is invited to, oldest game first (game_seats_user_idx). */
  async invitations(m: EntityManager, botId: string): Promise<{ gameId: string; seat: string }[]> {
    return preparedQuery(
      m,
      `SELECT game_id AS "gameId", seat FROM game_seats WHERE user_id = $1 AND state = 'invited'
        ORDER BY game_id, seat LIMIT ${BOT_STREAM_LIMIT}`,
      [botId],
    );
  }

  /**
   * Challenges to the bot it has not answered, pending and not expired, oldest first
   * (challenge_invitees_user_idx): what it may accept or decline.
   */
  async challenges(m: EntityManager, botId: string): Promise<Record<string, unknown>[]> {
    return preparedQuery(
      m,
      `SELECT c.id AS "challengeId", u.username AS "by", c.variant, c.options, c.time_control AS "timeControl",
              i.seat, c.expires_at AS "expiresAt"
         FROM challenge_invitees i JOIN challenges c ON c.id = i.challenge_id JOIN users u ON u.id = c.challenger_id
        WHERE i.user_id = $1 AND i.answer IS NULL AND c.status = 'pending' AND c.expires_at > now()
        ORDER BY i.created_at, i.challenge_id LIMIT ${BOT_STREAM_LIMIT}`,
      [botId],
    );
  }

  /** Games in set-up or play where the bot holds a seat (game_seats_list_status_idx). */
  async running(m: EntityManager, botId: string): Promise<string[]> {
    const rows = await preparedQuery<{ gameId: string }>(
      m,
      `SELECT DISTINCT game_id AS "gameId" FROM game_seats
        WHERE user_id = $1 AND list_status = 'active' AND state = 'taken' LIMIT ${BOT_STREAM_LIMIT}`,
      [botId],
    );
    return rows.map((r) => r.gameId);
  }

  /** Games where one of the bot's seats must act now (game_seats_acting_idx). */
  async acting(m: EntityManager, botId: string): Promise<string[]> {
    const rows = await preparedQuery<{ gameId: string }>(
      m,
      `SELECT DISTINCT game_id AS "gameId" FROM game_seats WHERE user_id = $1 AND acting LIMIT ${BOT_STREAM_LIMIT}`,
      [botId],
    );
    return rows.map((r) => r.gameId);
  }
}
