import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ClubRepository } from '../clubs/club.repository';
import type { Glicko } from './glicko';

export interface RatedPerson {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly bot?: true;
}

/** A player's stored rating: as of their last rated game (`updatedAt`). */
export interface StoredRating {
  readonly user: RatedPerson;
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
  readonly games: number;
  readonly updatedAt: Date;
}

/** A rating row as a rated game reads it, under its lock. */
export interface LockedRating extends Glicko {
  readonly userId: string;
  readonly updatedAt: Date;
}

/** A rated game: both players' ratings before and after it. */
export interface RatedGameRow {
  readonly gameId: string;
  readonly whiteId: string;
  readonly blackId: string;
  readonly whiteScore: number;
  readonly whiteBefore: Glicko;
  readonly blackBefore: Glicko;
  readonly whiteAfter: Glicko;
  readonly blackAfter: Glicko;
  readonly ratedAt: Date;
}

/** A rated game of the remaining ones an annulment replays, in order. */
export interface ReplayedGame {
  readonly seq: string;
  readonly whiteId: string;
  readonly blackId: string;
  readonly whiteScore: number;
  readonly ratedAt: Date;
}

/** A player's rated game as their history lists it. */
export interface RatingHistoryRow {
  readonly gameId: string;
  readonly whiteId: string;
  readonly whiteScore: number;
  readonly whiteBefore: Glicko;
  readonly blackBefore: Glicko;
  readonly whiteAfter: Glicko;
  readonly blackAfter: Glicko;
  readonly ratedAt: Date;
  readonly opponent: RatedPerson;
  /** Whether the caller may see the game (not one of a private club's ladders they are not in). */
  readonly visible: boolean;
}

/** The players' Glicko-2 ratings (`ratings`) and the rated games they come from (`rated_games`). */
@Injectable()
export class RatingRepository {
  /** A new player's row, unless they have one. */
  async addNew(m: EntityManager, userId: string, g: Glicko, at: Date): Promise<void> {
    await m.query(
      `INSERT INTO ratings (user_id, rating, rd, volatility, games, updated_at) VALUES ($1, $2, $3, $4, 0, $5) ON CONFLICT DO NOTHING`,
      [userId, g.rating, g.rd, g.volatility, at],
    );
  }

  /** The players' rows under FOR UPDATE, locked in id order. */
  async lock(m: EntityManager, userIds: readonly string[]): Promise<LockedRating[]> {
    const rows: { user_id: string; rating: number; rd: number; volatility: number; updated_at: Date }[] = await m.query(
      `SELECT user_id, rating, rd, volatility, updated_at FROM ratings WHERE user_id = ANY($1::uuid[]) ORDER BY user_id FOR UPDATE`,
      [userIds],
    );
    return rows.map((r) => ({
      userId: r.user_id,
      rating: r.rating,
      rd: r.rd,
      volatility: r.volatility,
      updatedAt: r.updated_at,
    }));
  }

  /** A player's new rating after `addGames` more games. */
  async save(m: EntityManager, userId: string, g: Glicko, at: Date, addGames: number): Promise<void> {
    await m.query(
      `UPDATE ratings SET rating = $2, rd = $3, volatility = $4, games = games + $5, updated_at = $6 WHERE user_id = $1`,
      [userId, g.rating, g.rd, g.volatility, addGames, at],
    );
  }

