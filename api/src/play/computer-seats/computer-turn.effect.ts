import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { GameRecord } from '../core/game-record';
import type { LockedEffect } from '../core/game-change';
import { JobsService } from '../../platform/jobs/jobs.service';
import { ComputerTurnRepository } from './computer-turn.repository';
import { computersToAct } from './computers-to-act';

/** The pg-boss queue of computer turns; its worker is ComputerTurnService. */
export const COMPUTER_TURN_QUEUE = 'computer-turn';

/** A computer turn's job: the game and the version the computer is to act on. */
export interface ComputerTurnJob {
  readonly gameId: string;
  readonly version: number;
}

/**
 * "A computer's turn is due", an effect of GameChangeService: when after a change a seat a
 * computer plays must act (its turn, its set-up, a check to answer, a draw offer to answer), the
 * change queues a `computer-turn` job for the game at its new version, in the change's own
 * transaction — the job exists exactly when the change does, once per version (singleton key).
 * Any change can make it due: a person's move, the start of the game, a time-out, a computer's
 * own move before its next, a seat a computer takes over.
 */
@Injectable()
export class ComputerTurnEffect implements LockedEffect {
  readonly kind = 'locked';
  readonly name = 'computer turn due';

  constructor(
    private readonly jobs: JobsService,
    private readonly turns: ComputerTurnRepository,
  ) {}

  appliesTo(_before: GameRecord, after: GameRecord): boolean {
    return computersToAct(after).length > 0;
  }

  async run(manager: EntityManager, _before: GameRecord, after: GameRecord): Promise<void> {
    const job: ComputerTurnJob = { gameId: after.id, version: after.version };
    await this.jobs.sendWithin(
      manager,
      COMPUTER_TURN_QUEUE,
      { ...job },
      { singletonKey: `${after.id}:${after.version}` },
    );
    await this.turns.wake(manager, after.id);
  }
}
