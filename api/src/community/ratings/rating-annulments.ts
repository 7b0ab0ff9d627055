import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../platform/time/clock';
import { CoalitionRatingRepository } from './coalition-rating.repository';
import { CoalitionRatingsService } from './coalition-ratings.service';
import { RatingAnnulmentRepository } from './rating-annulment.repository';
import { RatingRepository } from './rating.repository';
import { RatingsService } from './ratings.service';

/**
 * Takes a game out of the ratings, whatever its variant, whoever decides it (a ladder's admin,
 * a moderator): the one function to call, in the caller's transaction. The game is recorded as
 * annulled for the ratings — a game still running is then never rated when it ends — and if it
 * was rated, the ratings after it are replayed in order: Coalition Chess from the annulled game on
 * (CoalitionRatingsService.annul), 007 by its ladder's replay (RatingsService.annul).
 *
 * Both ratings tables are locked first (SHARE ROW EXCLUSIVE): a game being rated at this moment
 * either committed before (and is annulled here) or waits and then finds the annulment. Returns
 * whether any rating changed; a second call for the same game changes nothing.
 */
@Injectable()
export class RatingAnnulments {
  constructor(
    private readonly clock: Clock,
    private readonly annulments: RatingAnnulmentRepository,
    private readonly coalitionRatings: CoalitionRatingRepository,
    private readonly coalition: CoalitionRatingsService,
    private readonly glickoRatings: RatingRepository,
    private readonly glicko: RatingsService,
  ) {}

  async annul(m: EntityManager, gameId: string): Promise<boolean> {
    await this.coalitionRatings.lockTable(m);
    await this.glickoRatings.lockTable(m);
    // Annulled before (by a ladder's admin, then a moderator): its replay is done already.
    if (!(await this.annulments.add(m, gameId, this.clock.now()))) return false;
    const coalition = await this.coalition.annul(m, gameId);
    const glicko = await this.glicko.annul(m, gameId);
    return coalition || glicko;
  }
}
