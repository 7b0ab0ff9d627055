import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LadderOutcome, PlayerResult } from '../../play/core/seat-outcome';

/** A player's row of a season's table, with their stored rating when asked for (null if never rated). */
export interface StandingRow {
  readonly userId: string;
  readonly username: string;
  readonly displayName: string;
  readonly bot: boolean;
  readonly points: number;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly aborts: number;
  readonly neutral: number;
  readonly rating: { rating: number; rd: number; volatility: number; ratedAt: Date } | null;
}

const COLUMN: Record<LadderOutcome, 'wins' | 'draws' | 'losses' | 'aborts' | 'neutral'> = {
  win: 'wins',
  draw: 'draws',
  loss: 'losses',
  'coalition-abort': 'aborts',
  'no-coalition': 'aborts',
  neutral: 'neutral',
};

/**
 * Each ladder game's results per player (`ladder_results`) and the season's tallies made of them:
 * a row per player (`ladder_standings`) and the points of each pair (`ladder_head_to_head`).
 */
@Injectable()
export class StandingsRepository {
  async addResult(m: EntityManager, gameId: string, seasonId: string, r: PlayerResult): Promise<void> {
    await m.query(
      `INSERT INTO ladder_results (game_id, user_id, season_id, seats, outcome, points) VALUES ($1, $2, $3, $4, $5, $6)`,
      [gameId, r.userId, seasonId, r.seats, r.outcome, r.points],
    );
  }

  /** The results a game was counted with, by user id. */
  async results(m: EntityManager, gameId: string): Promise<PlayerResult[]> {
    const rows: { user_id: string; seats: string[]; outcome: LadderOutcome; points: number }[] = await m.query(
      `SELECT user_id, seats, outcome, points FROM ladder_results WHERE game_id = $1 ORDER BY user_id`,
      [gameId],
    );
    return rows.map((r) => ({ userId: r.user_id, seats: r.seats, outcome: r.outcome, points: r.points }));
  }

  /**
   * Adds (sign 1) or removes (sign -1) one game's results to a season's tallies: the standings row of
   * each player and the head-to-head points of each pair. Rows are touched in user-id order, so two
   * games finishing at once lock them in the same order and cannot deadlock.
   */
  async tally(m: EntityManager, seasonId: string, results: readonly PlayerResult[], sign: 1 | -1): Promise<void> {
    const sorted = [...results].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
    for (const r of sorted) {
      const col = COLUMN[r.outcome];
      await m.query(
        `INSERT INTO ladder_standings (season_id, user_id, points, games, ${col}) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (season_id, user_id) DO UPDATE
           SET points = ladder_standings.points + EXCLUDED.points, games = ladder_standings.games + EXCLUDED.games,
               ${col} = ladder_standings.${col} + EXCLUDED.${col}`,
        [seasonId, r.userId, sign * r.points, sign],
      );
    }
    for (const r of sorted) {
      for (const o of sorted) {
        if (o.userId === r.userId) continue;
        await m.query(
          `INSERT INTO ladder_head_to_head (season_id, user_id, opponent_id, points, games) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (season_id, user_id, opponent_id) DO UPDATE
             SET points = ladder_head_to_head.points + EXCLUDED.points, games = ladder_head_to_head.games + EXCLUDED.games`,
          [seasonId, r.userId, o.userId, sign * r.points, sign],
        );
      }
    }
    if (sign < 0) {
      // A player whose only game went leaves the table rather than showing a row of zeros.
      await m.query(`DELETE FROM ladder_standings WHERE season_id = $1 AND user_id = ANY($2::uuid[]) AND games = 0`, [
        seasonId,
        sorted.map((r) => r.userId),
      ]);
    }
  }