  async addRatedGame(m: EntityManager, g: RatedGameRow): Promise<void> {
    await m.query(
      `INSERT INTO rated_games (game_id, white_id, black_id, white_score, white_before, black_before, white_after, black_after, rated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        g.gameId,
        g.whiteId,
        g.blackId,
        g.whiteScore,
        g.whiteBefore,
        g.blackBefore,
        g.whiteAfter,
        g.blackAfter,
        g.ratedAt,
      ],
    );
  }

  /** Marks the game's rating annulled; false when it was not rated (or is annulled already). */
  async annulRatedGame(m: EntityManager, gameId: string): Promise<boolean> {
    const hit = await m.query(
      `UPDATE rated_games SET annulled = true WHERE game_id = $1 AND NOT annulled RETURNING seq`,
      [gameId],
    );
    return !(hit[1] === 0 || (Array.isArray(hit[0]) && hit[0].length === 0));
  }

  /** Keeps every writer of ratings waiting until the transaction commits. */
  async lockTable(m: EntityManager): Promise<void> {
    await m.query(`LOCK TABLE ratings IN SHARE ROW EXCLUSIVE MODE`);
  }

  /** The rated games not annulled, in the order they were rated. */
  async remainingRatedGames(m: EntityManager): Promise<ReplayedGame[]> {
    const rows: { seq: string; white_id: string; black_id: string; white_score: number; rated_at: Date }[] =
      await m.query(
        `SELECT seq, white_id, black_id, white_score, rated_at FROM rated_games WHERE NOT annulled ORDER BY seq`,
      );
    return rows.map((r) => ({
      seq: r.seq,
      whiteId: r.white_id,
      blackId: r.black_id,
      whiteScore: r.white_score,
      ratedAt: r.rated_at,
    }));
  }

  /** A replayed game's ratings before and after it. */
  async rerate(
    m: EntityManager,
    seq: string,
    before: { white: Glicko; black: Glicko },
    after: { white: Glicko; black: Glicko },
  ): Promise<void> {
    await m.query(
      `UPDATE rated_games SET white_before = $2, black_before = $3, white_after = $4, black_after = $5 WHERE seq = $1`,
      [seq, before.white, before.black, after.white, after.black],
    );
  }

  async deleteAll(m: EntityManager): Promise<void> {
    await m.query(`DELETE FROM ratings`);
  }

  async insert(m: EntityManager, userId: string, g: Glicko, games: number, at: Date): Promise<void> {
    await m.query(
      `INSERT INTO ratings (user_id, rating, rd, volatility, games, updated_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [userId, g.rating, g.rd, g.volatility, games, at],
    );
  }

  /** Up to `limit` players with at least five rated games by rating, highest first, after `after`. */
  async page(
    m: EntityManager,
    after: { rating: number; userId: string } | undefined,
    limit: number,
  ): Promise<StoredRating[]> {
    const params: unknown[] = [];
    let where = '';
    if (after) {
      params.push(after.rating, after.userId);
      where = `AND (r.rating, r.user_id) < ($1::float8, $2::uuid)`;
    }
    params.push(limit);
    // The leaderboard's threshold is written out: the partial index ratings_board_idx has it.
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT r.*, u.username, u.display_name, u.bot FROM ratings r JOIN users u ON u.id = r.user_id
        WHERE r.games >= 5 ${where}
        ORDER BY r.rating DESC, r.user_id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map(toStored);
  }

  /** A player by username (case-insensitive) with their rating, null if they were never rated. */
  async player(m: EntityManager, username: string): Promise<{ user: RatedPerson; rating: StoredRating | null } | null> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT r.*, u.id AS user_id, u.username, u.display_name, u.bot FROM users u LEFT JOIN ratings r ON r.user_id = u.id WHERE lower(u.username) = lower($1)`,
      [username],
    );
    if (rows.length === 0) return null;
    const r = rows[0];
    const user = personOf(r);
    return { user, rating: r.rating === null ? null : toStored(r) };
  }

  /** A player's last 20 rated games not annulled, newest first, as the caller may see them. */
  async history(m: EntityManager, userId: string, callerId: string): Promise<RatingHistoryRow[]> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT g.game_id, g.white_id, g.white_score, g.white_before, g.black_before, g.white_after, g.black_after, g.rated_at,
              o.id AS o_id, o.username AS o_username, o.display_name AS o_display_name,
              (c.id IS NULL OR ${ClubRepository.visibleSql('c', '$2')}) AS visible
         FROM rated_games g
         JOIN users o ON o.id = CASE WHEN g.white_id = $1 THEN g.black_id ELSE g.white_id END
         LEFT JOIN ladder_games lg ON lg.game_id = g.game_id LEFT JOIN ladders l ON l.id = lg.ladder_id LEFT JOIN clubs c ON c.id = l.club_id
        WHERE (g.white_id = $1 OR g.black_id = $1) AND NOT g.annulled
        ORDER BY g.seq DESC LIMIT 20`,
      [userId, callerId],
    );
    return rows.map((h) => ({
      gameId: h.game_id as string,
      whiteId: h.white_id as string,
      whiteScore: h.white_score as number,
      whiteBefore: h.white_before as Glicko,
      blackBefore: h.black_before as Glicko,
      whiteAfter: h.white_after as Glicko,
      blackAfter: h.black_after as Glicko,
      ratedAt: h.rated_at as Date,
      opponent: { id: h.o_id as string, username: h.o_username as string, displayName: h.o_display_name as string },
      visible: h.visible as boolean,
    }));
  }
}

function toStored(r: Record<string, unknown>): StoredRating {
  return {
    user: personOf(r),
    rating: r.rating as number,
    rd: r.rd as number,
    volatility: r.volatility as number,
    games: r.games as number,
    updatedAt: r.updated_at as Date,
  };
}

function personOf(r: Record<string, unknown>): RatedPerson {
  const person = { id: r.user_id as string, username: r.username as string, displayName: r.display_name as string };
  return r.bot === true ? { ...person, bot: true } : person;
}
