import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import { JobsService } from '../../platform/jobs/jobs.service';
import type { LockedEffect } from '../../play/core/game-change';
import type { GameRecord } from '../../play/core/game-record';
import { pointsFor, seatOutcome } from '../../play/core/seat-outcome';
import { TournamentGameRepository } from './tournament-game.repository';
import { TournamentRepository } from './tournament.repository';
import { TournamentRoundsService } from './tournament-rounds.service';

const OVER = ['finished', 'aborted'];

/** The queue of withdrawals after a 007 time-out; its worker is TournamentsService. */
export const TOURNAMENT_WITHDRAW_QUEUE = 'tournament-withdraw';

export interface TournamentWithdrawJob {
  readonly tournamentId: string;
  readonly userId: string;
}

/**
 * Counts a tournament game when it ends, in the transaction that ends it (a locked effect of
 * GameChangeService): each seat's outcome and points by the event's table, credited to the
 * entrant paired to the seat while they still hold it at the end (a seat a computer or a
 * substitute finished scores for nobody, as a computer seat does); then the next round or the end.
 * A 007 game lost on time withdraws the loser from the event: a job, since their other games are
 * other rows to lock, which a game's change must not reach for.
 * The rounds service is looked up when first needed: it creates games, so it depends on the change
 * service, whose effects include this recorder — injected, the two would wait for each other.
 */
@Injectable()
export class TournamentRecorder implements LockedEffect {
  readonly kind = 'locked';
  readonly name = 'tournament results, rounds and the end';

  constructor(
    private readonly tgames: TournamentGameRepository,
    private readonly tournaments: TournamentRepository,
    private readonly modules: ModuleRef,
    private readonly jobs: JobsService,
  ) {}

  private get rounds(): TournamentRoundsService {
    return this.modules.get(TournamentRoundsService, { strict: false });
  }

  appliesTo(before: GameRecord, after: GameRecord): boolean {
    return after.tournament !== null && !OVER.includes(before.status) && OVER.includes(after.status);
  }

  async run(m: EntityManager, _before: GameRecord, after: GameRecord): Promise<void> {
    const game = await this.tgames.lockToCount(m, after.id);
    if (game === null || game.state !== 'playing') return;
    const t = await this.tournaments.lock(m, game.tournamentId);
    if (t === null) return;
    const now = after.finishedAt ?? after.updatedAt;
    const paired = await this.tgames.seatsOf(m, after.id);
    if (!after.result) await this.tgames.setVoid(m, after.id, now);
    else {
      const result = after.result;
      await this.tgames.setCounted(
        m,
        after.id,
        now,
        paired.map((p) => {
          const holder = after.seats.find((s) => s.seat === p.seat);
          const credited = p.userId !== null && holder?.userId === p.userId && !holder.computer;
          if (!credited) return { seat: p.seat, outcome: null, points: null };
          const outcome = seatOutcome(
            after.variant,
            result,
            after.view?.coalitions ?? [],
            after.view?.eliminated ?? [],
            p.seat,
          );
          return { seat: p.seat, outcome, points: pointsFor(outcome, t.pointsTable) };
        }),
      );
      if (after.variant === '007' && result.reason === 'timeout') {
        const loser = paired.find((p) => !result.winners.includes(p.seat) && p.userId && !p.forfeit);
        if (loser?.userId) {
          const job: TournamentWithdrawJob = { tournamentId: t.id, userId: loser.userId };
          await this.jobs.sendWithin(
            m,
            TOURNAMENT_WITHDRAW_QUEUE,
            { ...job },
            { singletonKey: `${t.id}:${loser.userId}` },
          );
        }
      }
    }
    await this.rounds.advance(m, t, now);
  }
}