  /** The season's table by points, wins and fewest games; with each player's rating if `withRating`. */
  async table(m: EntityManager, seasonId: string, withRating: boolean): Promise<StandingRow[]> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT s.user_id, u.username, u.display_name, u.bot, s.points, s.games, s.wins, s.draws, s.losses, s.aborts, s.neutral
              ${withRating ? ', r.rating, r.rd, r.volatility, r.updated_at AS rated_at' : ''}
         FROM ladder_standings s JOIN users u ON u.id = s.user_id ${withRating ? 'LEFT JOIN ratings r ON r.user_id = s.user_id' : ''}
        WHERE s.season_id = $1 AND s.games > 0
        ORDER BY s.points DESC, s.wins DESC, s.games ASC`,
      [seasonId],
    );
    return rows.map((r) => ({
      userId: r.user_id as string,
      username: r.username as string,
      displayName: r.display_name as string,
      bot: r.bot as boolean,
      points: r.points as number,
      games: r.games as number,
      wins: r.wins as number,
      draws: r.draws as number,
      losses: r.losses as number,
      aborts: r.aborts as number,
      neutral: r.neutral as number,
      rating:
        r.rating === null || r.rating === undefined
          ? null
          : {
              rating: r.rating as number,
              rd: r.rd as number,
              volatility: r.volatility as number,
              ratedAt: r.rated_at as Date,
            },
    }));
  }

  /** The head-to-head points among the players `userIds`. */
  async headToHead(
    m: EntityManager,
    seasonId: string,
    userIds: readonly string[],
  ): Promise<{ userId: string; opponentId: string; points: number }[]> {
    const pairs: { user_id: string; opponent_id: string; points: number }[] = await m.query(
      `SELECT user_id, opponent_id, points FROM ladder_head_to_head WHERE season_id = $1 AND user_id = ANY($2::uuid[]) AND opponent_id = ANY($2::uuid[])`,
      [seasonId, userIds],
    );
    return pairs.map((p) => ({ userId: p.user_id, opponentId: p.opponent_id, points: p.points }));
  }

  /** The season's tallies as rows in a fixed order, to compare before and after a rebuild. */
  async snapshot(m: EntityManager, seasonId: string): Promise<{ standings: unknown[]; headToHead: unknown[] }> {
    const standings: unknown[] = await m.query(
      `SELECT user_id, points, games, wins, draws, losses, aborts, neutral FROM ladder_standings WHERE season_id = $1 AND games > 0 ORDER BY user_id`,
      [seasonId],
    );
    const headToHead: unknown[] = await m.query(
      `SELECT user_id, opponent_id, points, games FROM ladder_head_to_head WHERE season_id = $1 AND games > 0 ORDER BY user_id, opponent_id`,
      [seasonId],
    );
    return { standings, headToHead };
  }

  /** The season's tallies and results, all gone: a rebuild writes them anew. */
  async clear(m: EntityManager, seasonId: string): Promise<void> {
    await m.query(`DELETE FROM ladder_standings WHERE season_id = $1`, [seasonId]);
    await m.query(`DELETE FROM ladder_head_to_head WHERE season_id = $1`, [seasonId]);
    await m.query(`DELETE FROM ladder_results WHERE season_id = $1`, [seasonId]);
  }

  /** Every ladder result of a user (the data export), with its ladder and season, oldest season first. */
  async resultsOf(m: EntityManager, userId: string): Promise<AccountLadderResult[]> {
    const rows: {
      ladder_id: string;
      ladder: string;
      season_id: string;
      season: string;
      game_id: string;
      seats: string[];
      outcome: LadderOutcome;
      points: number;
    }[] = await m.query(
      `SELECT l.id AS ladder_id, l.name AS ladder, s.id AS season_id, s.name AS season, r.game_id, r.seats, r.outcome,
              r.points
         FROM ladder_results r JOIN ladder_seasons s ON s.id = r.season_id JOIN ladders l ON l.id = s.ladder_id
        WHERE r.user_id = $1
        ORDER BY s.starts_on, s.id, r.game_id`,
      [userId],
    );
    return rows.map((r) => ({
      ladderId: r.ladder_id,
      ladder: r.ladder,
      seasonId: r.season_id,
      season: r.season,
      gameId: r.game_id,
      seats: r.seats,
      outcome: r.outcome,
      points: r.points,
    }));
  }
}

/** One ladder game's result for a user, as the data export lists it. */
export interface AccountLadderResult {
  readonly ladderId: string;
  readonly ladder: string;
  readonly seasonId: string;
  readonly season: string;
  readonly gameId: string;
  readonly seats: string[];
  readonly outcome: LadderOutcome;
  readonly points: number;
}
