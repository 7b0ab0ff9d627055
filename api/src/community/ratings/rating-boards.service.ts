import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { decodePageCursor, encodePageCursor } from '../../platform/http/page-cursor';
import { RATING_ROLES, type RatingRole } from '../../play/reputation/reputation';
import { CoalitionRatingRepository, type CoalitionHistoryRow } from './coalition-rating.repository';
import type {
  CoalitionPlayerRatingsDto,
  CoalitionRatingChangeDto,
  CoalitionTrackDto,
  LeaderboardPageDto,
} from './dto/rating.dto';
import { NEW_SKILL, ordinal } from './openskill';
import { RatingRepository } from './rating.repository';
import { RatingsService } from './ratings.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Points of a Coalition track's history: the profile's graph. */
const HISTORY = 50;

/**
 * The leaderboards — per variant and, for Coalition Chess, per role — and a player's Coalition
 * ratings with the history of a track. A board lists players with at least five rated games (the
 * repositories' statements say 5, as their partial indexes do),
 * highest first, keyset-paged over a partial index in that order.
 */
@Injectable()
export class RatingBoardsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly coalition: CoalitionRatingRepository,
    private readonly glicko: RatingRepository,
    private readonly glickoService: RatingsService,
  ) {}

  async board(variant: string, query: { role?: string; limit?: number; cursor?: string }): Promise<LeaderboardPageDto> {
    if (variant !== '007' && variant !== 'coalition')
      throw new DomainError('UNKNOWN_VARIANT', `There is no variant ${variant}; the variants are 007 and coalition.`);
    const role = roleOf(variant, query.role);
    const limit = query.limit ?? 20;
    let after: { value: number; userId: string } | undefined;
    if (query.cursor) {
      const [value, id] = decodePageCursor(query.cursor, ['number', 'string']);
      if (!UUID.test(id as string)) throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
      after = { value: value as number, userId: id as string };
    }
    const m = this.db.manager;
    const items =
      variant === 'coalition'
        ? (await this.coalition.board(m, role, after && { ordinal: after.value, userId: after.userId }, limit + 1)).map(
            (r) => ({
              user: r.user,
              rating: r.ordinal,
              games: r.games,
              mu: r.mu,
              sigma: r.sigma,
              rd: null,
              volatility: null,
              updatedAt: r.updatedAt.toISOString(),
            }),
          )
        : (await this.glicko.page(m, after && { rating: after.value, userId: after.userId }, limit + 1)).map((r) => {
            const now = this.glickoService.standingNow(r, r.updatedAt);
            return {
              user: r.user,
              rating: r.rating,
              games: r.games,
              mu: null,
              sigma: null,
              rd: now.rd,
              volatility: now.volatility,
              updatedAt: r.updatedAt.toISOString(),
            };
          });
    const page = items.slice(0, limit);
    const last = page[page.length - 1];
    return {
      variant,
      role,
      items: page,
      nextCursor: items.length > limit ? encodePageCursor([last.rating, last.user.id]) : null,
    };
  }

  /** A player's three Coalition tracks, and the last games of one of them. */
  async coalitionPlayer(
    username: string,
    roleQuery: string | undefined,
    callerId: string,
  ): Promise<CoalitionPlayerRatingsDto> {
    const role = roleOf('coalition', roleQuery);
    const m = this.db.manager;
    const player = await this.glicko.player(m, username);
    if (!player) throw new DomainError('PLAYER_NOT_FOUND', `No player ${username}`);
    const tracks = await this.coalition.tracksOf(m, player.user.id);
    const ratings: CoalitionTrackDto[] = RATING_ROLES.map((r) => {
      const t = tracks.find((x) => x.role === r);
      const skill = t ?? NEW_SKILL;
      return {
        role: r,
        rating: ordinal(skill),
        mu: skill.mu,
        sigma: skill.sigma,
        games: t?.games ?? 0,
        updatedAt: t ? t.updatedAt.toISOString() : null,
      };
    });
    const history = await this.coalition.history(m, player.user.id, role, callerId, HISTORY);
    return {
      user: player.user,
      ratings,
      role,
      history: history.map((h) => toChange(h, player.user.id)),
    };
  }
}

/** The role asked for, checked against the variant: 400 UNKNOWN_RATING_ROLE for any other. */
function roleOf(variant: '007' | 'coalition', role: string | undefined): RatingRole {
  if (role === undefined || role === 'all') return 'all';
  if (variant === 'coalition' && (RATING_ROLES as readonly string[]).includes(role)) return role as RatingRole;
  throw new DomainError(
    'UNKNOWN_RATING_ROLE',
    variant === 'coalition'
      ? `There is no role ${role}; the roles are all, great and small.`
      : `007 has one rating: role all (not ${role}).`,
  );
}

function toChange(h: CoalitionHistoryRow, userId: string): CoalitionRatingChangeDto {
  const mine = h.teams.findIndex((t) => t.holders.some((x) => x.userId === userId));
  const team = h.teams[mine];
  const held = team ? team.holders.filter((x) => x.userId === userId) : [];
  const decided = h.teams.some((t) => t.rank !== h.teams[0].rank);
  return {
    gameId: h.visible ? h.gameId : null,
    ratedAt: h.ratedAt.toISOString(),
    seats: held.map((x) => x.seat),
    outcome: !decided ? 'drawn' : team?.rank === 1 ? 'won' : 'lost',
    share: held.reduce((w, x) => Math.max(w, x.weight), 0),
    ratingBefore: ordinal(h.before),
    ratingAfter: ordinal(h.after),
    muBefore: h.before.mu,
    sigmaBefore: h.before.sigma,
    muAfter: h.after.mu,
    sigmaAfter: h.after.sigma,
  };
}
