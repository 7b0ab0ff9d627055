import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { GameRecord } from './game-record';

/** Columns of the game's own row that a listener may set along with the snapshot. */
export type GameRowAdjustment = Partial<Pick<GameRecord, 'clocks' | 'deadlineAt'>>;

/**
 * Something that keeps its own data in step with games (seat clocks, ladder standings, alliance
 * history, ratings). It takes part in the write that changes the game, so it can never disagree
 * with the snapshot it was derived from: both commit or neither does. Two ways to take part:
 *
 * - `adjust`: the change's effect on columns of the game's own row, computed from the records
 *   alone (no I/O). It is written by the snapshot's UPDATE itself, in the same statement.
 * - `hasWork` + `gameChanged`: work on other tables, run inside the transaction that holds the
 *   game's row lock. A change any listener has such work for is always committed under the lock.
 */
export interface GameChangeListener {
  adjust?(before: GameRecord, after: GameRecord): GameRowAdjustment | null;
  hasWork?(before: GameRecord, after: GameRecord): boolean;
  gameChanged?(manager: EntityManager, before: GameRecord, after: GameRecord): Promise<void>;
}

/**
 * The registry `GameWriter` consults for every change. Other modules register in `onModuleInit`;
 * the games module so needs to know nothing about them (no import cycle).
 */
@Injectable()
export class GameChangeListeners {
  private readonly listeners: GameChangeListener[] = [];

  register(listener: GameChangeListener): void {
    this.listeners.push(listener);
  }

  /** `after` with every listener's adjustment of the game's row applied, in registration order. */
  adjust(before: GameRecord, after: GameRecord): GameRecord {
    let adjusted = after;
    for (const listener of this.listeners) {
      const change = listener.adjust?.(before, adjusted);
      if (change) adjusted = { ...adjusted, ...change };
    }
    return adjusted;
  }

  /** True when some listener must act on other tables for this change (so it needs the row lock). */
  haveWork(before: GameRecord, after: GameRecord): boolean {
    return this.listeners.some((listener) => listener.hasWork?.(before, after) ?? false);
  }

  async notify(manager: EntityManager, before: GameRecord, after: GameRecord): Promise<void> {
    for (const listener of this.listeners) {
      if (listener.gameChanged && (listener.hasWork?.(before, after) ?? true))
        await listener.gameChanged(manager, before, after);
    }
  }
}
