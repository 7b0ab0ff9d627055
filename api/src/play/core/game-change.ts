import type { EntityManager } from 'typeorm';
import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import type { NewEvent } from '../events/event.repository';
import type { InsertPart } from './game-change.repository';
import type { GameRecord, SnapshotChange } from './game-record';

/** One change to a game as a use case decided it: what it appends, the snapshot after, whom it tells. */
export interface GameChange {
  readonly events: readonly NewEvent[];
  readonly snapshot: SnapshotChange;
  readonly notifications: readonly OutboxEntry[];
  /**
   * The game's rules edition and pending upgrade after the change, when the change is a step of an
   * upgrade (play/editions); every other change leaves both as they are.
   */
  readonly edition?: Pick<GameRecord, 'rulesEdition' | 'editionUpgrade'>;
}

/** Columns of the game's own row that a row effect sets along with the snapshot. */
export type GameRowAdjustment = Partial<Pick<GameRecord, 'clocks' | 'deadlineAt'>>;

/** Computed from the two records alone (no I/O) and written by the snapshot's own UPDATE. */
export interface RowEffect {
  readonly kind: 'row';
  readonly name: string;
  adjust(before: GameRecord, after: GameRecord): GameRowAdjustment | null;
}

/** Rows of another table, inserted by the change's one statement (a CTE of it), in either form. */
export interface InsertEffect {
  readonly kind: 'insert';
  readonly name: string;
  insert(change: GameChange, before: GameRecord, after: GameRecord): InsertPart;
}

/**
 * Done by PostgreSQL itself: a trigger on a table the statement writes, in the same transaction.
 * Named here so this list is whole; api/test/game-change-effects.e2e-spec.ts checks that each is
 * installed and that no other trigger acts on those tables.
 */
export interface TriggerEffect {
  readonly kind: 'trigger';
  readonly name: string;
  readonly table: 'game_events' | 'outbox' | 'games';
  readonly trigger: string;
  /** The migration that creates it (migrations/). */
  readonly migration: string;
}

/**
 * Work on other tables, run after the statement in the transaction that holds the game's row
 * lock. A change that any locked effect applies to is never written by the unlocked statement:
 * the caller gets `needs-lock` and takes the locked path. `changes` commits a further change of
 * the same game in that transaction (a plan's answer), which runs the effects in its turn.
 */
export interface LockedEffect {
  readonly kind: 'locked';
  readonly name: string;
  /** `change` is what the use case decided: its events say what happened (a time-out, a seat handed over). */
  appliesTo(before: GameRecord, after: GameRecord, change: GameChange): boolean;
  run(
    manager: EntityManager,
    before: GameRecord,
    after: GameRecord,
    changes: FurtherChanges,
    change: GameChange,
  ): Promise<void>;
}

/** What a locked effect may do besides its own writes: commit a further change of the game. */
export interface FurtherChanges {
  commit(manager: EntityManager, game: GameRecord, change: GameChange): Promise<GameRecord>;
}

export type GameChangeEffect = RowEffect | InsertEffect | TriggerEffect | LockedEffect;

/**
 * The injection token of every effect of a change besides its events and snapshot, in the order
 * they take place. The list is composed above the features that react to a change
 * (api/src/game-change-effects.module.ts), so this core knows none of them.
 */
export const GAME_CHANGE_EFFECTS = Symbol('GAME_CHANGE_EFFECTS');
