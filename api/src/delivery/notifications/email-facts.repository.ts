import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { GameView } from '@entente/engine';
import type { NotificationSettings } from './notification-settings';

/** A recipient with an account: address, name, settings (null while never changed) and muted games. */
export interface RecipientRow {
  id: string;
  email: string;
  display_name: string;
  settings: NotificationSettings | null;
  muted: string[];
}

/** What an email tells of a game. */
export interface GameFactsRow {
  id: string;
  variant: '007' | 'coalition';
  status: string;
  view: GameView | null;
  result: GameView['result'];
  toMove: string[];
  clocks: Record<string, { since?: string; deadline?: string }>;
  seats: { seat: string; userId: string | null; name: string | null; computer: string | null }[];
  createdBy: string;
}

/**
 * What the emails of a batch of outbox rows are written from: the recipients (`users` with their
 * `notification_settings` and `muted_games`), the games (`games`, `game_seats`) and their moves
 * (`game_events`). Read-only.
 */
@Injectable()
export class EmailFactsRepository {
  recipients(manager: EntityManager, userIds: readonly string[]): Promise<RecipientRow[]> {
    return manager.query(
      `SELECT u.id, u.email, u.display_name,
              (SELECT json_build_object('language', s.language, 'timeZone', s.time_zone, 'digestHour', s.digest_hour, 'reminders', s.reminders, 'kinds', s.kinds, 'push', s.push)
                 FROM notification_settings s WHERE s.user_id = u.id) AS settings,
              ARRAY(SELECT game_id::text FROM muted_games mg WHERE mg.user_id = u.id) AS muted
         FROM users u WHERE u.id = ANY($1::uuid[])`,
      [userIds],
    );
  }

  games(manager: EntityManager, ids: readonly string[]): Promise<GameFactsRow[]> {
    return manager.query(
      `SELECT g.id, g.variant, g.status, g.view, g.result, g.to_move AS "toMove", g.clocks, g.created_by AS "createdBy",
              (SELECT json_agg(json_build_object('seat', s.seat, 'userId', s.user_id, 'name', u.display_name, 'computer', s.computer) ORDER BY s.seat)
                 FROM game_seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.game_id = g.id) AS seats
         FROM games g WHERE g.id = ANY($1::uuid[])`,
      [ids],
    );
  }

  /** The seq of each (game, user) pair's last own event, for the pairs that have one. */
  lastActions(
    manager: EntityManager,
    pairs: readonly { gameId: string | null; userId: string | null }[],
  ): Promise<{ game_id: string; user_id: string; seq: number }[]> {
    return manager.query(
      `SELECT e.game_id, e.user_id, max(e.seq) AS seq FROM game_events e
         JOIN unnest($1::uuid[], $2::uuid[]) AS c(game_id, user_id) ON c.game_id = e.game_id AND c.user_id = e.user_id
        GROUP BY e.game_id, e.user_id`,
      [pairs.map((p) => p.gameId), pairs.map((p) => p.userId)],
    );
  }

  /** The board moves after the user's own last move up to seq `upTo`, newest first (at most 12). */
  movesSinceMine(
    manager: EntityManager,
    gameId: string,
    userId: string | null,
    upTo: number,
  ): Promise<{ seat: string; move: string }[]> {
    return manager.query(
      `SELECT seat, payload->'action'->>'move' AS move FROM game_events
        WHERE game_id = $1 AND type = 'move' AND seq <= $3
          AND seq > coalesce((SELECT max(seq) FROM game_events
                               WHERE game_id = $1 AND user_id = $2 AND type = 'move' AND seq <= $3), 0)
        ORDER BY seq DESC LIMIT 12`,
      [gameId, userId, upTo],
    );
  }
}
