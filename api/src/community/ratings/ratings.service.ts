import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../platform/time/clock';
import { DomainError } from '../../platform/errors/domain-error';
import type { PlayerRatingDto, RatingDto } from './dto/rating.dto';
import { afterIdle, type Glicko, NEW_PLAYER, rateGame } from './glicko';
import { RatingAnnulmentRepository } from './rating-annulment.repository';
import { RatingRepository, type StoredRating } from './rating.repository';

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
    private readonly ratings: RatingRepository,
    private readonly annulments: RatingAnnulmentRepository,
  ) {}

  async record(m: EntityManager, game: RatedGame): Promise<void> {
    const ids = [game.whiteId, game.blackId].sort();
    // Fixed lock order (by user id): two games finishing at once cannot deadlock on the rows.
    for (const id of ids) await this.ratings.addNew(m, id, NEW_PLAYER, game.at);
    // Checked after the first write, which waits out an annulment's replay (RatingAnnulments).
    if (await this.annulments.has(m, game.gameId)) return;
    const rows = await this.ratings.lock(m, ids);
    // As each stands at this game: a deviation grown by the idle months since their last one.
    const of = (id: string): Glicko => {
      const r = rows.find((x) => x.userId === id)!;
      return afterIdle({ rating: r.rating, rd: r.rd, volatility: r.volatility }, r.updatedAt, game.at);
    };
    const before = { white: of(game.whiteId), black: of(game.blackId) };
    const after = rateGame(before.white, before.black, game.whiteScore);
    await this.ratings.save(m, game.whiteId, after.white, game.at, 1);
    await this.ratings.save(m, game.blackId, after.black, game.at, 1);
    await this.ratings.addRatedGame(m, {
      gameId: game.gameId,
      whiteId: game.whiteId,
      blackId: game.blackId,
      whiteScore: game.whiteScore,
      whiteBefore: before.white,
      blackBefore: before.black,
      whiteAfter: after.white,
      blackAfter: after.black,
      ratedAt: game.at,
    });
  }

  /** Removes a rated game and recomputes every rating from the remaining games, in their order. */
  async annul(m: EntityManager, gameId: string): Promise<boolean> {
    if (!(await this.ratings.annulRatedGame(m, gameId))) return false;
    // Writers of ratings wait until the replay commits, so no update is computed from stale rows.
    await this.ratings.lockTable(m);
    const games = await this.ratings.remainingRatedGames(m);
    const current = new Map<string, { g: Glicko; games: number; at: Date }>();
    const get = (id: string, at: Date) => {
      const last = current.get(id);
      return last ? afterIdle(last.g, last.at, at) : NEW_PLAYER;
    };
    for (const g of games) {
      const before = { white: get(g.whiteId, g.ratedAt), black: get(g.blackId, g.ratedAt) };
      const after = rateGame(before.white, before.black, g.whiteScore);
      current.set(g.whiteId, { g: after.white, games: (current.get(g.whiteId)?.games ?? 0) + 1, at: g.ratedAt });
      current.set(g.blackId, { g: after.black, games: (current.get(g.blackId)?.games ?? 0) + 1, at: g.ratedAt });
      await this.ratings.rerate(m, g.seq, before, after);
    }
    await this.ratings.deleteAll(m);
    for (const [id, r] of current) await this.ratings.insert(m, id, r.g, r.games, r.at);
    return true;
  }

  async forUser(username: string, callerId: string): Promise<PlayerRatingDto> {
    const player = await this.ratings.player(this.db.manager, username);
    if (!player) throw new DomainError('PLAYER_NOT_FOUND', `No player ${username}`);
    const base: RatingDto =
      player.rating === null
        ? {
            user: player.user,
            ...NEW_PLAYER,
            games: 0,
            updatedAt: new Date(0).toISOString(),
          }
        : this.toRating(player.rating);
    const history = await this.ratings.history(this.db.manager, base.user.id, callerId);
    return {
      ...base,
      history: history.map((h) => {
        const white = h.whiteId === base.user.id;
        const before = white ? h.whiteBefore : h.blackBefore;
        const after = white ? h.whiteAfter : h.blackAfter;
        return {
          gameId: h.visible ? h.gameId : null,
          opponent: h.opponent,
          score: white ? h.whiteScore : 1 - h.whiteScore,
          ratingBefore: before.rating,
          rdBefore: before.rd,
          ratingAfter: after.rating,
          rdAfter: after.rd,
          ratedAt: h.ratedAt.toISOString(),
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

  private toRating(r: StoredRating): RatingDto {
    const now = this.standingNow({ rating: r.rating, rd: r.rd, volatility: r.volatility }, r.updatedAt);
    return {
      user: r.user,
      rating: now.rating,
      rd: now.rd,
      volatility: now.volatility,
      games: r.games,
      updatedAt: r.updatedAt.toISOString(),
    };
  }
}
