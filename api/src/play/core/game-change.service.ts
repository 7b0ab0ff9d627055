import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  type FurtherChanges,
  GAME_CHANGE_EFFECTS,
  type GameChange,
  type GameChangeEffect,
  type LockedEffect,
} from './game-change';
import { type ChainedEvents, GameChangeRepository, type InsertPart } from './game-change.repository';
import type { GameRecord } from './game-record';
import { afterCommit } from '../../platform/database/after-commit';
import { countHalfMoves, halfMovesTotal } from '../../platform/metrics/metrics';
import { settleEditionUpgrade } from './edition-upgrade';

/**
 * What came of `commitIfUnchanged`: the game as it now is, or one of two reasons why nothing was
 * written — each sends the caller to the locked path (`commit`), for a different reason.
 */
export type UnlockedCommit =
  | { readonly outcome: 'committed'; readonly game: GameRecord }
  /** The game changed since it was read (another change won): the locked path re-reads and refuses. */
  | { readonly outcome: 'stale' }
  /** A locked effect applies (the change forms a coalition or ends the game): it needs the row lock. */
  | { readonly outcome: 'needs-lock' };

/**
 * The write path of every change to a game — a move, a turn, an action, a time-out, a seat taken
 * or left, a start — and the one list of everything such a change does. A use case reads the game,
 * checks who acts and at which version, lets the rules engine judge, and hands the result here
 * (boardgame.io's Master.onUpdate: fetch, authorise, check the version, run the rules, store state
 * and log, notify). Here, in this order:
 *
 * 1. the events are chained (seq, prev hash, hash) onto the game's log — with those a pending
 *    edition upgrade needs after them (edition-upgrade.ts: a computer's acceptance, the change of
 *    edition once every seat still in the game has accepted);
 * 2. the snapshot after them is the use case's, with the new version and head hash, and with the
 *    row effects applied;
 * 3. one statement (GameChangeRepository) appends the events, inserts the insert effects' rows and
 *    updates the snapshot; PostgreSQL's triggers on those rows run in it;
 * 4. the locked effects run, in the caller's transaction under the game's row lock.
 *
 * `effects` names them all, in the order they take place; the list is composed above the features
 * that react to a change (api/src/game-change-effects.module.ts). Everything commits together or
 * nothing does; a refusal throws before this is called, so it writes nothing. How to add an
 * effect: api/src/play/README.md.
 */
@Injectable()
export class GameChangeService implements FurtherChanges {
  constructor(
    private readonly repository: GameChangeRepository,
    /** Every effect of a change besides its events and snapshot, in the order they take place. */
    @Inject(GAME_CHANGE_EFFECTS) readonly effects: readonly GameChangeEffect[],
  ) {}

  /**
   * Commits in the caller's transaction, which holds the game's row lock (GameRepository.lock).
   * The game returned has the stamp of the change's own statement; a locked effect that changes
   * the game further (a plan's answer, an offer withdrawn) stamps it again.
   */
  async commit(manager: EntityManager, game: GameRecord, proposed: GameChange): Promise<GameRecord> {
    const { events, after: computed, change } = this.prepare(game, proposed);
    const statement = this.repository.locked(events, computed, this.inserts(change, game, computed));
    const after = { ...computed, touched: (await this.repository.run(manager, statement))! };
    this.countAfterCommit(manager, game, change);
    for (const effect of this.locked(game, after, change)) await effect.run(manager, game, after, this, change);
    return after;
  }

  /**
   * Commits with no lock and no transaction of its own, for the common half-move: one guarded
   * statement that applies only while the game is exactly `game` (its stamp, `touched`), however
   * long ago that record was read.
   */
  async commitIfUnchanged(manager: EntityManager, game: GameRecord, proposed: GameChange): Promise<UnlockedCommit> {
    const { events, after, change } = this.prepare(game, proposed);
    if (this.locked(game, after, change).length > 0) return { outcome: 'needs-lock' };
    const statement = this.repository.guarded(game, events, after, this.inserts(change, game, after));
    const touched = await this.repository.run(manager, statement);
    if (touched !== null) this.countAfterCommit(manager, game, change);
    return touched === null ? { outcome: 'stale' } : { outcome: 'committed', game: { ...after, touched } };
  }

  /** The half-moves of a change count once they are committed: a later refusal rolls them back. */
  private countAfterCommit(manager: EntityManager, game: GameRecord, change: GameChange): void {
    const halfMoves = countHalfMoves(change.events);
    if (halfMoves > 0) afterCommit(manager, () => halfMovesTotal.inc({ variant: game.variant }, halfMoves));
  }

  /** The whole change, its chained events and the game after them (steps 1 and 2); computes only. */
  private prepare(
    game: GameRecord,
    proposed: GameChange,
  ): { events: ChainedEvents; after: GameRecord; change: GameChange } {
    if (proposed.events.length === 0) throw new Error('a game changes only by appending at least one event');
    // Set here, not by now(): the answer shows exactly what a later read will.
    const at = new Date();
    const decided: GameRecord = { ...game, ...proposed.snapshot, ...proposed.edition };
    const actor = [...proposed.events].reverse().find((e) => e.userId !== null)?.userId ?? null;
    const settled = settleEditionUpgrade(decided, game.version + proposed.events.length, actor);
    const change: GameChange = settled
      ? {
          ...proposed,
          events: [...proposed.events, ...settled.events],
          notifications: [...proposed.notifications, ...settled.notifications],
        }
      : proposed;
    const events = this.repository.chain(game, change.events, at);
    let after: GameRecord = {
      ...(settled?.game ?? decided),
      version: events.version,
      headHash: events.headHash,
      updatedAt: at,
    };
    for (const effect of this.effects) {
      if (effect.kind !== 'row') continue;
      const adjustment = effect.adjust(game, after);
      if (adjustment) after = { ...after, ...adjustment };
    }
    return { events, after, change };
  }

  private inserts(change: GameChange, before: GameRecord, after: GameRecord): InsertPart[] {
    return this.effects.flatMap((e) => (e.kind === 'insert' ? [e.insert(change, before, after)] : []));
  }

  private locked(before: GameRecord, after: GameRecord, change: GameChange): LockedEffect[] {
    return this.effects.filter((e): e is LockedEffect => e.kind === 'locked' && e.appliesTo(before, after, change));
  }
}
