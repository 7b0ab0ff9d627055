import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Level } from '@entente/engine';
import { preparedQuery } from '../../platform/database/prepared-query';
import type { AbandonedMode } from '../core/abandoned-option';
import type { AnalysisRule } from '../core/analysis-option';
import type { JoinRequirements } from '../core/join-requirements';
import type { Press, PressReveal } from '../core/press';
import type { SeatState } from '../core/game-record';
import type { TimeControl } from '../core/time-control';

/** A game of the lobby's list with its creator and seats, as one statement reads them. */
export interface LobbyRow {
  id: string;
  variant: '007' | 'coalition';
  rules_edition: string;
  options: Record<string, unknown>;
  time_control: TimeControl;
  status: 'open' | 'setup' | 'active';
  abandoned: AbandonedMode;
  lobby_since: Date;
  rated: boolean;
  press: Press;
  press_reveal: PressReveal;
  /** Null only for a row written without it (analysis-option.ts). */
  analysis: AnalysisRule | null;
  join_requirements: JoinRequirements | null;
  creator_id: string;
  creator_username: string;
  creator_display_name: string;
  creator_bot: boolean;
  seats: {
    seat: string;
    state: SeatState;
    userId: string | null;
    username: string | null;
    displayName: string | null;
    bot: boolean | null;
    computer: Level | null;
    offeredAt: string | null;
    offeredTo: string | null;
  }[];
}

/** Which games of the lobby a page reads: a variant's or all, after a (listed at, id) key. */
export interface LobbyFilter {
  readonly variant?: string;
  readonly after: readonly [since: string, id: string] | null;
}

/**
 * The lobby (`games.lobby_since`, see migrations/1796110000000-lobby.ts): each game's place in
 * it, kept under the game's row lock, and its list, newest first, keyset-paged on (listed at, id)
 * over the partial index `games_lobby_idx`.
 */
@Injectable()
export class LobbyRepository {
  /**
   * The game's place in the lobby after a change to its seats: listed while the game is open and
   * has a seat anyone may take, or runs and has a seat offered to anyone as a substitute, from the
   * moment it first had one; unlisted once no such seat is left or it ends. The lobby is public,
   * so a private club's games are never listed (their members reach them in the club). Run after
   * the change is committed, so an abort or the end of the game is seen.
   */
  async updateListing(manager: EntityManager, gameId: string, now: Date): Promise<void> {
    await manager.query(
      `UPDATE games g
          SET lobby_since = CASE
                WHEN ((g.status = 'open' AND EXISTS (SELECT 1 FROM game_seats s WHERE s.game_id = g.id AND s.state = 'open'))
                  OR (g.status IN ('setup', 'active') AND EXISTS (SELECT 1 FROM game_seats s
                       WHERE s.game_id = g.id AND s.offered_at IS NOT NULL AND s.offered_to IS NULL)))
                 -- The lobby is public: a private club's games are never listed there.
                 AND NOT EXISTS (SELECT 1 FROM ladder_games lg JOIN ladders l ON l.id = lg.ladder_id
                       JOIN clubs c ON c.id = l.club_id WHERE lg.game_id = g.id AND c.visibility = 'private')
                 AND NOT EXISTS (SELECT 1 FROM tournament_games tg JOIN tournaments t ON t.id = tg.tournament_id
                       JOIN clubs c ON c.id = t.club_id WHERE tg.game_id = g.id AND c.visibility = 'private')
                THEN coalesce(g.lobby_since, $2::timestamptz)
                ELSE NULL END
        WHERE g.id = $1`,
      [gameId, now],
    );
  }

  /** The ended game's offers withdrawn: none of its seats is offered any more. */
  async withdrawOffers(manager: EntityManager, gameId: string): Promise<void> {
    await manager.query(`UPDATE game_seats SET offered_at = NULL, offered_to = NULL WHERE game_id = $1`, [gameId]);
  }

  /** The ended game out of the lobby. */
  async unlist(manager: EntityManager, gameId: string): Promise<void> {
    await manager.query(`UPDATE games SET lobby_since = NULL WHERE id = $1`, [gameId]);
  }

  /** Up to `limit` games of the lobby, newest first. */
  async page(manager: EntityManager, filter: LobbyFilter, limit: number): Promise<LobbyRow[]> {
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = ['g.lobby_since IS NOT NULL'];
    if (filter.variant) where.push(`g.variant = ${param(filter.variant)}`);
    if (filter.after) {
      const [since, id] = filter.after;
      where.push(`(g.lobby_since, g.id) < (${param(since)}::timestamptz, ${param(id)}::uuid)`);
    }
    return (await preparedQuery(
      manager,
      `SELECT g.id, g.variant, g.rules_edition, g.options, g.time_control, g.status, g.abandoned, g.lobby_since, g.rated, g.press, g.press_reveal, g.analysis, g.join_requirements,
              cu.id AS creator_id, cu.username AS creator_username, cu.display_name AS creator_display_name,
              cu.bot AS creator_bot,
              (SELECT json_agg(json_build_object('seat', s.seat, 'state', s.state, 'userId', s.user_id,
                        'username', u.username, 'displayName', u.display_name, 'bot', u.bot, 'computer', s.computer,
                        'offeredAt', s.offered_at, 'offeredTo', s.offered_to))
                 FROM game_seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.game_id = g.id) AS seats
         FROM games g JOIN users cu ON cu.id = g.created_by
        WHERE ${where.join(' AND ')}
        ORDER BY g.lobby_since DESC, g.id DESC
        LIMIT ${param(limit)}`,
      params,
    )) as LobbyRow[];
  }
}
