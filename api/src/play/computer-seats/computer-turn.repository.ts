import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * NOTIFY channel that wakes the computer-turn workers (ComputerTurnService): sent by the change
 * that queued a job, in its transaction, so it arrives when the job is visible — and only then,
 * not on every game event (a half-move between people queues no job and wakes no worker).
 */
export const COMPUTER_TURN_CHANNEL = 'entente_computer_turn';

/** The wake-up of the computer-turn workers; the jobs themselves are pg-boss's (JobsService). */
@Injectable()
export class ComputerTurnRepository {
  /** Notifies COMPUTER_TURN_CHANNEL of the game; PostgreSQL delivers it when the transaction commits. */
  async wake(manager: EntityManager, gameId: string): Promise<void> {
    await manager.query(`SELECT pg_notify('${COMPUTER_TURN_CHANNEL}', $1)`, [gameId]);
  }
}
