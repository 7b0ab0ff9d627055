import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { GameResult } from '@entente/engine';
import { preparedQuery } from '../../platform/database/prepared-query';
import type { PointsTable } from '../../play/core/points-table';
import type { HolderCredit, Holding } from './ladder-credit';

interface Person {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
}

/** A game of a ladder with its state on the ladder, its game's status and seats. */
export interface LadderGameRow {
  readonly gameId: string;
  readonly ladderId: string;
  readonly seasonId: string;
  /** playing, counted, void or annulled. */
  readonly state: string;
  readonly status: string;
  readonly result: GameResult | null;
  readonly challenger: Person;
  readonly seats: readonly { seat: string; state: string; user: Person | null }[];
  readonly createdAt: Date;
  readonly countedAt: Date | null;
  readonly annulledAt: Date | null;
}

/** What counting a ladder game needs of its ladder and of its own row. */
export interface LadderGameToCount {
  readonly seasonId: string;
  readonly state: string;
  readonly pointsTable: PointsTable;
  readonly rated: boolean;
  readonly holderCredit: HolderCredit;
  readonly computerGames: boolean;
}

const LADDER_GAME_SELECT = `
  SELECT lg.game_id, lg.ladder_id, lg.season_id, lg.state, lg.created_at, lg.counted_at, lg.annulled_at, g.status, g.result,
         cu.id AS challenger_id, cu.username AS challenger_username, cu.display_name AS challenger_display_name,
         (SELECT json_agg(json_build_object('seat', s.seat, 'state', s.state, 'id', u.id, 'username', u.username, 'displayName', u.display_name) ORDER BY s.seat)
            FROM game_seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.game_id = g.id) AS seats
    FROM ladder_games lg JOIN games g ON g.id = lg.game_id JOIN users cu ON cu.id = lg.challenger_id`;

/**
 * Games (ids in $1) hidden from user $2: games of a private club's ladders and tournaments that
 * they neither belong to the club of nor play in.
 */
const HIDDEN = `
  SELECT cg.game_id FROM (SELECT lg.game_id, l.club_id FROM ladder_games lg JOIN ladders l ON l.id = lg.ladder_id
                           WHERE lg.game_id = ANY($1::uuid[])
                          UNION ALL
                          SELECT tg.game_id, t.club_id FROM tournament_games tg JOIN tournaments t ON t.id = tg.tournament_id
                           WHERE tg.game_id = ANY($1::uuid[])) cg
    JOIN clubs c ON c.id = cg.club_id
   WHERE c.visibility = 'private'
     AND NOT EXISTS (SELECT 1 FROM club_members m WHERE m.club_id = c.id AND m.user_id = $2)
     AND NOT EXISTS (SELECT 1 FROM game_seats s WHERE s.game_id = cg.game_id AND s.user_id = $2)`;

/** Games of ladders (`ladder_games`): which season each counts for and its state on the ladder. */
@Injectable()
export class LadderGameRepository {
  /** A new game of the ladder, counting for the season. */
  async insert(
    m: EntityManager,
    g: { gameId: string; ladderId: string; seasonId: string; challengerId: string },
  ): Promise<void> {
    await m.query(
      `INSERT INTO ladder_games (game_id, ladder_id, season_id, challenger_id, state) VALUES ($1, $2, $3, $4, 'playing')`,
      [g.gameId, g.ladderId, g.seasonId, g.challengerId],
    );
  }

  async find(m: EntityManager, gameId: string): Promise<LadderGameRow | null> {
    const rows: Record<string, unknown>[] = await m.query(`${LADDER_GAME_SELECT} WHERE lg.game_id = $1`, [gameId]);
    return rows.length > 0 ? toLadderGame(rows[0]) : null;
  }

