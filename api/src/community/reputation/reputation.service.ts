import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../platform/time/clock';
import type { Reliability, Reputation, ReputationReader } from '../../play/reputation/reputation';
import { UsersService } from '../../identity/users/users.service';
import { scoreOf } from '../reliability/obligations';
import type { PlayerProfileDto } from './dto/profile.dto';
import { type ReliabilityRow, ReputationRepository } from './reputation.repository';

/** How far back missed deadlines are counted. */
const MISSED_WINDOW_MS = 365 * 86_400_000;

/**
 * Players' reputations — reliability and ratings — as the lobby, a game's seats, the entry limits
 * and the profile read them. The play area reads them through its ReputationReader (this class,
 * bound above both areas in api/src/reputation.module.ts).
 */
@Injectable()
export class ReputationService implements ReputationReader {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly repository: ReputationRepository,
    private readonly users: UsersService,
  ) {}

  async of(
    m: EntityManager,
    userIds: readonly string[],
    variant: '007' | 'coalition',
  ): Promise<Map<string, Reputation>> {
    const ids = [...new Set(userIds)];
    const out = new Map<string, Reputation>();
    if (ids.length === 0) return out;
    const ratings = new Map<string, Reputation['ratings']>(ids.map((id) => [id, {}]));
    if (variant === 'coalition')
      for (const r of await this.repository.coalitionRatings(m, ids))
        ratings.set(r.userId, { ...ratings.get(r.userId), [r.role]: { value: r.ordinal, games: r.games } });
    else
      for (const r of await this.repository.glickoRatings(m, ids))
        ratings.set(r.userId, { all: { value: r.rating, games: r.games } });
    for (const r of await this.reliability(m, ids))
      out.set(r.userId, { ratings: ratings.get(r.userId)!, reliability: toReliability(r) });
    return out;
  }

  /** A player's public profile: who they are, their reliability and their ratings in both variants. */
  async profile(username: string): Promise<PlayerProfileDto> {
    const user = await this.users.byUsername(username);
    const m = this.db.manager;
    const [reliability] = await this.reliability(m, [user.id]);
    const coalition = await this.repository.coalitionRatings(m, [user.id]);
    const [glicko] = await this.repository.glickoRatings(m, [user.id]);
    const track = (role: string) => {
      const t = coalition.find((r) => r.role === role);
      return t ? { value: t.ordinal, games: t.games } : null;
    };
    return {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      reliability: toReliability(reliability),
      ratings: {
        coalition: { all: track('all'), great: track('great'), small: track('small') },
        '007': glicko ? { value: glicko.rating, games: glicko.games } : null,
      },
    };
  }

  /** Reliability with the time-outs of the last twelve months. */
  private reliability(m: EntityManager, ids: readonly string[]): Promise<ReliabilityRow[]> {
    return this.repository.reliability(m, ids, new Date(this.clock.now().getTime() - MISSED_WINDOW_MS));
  }
}

function toReliability(r: ReliabilityRow): Reliability {
  return {
    score: r.recent === null ? null : scoreOf(BigInt(r.recent), r.recentCount),
    obligations: r.recentCount,
    gamesFinished: r.gamesFinished,
    gamesAbandoned: r.gamesAbandoned,
    gamesRescued: r.gamesRescued,
    turnsOnTime: r.turnsOnTime,
    turnsMissed: r.turnsMissed,
    missedDeadlines: r.missedDeadlines,
    excused: r.excused,
  };
}
