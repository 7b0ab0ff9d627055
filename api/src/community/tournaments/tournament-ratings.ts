import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { REPUTATION_READER, type ReputationReader } from '../../play/reputation/reputation';
import { TournamentRepository } from './tournament.repository';

/**
 * The ratings a tournament reads: to seed the field and for the tie-break "the lower rating".
 * 007: the Glicko-2 ratings of community/ratings; Coalition Chess: the overall OpenSkill ordinal
 * over every seat (docs/ratings.md), as the reputation reader gives it. A player never rated has
 * none here (they rank after the rated ones), not a new player's default.
 */
@Injectable()
export class TournamentRatings {
  constructor(
    private readonly tournaments: TournamentRepository,
    @Inject(REPUTATION_READER) private readonly reputations: ReputationReader,
  ) {}

  async of(m: EntityManager, variant: '007' | 'coalition', userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    return variant === '007' ? this.tournaments.ratings007(m, userIds) : this.coalition(m, userIds);
  }

  /** Coalition Chess ratings by user: each rated player's overall ordinal. */
  async coalition(m: EntityManager, userIds: readonly string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    for (const [userId, reputation] of await this.reputations.of(m, userIds, 'coalition')) {
      const all = reputation.ratings.all;
      if (all) out.set(userId, all.value);
    }
    return out;
  }
}
