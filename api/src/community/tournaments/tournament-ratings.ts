import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TournamentRepository } from './tournament.repository';

/**
 * The ratings a tournament reads: to seed the field and for the tie-break "the lower rating".
 * 007: the Glicko-2 ratings of community/ratings. Coalition Chess has no rating yet: `coalition`
 * answers none, and is the one place the Coalition ratings fill in when they exist.
 */
@Injectable()
export class TournamentRatings {
  constructor(private readonly tournaments: TournamentRepository) {}

  async of(m: EntityManager, variant: '007' | 'coalition', userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    return variant === '007' ? this.tournaments.ratings007(m, userIds) : this.coalition(m, userIds);
  }

  /** Coalition Chess ratings by user; none until they exist. */
  async coalition(_m: EntityManager, _userIds: readonly string[]): Promise<Map<string, number>> {
    return new Map();
  }
}
