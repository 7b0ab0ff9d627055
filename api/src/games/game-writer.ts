import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventLog, type NewEvent } from '../events/event-log';
import { SqlParams } from '../events/sql-params';
import { OutboxWriter, type OutboxEntry } from '../outbox/outbox.writer';
import { GameChangeListeners } from './game-change-listeners';
import type { GameRecord } from './game-record';
import { GameStore, type SnapshotUpdate } from './game.store';

/**
 * The write half of every use case that changes a game: append the events to the chain, update
 * the snapshot to match, queue the notifications — all in the caller's transaction, which holds
 * the game's row lock. Returns the game as it now is (without re-reading it).
 */
@Injectable()
export class GameWriter {
  constructor(
    private readonly store: GameStore,
    private readonly events: EventLog,
    private readonly outbox: OutboxWriter,
    private readonly listeners: GameChangeListeners,
  ) {}

  async commit(
    manager: EntityManager,
    game: GameRecord,
    events: readonly NewEvent[],
    snapshot: Omit<SnapshotUpdate, 'version' | 'headHash' | 'updatedAt'>,
    notifications: readonly OutboxEntry[],
  ): Promise<GameRecord> {
    const { version, headHash } = await this.events.append(manager, game.id, game.version, game.headHash, events);
    // Set here, not by now(): the answer shows exactly what a later read will.
    const updatedAt = new Date();
    await this.store.updateSnapshot(manager, game.id, { ...snapshot, version, headHash, updatedAt });
    await this.outbox.write(manager, notifications);
    const after: GameRecord = { ...game, ...snapshot, version, headHash, updatedAt };
    // Ladder tallies, alliance history and ratings follow the game in this same transaction.
    await this.listeners.notify(manager, game, after);
    return after;
  }
}
