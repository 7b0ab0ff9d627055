import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import { EventRepository, type NewEvent } from '../events/event.repository';
import { SqlParams } from '../database/sql-params';
import { OutboxRepository, type OutboxEntry } from '../outbox/outbox.repository';
import { GameChangeListeners } from './game-change-listeners';
import type { GameRecord, SnapshotChange } from './game-record';
import { GameRepository } from './game.repository';

/**
 * What came of `commitIfUnchanged`: the game as it now is, or one of two reasons why nothing was
 * written — each sends the caller to the locked path, for a different reason.
 */
export type UnlockedCommit =
  | { readonly outcome: 'committed'; readonly game: GameRecord }
  /** The game changed since it was read (another change won): the locked path re-reads and refuses. */
  | { readonly outcome: 'stale' }
  /** The change has work on other tables (ladder, alliances), which runs only under the row lock. */
  | { readonly outcome: 'needs-lock' };

/**
 * The write half of every use case that changes a game: append the events to the chain, update
 * the snapshot to match (with the listeners' adjustments, e.g. the seat clocks), queue the
 * notifications. Returns the game as it now is (without re-reading it). Two ways to write:
 *
 * - `commit`, in the caller's transaction, which holds the game's row lock;
 * - `commitIfUnchanged`, one guarded statement with no transaction around it, for the common
 *   half-move: it applies only while the game is exactly as the caller read it.
 */
@Injectable()
export class GameWriter {
  constructor(
    private readonly games: GameRepository,
    private readonly events: EventRepository,
    private readonly outbox: OutboxRepository,
    private readonly listeners: GameChangeListeners,
  ) {}

  async commit(
    manager: EntityManager,
    game: GameRecord,
    events: readonly NewEvent[],
    snapshot: SnapshotChange,
    notifications: readonly OutboxEntry[],
  ): Promise<GameRecord> {
    const write = this.prepare(game, events, snapshot, notifications);
    const update = this.games.updateSql(write.params, write.after);
    await preparedQuery(manager, `WITH ${ctes(write.inserts)} ${update}`, write.params.values);
    // Ladder tallies, alliance history and ratings follow the game in this same transaction.
    await this.listeners.notify(manager, game, write.after);
    return write.after;
  }

  /**
   * Commits without a lock or a transaction of its own: one statement whose UPDATE applies only
   * if the game is still at `game`'s version and clocks, and whose inserts (events, outbox) apply
   * only with it. Resolves with the changed game, or with why nothing was written: the game
   * changed since it was read, or a listener has work on other tables (which needs the row lock).
   * The caller then takes the locked path (`commit`), which re-checks under the lock.
   */
  async commitIfUnchanged(
    manager: EntityManager,
    game: GameRecord,
    events: readonly NewEvent[],
    snapshot: SnapshotChange,
    notifications: readonly OutboxEntry[],
  ): Promise<UnlockedCommit> {
    const write = this.prepare(game, events, snapshot, notifications, 'applied');
    if (this.listeners.haveWork(game, write.after)) return { outcome: 'needs-lock' };
    const update = this.games.updateIfUnchangedSql(write.params, game, write.after);
    const rows = await preparedQuery(
      manager,
      `WITH applied AS (${update}), ${ctes(write.inserts)} SELECT id FROM applied`,
      write.params.values,
    );
    return rows.length === 1 ? { outcome: 'committed', game: write.after } : { outcome: 'stale' };
  }

  /** The inserts (appending only together with the CTE `onlyWith`, if given) and the new snapshot. */
  private prepare(
    game: GameRecord,
    events: readonly NewEvent[],
    snapshot: SnapshotChange,
    notifications: readonly OutboxEntry[],
    onlyWith?: string,
  ): { params: SqlParams; inserts: string[]; after: GameRecord } {
    if (events.length === 0) throw new Error('a game changes only by appending at least one event');
    const params = new SqlParams();
    const appended = this.events.insertSql(params, game.id, game.version, game.headHash, events, onlyWith);
    const outbox = this.outbox.insertSql(params, notifications, onlyWith);
    const { version, headHash } = appended;
    // Set here, not by now(): the answer shows exactly what a later read will.
    const updatedAt = new Date();
    // The listeners' adjustments (the seat clocks and the real deadline) are part of the update.
    const after = this.listeners.adjust(game, { ...game, ...snapshot, version, headHash, updatedAt });
    const inserts = [appended.sql, outbox].filter((sql): sql is string => sql !== null);
    return { params, inserts, after };
  }
}

/**
 * The inserts as data-modifying CTEs of the one statement that also updates the snapshot: one
 * round trip. PostgreSQL runs every part whether or not it is referenced.
 */
function ctes(inserts: readonly string[]): string {
  return inserts.map((sql, i) => `w${i} AS (${sql})`).join(', ');
}
