import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { GameRecord } from './game-record';

/**
 * Something that keeps its own tallies in step with games (ladder standings, alliance history,
 * ratings). It runs inside the transaction that changes the game, under the game's row lock, so a
 * tally can never disagree with the snapshot it was derived from: both commit or neither does.
 */
export interface GameChangeListener {
  gameChanged(manager: EntityManager, before: GameRecord, after: GameRecord): Promise<void>;
}

/**
 * The registry `GameWriter.commit` calls after each snapshot update. Other modules register in
 * `onModuleInit`; the games module so needs to know nothing about them (no import cycle).
 */
@Injectable()
export class GameChangeListeners {
  private readonly listeners: GameChangeListener[] = [];

  register(listener: GameChangeListener): void {
    this.listeners.push(listener);
  }

  async notify(manager: EntityManager, before: GameRecord, after: GameRecord): Promise<void> {
    for (const listener of this.listeners) await listener.gameChanged(manager, before, after);
  }
}
