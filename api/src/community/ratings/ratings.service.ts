import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../platform/time/clock';
import { ClubRepository } from '../clubs/club.repository';
import { decodePageCursor, encodePageCursor } from '../../platform/http/page-cursor';
import { DomainError } from '../../platform/errors/domain-error';
import type { PlayerRatingDto, RatingDto, RatingPageDto } from './dto/rating.dto';
import { afterIdle, type Glicko, NEW_PLAYER, rateGame } from './glicko';

export interface RatedGame {
  readonly gameId: string;
  readonly whiteId: string;
  readonly blackId: string;
  /** 1 white won, 0.5 draw, 0 black won. */
  readonly whiteScore: number;
  readonly at: Date;
}

/**
 * Glicko-2 ratings of 007 players. A rated game updates both players in the transaction that
 * finishes it; an annulment replays every remaining rated game in order, because Glicko-2 updates
 * depend on the ratings before them and cannot be subtracted.
 */
@Injectable()
export class RatingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  async record(m: EntityManager, game: RatedGame): Promise<void> {
    const ids = [game.whiteId, game.blackId].sort();
    // Fixed lock order (by user id): two games finishing at once cannot deadlock on the rows.
    for (const id of ids) {
      await m.query(
        `INSERT INTO ratings (user_id, rating, rd, volatility, games, updated_at) VALUES ($1, $2, $3, $4, 0, $5) ON CONFLICT DO NOTHING`,
        [id, NEW_PLAYER.rating, NEW_PLAYER.rd, NEW_PLAYER.volatility, game.at],
      );
    }
    const rows: { user_id: string; rating: number; rd: number; volatility: number; updated_at: Date }[] = await m.query(
      `SELECT user_id, rating, rd, volatility, updated_at FROM ratings WHERE user_id = ANY($1::uuid[]) ORDER BY user_id FOR UPDATE`,
      [ids],
    );
    // As each stands at this game: a deviation grown by the idle months since their last one.
    const of = (id: string): Glicko => {
      const r = rows.find((x) => x.user_id === id)!;
      return afterIdle({ rating: r.rating, rd: r.rd, volatility: r.volatility }, r.updated_at, game.at);
    };
    const before = { white: of(game.whiteId), black: of(game.blackId) };
    const after = rateGame(before.white, before.black, game.whiteScore);
    await this.save(m, game.whiteId, after.white, game.at, 1);
    await this.save(m, game.blackId, after.black, game.at, 1);
    await m.query(
      `INSERT INTO rated_games (game_id, white_id, black_id, white_score, white_before, black_before, white_after, black_after, rated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        game.gameId,
        game.whiteId,
        game.blackId,
        game.whiteScore,
        before.white,
        before.black,
        after.white,
        after.black,
        game.at,
      ],
    );
  }

  /** Removes a rated game and recomputes every rating from the remaining games, in their order. */
  async annul(m: EntityManager, gameId: string): Promise<boolean> {
    const hit = await m.query(
      `UPDATE rated_games SET annulled = true WHERE game_id = $1 AND NOT annulled RETURNING seq`,
      [gameId],
    );
    if (hit[1] === 0 || (Array.isArray(hit[0]) && hit[0].length === 0)) return false;
    // Writers of ratings wait until the replay commits, so no update is computed from stale rows.
    await m.query(`LOCK TABLE ratings IN SHARE ROW EXCLUSIVE MODE`);
    const games: { seq: string; white_id: string; black_id: string; white_score: number; rated_at: Date }[] =
      await m.query(
        `SELECT seq, white_id, black_id, white_score, rated_at FROM rated_games WHERE NOT annulled ORDER BY seq`,
      );
    const current = new Map<string, { g: Glicko; games: number; at: Date }>();
    const get = (id: string, at: Date) => {
      const last = current.get(id);
      return last ? afterIdle(last.g, last.at, at) : NEW_PLAYER;
    };
    for (const g of games) {
      const before = { white: get(g.white_id, g.rated_at), black: get(g.black_id, g.rated_at) };
      const after = rateGame(before.white, before.black, g.white_score);
      current.set(g.white_id, { g: after.white, games: (current.get(g.white_id)?.games ?? 0) + 1, at: g.rated_at });
      current.set(g.black_id, { g: after.black, games: (current.get(g.black_id)?.games ?? 0) + 1, at: g.rated_at });
      await m.query(
        `UPDATE rated_games SET white_before = $2, black_before = $3, white_after = $4, black_after = $5 WHERE seq = $1`,
        [g.seq, before.white, before.black, after.white, after.black],
      );
    }
    await m.query(`DELETE FROM ratings`);
    for (const [id, r] of current) {
      await m.query(
        `INSERT INTO ratings (user_id, rating, rd, volatility, games, updated_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, r.g.rating, r.g.rd, r.g.volatility, r.games, r.at],
      );
    }
    return true;
  }

  /** Players by rating, highest first (cursor-paged). */
  async list(opts: { limit: number; cursor?: string }): Promise<RatingPageDto> {
    const params: unknown[] = [];
    let after = '';
    if (opts.cursor) {
      const [rating, id] = decodePageCursor(opts.cursor, ['number', 'string']);
      params.push(rating, id);
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id as string))
        throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
      after = `WHERE (r.rating, r.user_id) < ($1::float8, $2::uuid)`;
    }
    params.push(opts.limit + 1);
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT r.*, u.username, u.display_name FROM ratings r JOIN users u ON u.id = r.user_id ${after}
        ORDER BY r.rating DESC, r.user_id DESC LIMIT $${params.length}`,
      params,
    );
    const items = rows.slice(0, opts.limit).map((r) => this.toRating(r));
    const last = items[items.length - 1];
    return { items, nextCursor: rows.length > opts.limit ? encodePageCursor([last.rating, last.user.id]) : null };
  }

  async forUser(username: string, callerId: string): Promise<PlayerRatingDto> {
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT r.*, u.id AS user_id, u.username, u.display_name FROM users u LEFT JOIN ratings r ON r.user_id = u.id WHERE lower(u.username) = lower($1)`,
      [username],
    );
    if (rows.length === 0) throw new DomainError('PLAYER_NOT_FOUND', `No player ${username}`);
    const r = rows[0];
    const base: RatingDto =
      r.rating === null
        ? {
            user: { id: r.user_id as string, username: r.username as string, displayName: r.display_name as string },
            ...NEW_PLAYER,
            games: 0,
            updatedAt: new Date(0).toISOString(),
          }
        : this.toRating(r);
    const history: Record<string, unknown>[] = await this.db.query(
      `SELECT g.game_id, g.white_id, g.white_score, g.white_before, g.black_before, g.white_after, g.black_after, g.rated_at,
              o.id AS o_id, o.username AS o_username, o.display_name AS o_display_name,
              (c.id IS NULL OR ${ClubRepository.visibleSql('c', '$2')}) AS visible
         FROM rated_games g
         JOIN users o ON o.id = CASE WHEN g.white_id = $1 THEN g.black_id ELSE g.white_id END
         LEFT JOIN ladder_games lg ON lg.game_id = g.game_id LEFT JOIN ladders l ON l.id = lg.ladder_id LEFT JOIN clubs c ON c.id = l.club_id
        WHERE (g.white_id = $1 OR g.black_id = $1) AND NOT g.annulled
        ORDER BY g.seq DESC LIMIT 20`,
      [base.user.id, callerId],
    );
    return {
      ...base,
      history: history.map((h) => {
        const white = h.white_id === base.user.id;
        const before = (white ? h.white_before : h.black_before) as Glicko;
        const after = (white ? h.white_after : h.black_after) as Glicko;
        return {
          gameId: h.visible ? (h.game_id as string) : null,
          opponent: { id: h.o_id as string, username: h.o_username as string, displayName: h.o_display_name as string },
          score: white ? (h.white_score as number) : 1 - (h.white_score as number),
          ratingBefore: before.rating,
          rdBefore: before.rd,
          ratingAfter: after.rating,
          rdAfter: after.rd,
          ratedAt: (h.rated_at as Date).toISOString(),
        };
      }),
    };
  }

  /**
   * A stored rating as it stands now: the deviation grown by the idle months since the player's
   * last rated game (the stored row is as of that game; the next game starts from this).
   */
  standingNow(stored: Glicko, lastRatedAt: Date): Glicko {
    return afterIdle(stored, lastRatedAt, this.clock.now());
  }

  private toRating(r: Record<string, unknown>): RatingDto {
    const updatedAt = r.updated_at as Date;
    const now = this.standingNow(
      { rating: r.rating as number, rd: r.rd as number, volatility: r.volatility as number },
      updatedAt,
    );
    return {
      user: { id: r.user_id as string, username: r.username as string, displayName: r.display_name as string },
      rating: now.rating,
      rd: now.rd,
      volatility: now.volatility,
      games: r.games as number,
      updatedAt: updatedAt.toISOString(),
    };
  }

  private async save(m: EntityManager, userId: string, g: Glicko, at: Date, addGames: number): Promise<void> {
    await m.query(
      `UPDATE ratings SET rating = $2, rd = $3, volatility = $4, games = games + $5, updated_at = $6 WHERE user_id = $1`,
      [userId, g.rating, g.rd, g.volatility, addGames, at],
    );
  }
}
