import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LockedEffect } from '../../play/core/game-change';
import type { GameRecord } from '../../play/core/game-record';
import { CoalitionRatingRepository } from './coalition-rating.repository';
import { CoalitionRatingsService } from './coalition-ratings.service';
import { coalitionTeams, type HeldSeat } from './coalition-teams';

const OVER = new Set(['finished', 'aborted']);

/**
 * Rates a Coalition Chess game as it ends, in the transaction that ends it (a locked effect of
 * GameChangeService): every rated game, ladder or not (docs/ratings.md, "Which games are rated").
 * The computation is a few OpenSkill updates and one read of the game's holders: it stays on the
 * locked path, which the game's end takes anyway.
 */
@Injectable()
export class CoalitionRatingRecorder implements LockedEffect {
  readonly kind = 'locked';
  readonly name = 'Coalition ratings';

  constructor(
    private readonly repository: CoalitionRatingRepository,
    private readonly ratings: CoalitionRatingsService,
  ) {}

  appliesTo(before: GameRecord, after: GameRecord): boolean {
    return after.variant === 'coalition' && !OVER.has(before.status) && OVER.has(after.status);
  }

  async run(m: EntityManager, _before: GameRecord, after: GameRecord): Promise<void> {
    if (!after.rated || !after.result) return;
    const recorded = await this.repository.holdings(m, after.id);
    // A game started before the record of holders existed: its holders at the end, whole.
    const holdings: HeldSeat[] =
      recorded.length > 0
        ? recorded
        : after.seats
            .filter((s) => s.state === 'taken')
            .map((s) => ({ seat: s.seat, userId: s.computer ? null : s.userId, computer: s.computer, actions: 1 }));
    const teams = coalitionTeams(after.result, after.view?.coalitions ?? [], after.view?.eliminated ?? [], holdings);
    if (!teams.rated) return;
    await this.ratings.record(m, after.id, teams.teams, after.finishedAt ?? after.updatedAt);
  }
}