  /** Up to `limit` games of the ladder, newest first, after the game `after` (its created_at and id). */
  async page(
    m: EntityManager,
    ladderId: string,
    filter: { seasonId?: string; state?: string; after?: { createdAt: string; gameId: string } },
    limit: number,
  ): Promise<LadderGameRow[]> {
    const params: unknown[] = [ladderId];
    const where = [`lg.ladder_id = $1`];
    if (filter.seasonId) {
      params.push(filter.seasonId);
      where.push(`lg.season_id = $${params.length}`);
    }
    if (filter.state) {
      params.push(filter.state);
      where.push(`lg.state = $${params.length}`);
    }
    if (filter.after) {
      params.push(filter.after.createdAt, filter.after.gameId);
      where.push(`(lg.created_at, lg.game_id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    params.push(limit);
    const rows: Record<string, unknown>[] = await m.query(
      `${LADDER_GAME_SELECT} WHERE ${where.join(' AND ')} ORDER BY lg.created_at DESC, lg.game_id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map(toLadderGame);
  }

  /**
   * The game's row under FOR UPDATE with its ladder's scoring, or null for a game of no ladder. The
   * season's row is share-locked, which keeps a rebuild (it takes the row FOR UPDATE) from running
   * across the count.
   */
  async lockToCount(m: EntityManager, gameId: string): Promise<LadderGameToCount | null> {
    const rows: {
      season_id: string;
      state: string;
      points_table: PointsTable;
      rated: boolean;
      holder_credit: HolderCredit;
      computer_games: boolean;
    }[] = await m.query(
      `SELECT lg.season_id, lg.state, l.points_table, l.rated, l.holder_credit, l.computer_games FROM ladder_games lg JOIN ladders l ON l.id = lg.ladder_id
          JOIN ladder_seasons ls ON ls.id = lg.season_id
        WHERE lg.game_id = $1 FOR UPDATE OF lg FOR KEY SHARE OF ls`,
      [gameId],
    );
    if (rows.length === 0) return null;
    const r = rows[0];
    return {
      seasonId: r.season_id,
      state: r.state,
      pointsTable: r.points_table,
      rated: r.rated,
      holderCredit: r.holder_credit,
      computerGames: r.computer_games,
    };
  }

  /** The game's season and state under FOR UPDATE, if it is a game of the ladder. */
  async lockOfLadder(
    m: EntityManager,
    gameId: string,
    ladderId: string,
  ): Promise<{ seasonId: string; state: string } | null> {
    const rows: { season_id: string; state: string }[] = await m.query(
      `SELECT season_id, state FROM ladder_games WHERE game_id = $1 AND ladder_id = $2 FOR UPDATE`,
      [gameId, ladderId],
    );
    return rows.length > 0 ? { seasonId: rows[0].season_id, state: rows[0].state } : null;
  }

  /** The ids of the season's counted games, locked in id order. */
  async lockCounted(m: EntityManager, seasonId: string): Promise<string[]> {
    const ids: { game_id: string }[] = await m.query(
      `SELECT game_id FROM ladder_games WHERE season_id = $1 AND state = 'counted' ORDER BY game_id FOR UPDATE`,
      [seasonId],
    );
    return ids.map((r) => r.game_id);
  }

  /** The game ended without counting: aborted before its first move, or played by a computer. */
  async setVoid(m: EntityManager, gameId: string, at: Date): Promise<void> {
    await m.query(`UPDATE ladder_games SET state = 'void', counted_at = $2 WHERE game_id = $1`, [gameId, at]);
  }

  async setCounted(m: EntityManager, gameId: string, at: Date): Promise<void> {
    await m.query(`UPDATE ladder_games SET state = 'counted', counted_at = $2 WHERE game_id = $1`, [gameId, at]);
  }

  async setAnnulled(m: EntityManager, gameId: string): Promise<void> {
    await m.query(`UPDATE ladder_games SET state = 'annulled', annulled_at = now() WHERE game_id = $1`, [gameId]);
  }

  /** Every holding of the game's record of holders (`seat_holders`), in the order they began. */
  async holdings(m: EntityManager, gameId: string): Promise<Holding[]> {
    const rows: { seat: string; user_id: string | null; computer: string | null }[] = await m.query(
      `SELECT seat, user_id, computer FROM seat_holders WHERE game_id = $1 ORDER BY since_seq, seat`,
      [gameId],
    );
    return rows.map((r) => ({ seat: r.seat, userId: r.user_id, computer: r.computer }));
  }

  /** Of the games `ids`, those hidden from the user; prepared, as it runs on most game routes. */
  async hiddenFrom(m: EntityManager, ids: readonly string[], userId: string): Promise<Set<string>> {
    const rows = await preparedQuery<{ game_id: string }>(m, HIDDEN, [ids, userId]);
    return new Set(rows.map((r) => r.game_id));
  }
}

function toLadderGame(r: Record<string, unknown>): LadderGameRow {
  const seats =
    (r.seats as {
      seat: string;
      state: string;
      id: string | null;
      username: string | null;
      displayName: string | null;
    }[]) ?? [];
  return {
    gameId: r.game_id as string,
    ladderId: r.ladder_id as string,
    seasonId: r.season_id as string,
    state: r.state as string,
    status: r.status as string,
    challenger: {
      id: r.challenger_id as string,
      username: r.challenger_username as string,
      displayName: r.challenger_display_name as string,
    },
    seats: seats.map((s) => ({
      seat: s.seat,
      state: s.state,
      user: s.id ? { id: s.id, username: s.username as string, displayName: s.displayName as string } : null,
    })),
    result: (r.result as GameResult | null) ?? null,
    createdAt: r.created_at as Date,
    countedAt: (r.counted_at as Date | null) ?? null,
    annulledAt: (r.annulled_at as Date | null) ?? null,
  };
}
