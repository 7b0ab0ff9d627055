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
    if (events.length === 0) throw new Error('a game changes only by appending at least one event');
    // One statement, one round trip: the events and notifications as data-modifying CTEs, then
    // the snapshot update. PostgreSQL runs every part whether or not it is referenced.
    const params = new SqlParams();
    const appended = this.events.insertSql(params, game.id, game.version, game.headHash, events);
    const outbox = this.outbox.insertSql(params, notifications);
    const { version, headHash } = appended;
    // Set here, not by now(): the answer shows exactly what a later read will.
    const updatedAt = new Date();
    const update = this.store.updateSql(params, game.id, { ...snapshot, version, headHash, updatedAt });
    const parts = [appended.sql, outbox].filter((sql): sql is string => sql !== null);
    await manager.query(`WITH ${parts.map((sql, i) => `w${i} AS (${sql})`).join(', ')} ${update}`, params.values);
    const after: GameRecord = { ...game, ...snapshot, version, headHash, updatedAt };
    // Ladder tallies, alliance history and ratings follow the game in this same transaction.
    await this.listeners.notify(manager, game, after);
    return after;
  }
}
