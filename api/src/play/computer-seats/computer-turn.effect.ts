import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { GameRecord } from '../core/game-record';
import type { LockedEffect } from '../core/game-change';
import { JobsService } from '../../platform/jobs/jobs.service';
import { computersToAct } from './computers-to-act';

/** The pg-boss queue of computer turns; its worker is ComputerTurnService. */
export const COMPUTER_TURN_QUEUE = 'computer-turn';

/**
 * NOTIFY channel that wakes the computer-turn workers (ComputerTurnService): sent by the change
 * that queued a job, in its transaction, so it arrives when the job is visible — and only then,
 * not on every game event (a half-move between people queues no job and wakes no worker).
 */
export const COMPUTER_TURN_CHANNEL = 'entente_computer_turn';

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

  constructor(private readonly jobs: JobsService) {}

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
    await manager.query(`SELECT pg_notify('${COMPUTER_TURN_CHANNEL}', $1)`, [after.id]);
  }
}
