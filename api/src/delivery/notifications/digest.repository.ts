import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A user who chose the digest for some kind, with when they want it. */
export interface DigestSubscriberRow {
  user_id: string;
  time_zone: string;
  digest_hour: number;
  /** How they chose to hear of messages (null: not chosen). */
  message_mode: string | null;
}

/** A game waiting for the user's move, as the digest lists it. */
export interface DigestGameRow {
  gameId: string;
  variant: string;
  opponents: string | null;
  deadline: Date | null;
}

/** A game with messages for the user since the last digest. */
export interface DigestMessagesRow {
  gameId: string;
  variant: string;
  count: number;
}

/**
 * What the daily digest is made of: its subscribers (`notification_settings`), the days already
 * sent (`digest_log`), the games waiting for each (`games`, `game_seats`, `muted_games`) and the
 * messages since the last digest (`outbox`).
 */
@Injectable()
export class DigestRepository {
  subscribers(manager: EntityManager): Promise<DigestSubscriberRow[]> {
    return manager.query(
      `SELECT user_id, time_zone, digest_hour, s.kinds->>'message' AS message_mode FROM notification_settings s
        WHERE EXISTS (SELECT 1 FROM jsonb_each_text(s.kinds) k WHERE k.value = 'digest') ORDER BY user_id`,
    );
  }

  /** Records the user's digest of `day`; false when it was recorded already (by this or another instance). */
  async claimDay(manager: EntityManager, userId: string, day: string): Promise<boolean> {
    const claimed = await manager.query(
      `INSERT INTO digest_log (user_id, day) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING day`,
      [userId, day],
    );
    return claimed.length > 0;
  }

  /** The games waiting for the user's move, muted ones left out, the nearest deadline first. */
  gamesToMove(manager: EntityManager, userId: string): Promise<DigestGameRow[]> {
    return manager.query(
      `SELECT g.id AS "gameId", g.variant, g.deadline_at AS deadline,
                  (SELECT string_agg(DISTINCT u.display_name, ', ') FROM game_seats o JOIN users u ON u.id = o.user_id
                    WHERE o.game_id = g.id AND o.user_id <> $1) AS opponents
             FROM games g
            WHERE g.status IN ('active', 'setup')
              AND EXISTS (SELECT 1 FROM game_seats s WHERE s.game_id = g.id AND s.user_id = $1 AND s.seat = ANY (g.to_move))
              AND NOT EXISTS (SELECT 1 FROM muted_games mg WHERE mg.user_id = $1 AND mg.game_id = g.id)
            ORDER BY g.deadline_at NULLS LAST, g.id`,
      [userId],
    );
  }

  /** The games with messages to the user since the last digest (or the last day), muted ones left out. */
  messagesSinceLastDigest(manager: EntityManager, userId: string): Promise<DigestMessagesRow[]> {
    return manager.query(
      `SELECT o.game_id AS "gameId", g.variant, count(*)::int AS count
                   FROM outbox o JOIN games g ON g.id = o.game_id
                  WHERE o.user_id = $1 AND o.kind = 'message'
                    AND o.created_at > coalesce((SELECT max(created_at) FROM outbox WHERE user_id = $1 AND kind = 'digest'), now() - interval '1 day')
                    AND NOT EXISTS (SELECT 1 FROM muted_games mg WHERE mg.user_id = $1 AND mg.game_id = o.game_id)
                  GROUP BY o.game_id, g.variant ORDER BY min(o.id)`,
      [userId],
    );
  }
}
