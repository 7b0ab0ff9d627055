import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AllianceRecorder } from '../../community/alliances/alliance-recorder';
import { GameClockEffect } from '../clocks/game-clock.effect';
import { ComputerTurnEffect } from '../computer-seats/computer-turn.effect';
import { SystemLines } from '../negotiation/system-lines';
import type { NewEvent } from '../events/event.repository';
import { LadderRecorder } from '../../community/ladders/ladder-recorder';
import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import { PlannedAnswerEffect } from '../plans/planned-answer.effect';
import { type ChainedEvents, GameChangeRepository, type InsertPart } from './game-change.repository';
import type { GameRecord, SnapshotChange } from './game-record';
import { LobbyListingEffect } from '../lobby/lobby-listing';
import { SeatHolderRecorder } from '../seats/seat-holder-recorder';
import { withDeadlines } from './game-notifications';

/** One change to a game as a use case decided it: what it appends, the snapshot after, whom it tells. */
export interface GameChange {
  readonly events: readonly NewEvent[];
  readonly snapshot: SnapshotChange;
  readonly notifications: readonly OutboxEntry[];
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
 * the caller gets `needs-lock` and takes the locked path.
 */
export interface LockedEffect {
  readonly kind: 'locked';
  readonly name: string;
  appliesTo(before: GameRecord, after: GameRecord): boolean;
  run(manager: EntityManager, before: GameRecord, after: GameRecord): Promise<void>;
}

export type GameChangeEffect = RowEffect | InsertEffect | TriggerEffect | LockedEffect;

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
 * 1. the events are chained (seq, prev hash, hash) onto the game's log;
 * 2. the snapshot after them is the use case's, with the new version and head hash, and with the
 *    row effects applied;
 * 3. one statement (GameChangeRepository) appends the events, inserts the insert effects' rows and
 *    updates the snapshot; PostgreSQL's triggers on those rows run in it;
 * 4. the locked effects run, in the caller's transaction under the game's row lock.
 *
 * `effects` (set in the constructor) names them all, in the order they take place. Everything
 * commits together or nothing does; a refusal throws before this is called, so it writes nothing.
 * How to add an effect: api/src/play/README.md.
 */
@Injectable()
export class GameChangeService {
  /** Every effect of a change besides its events and snapshot, in the order they take place. */
  readonly effects: readonly GameChangeEffect[];

  constructor(
    private readonly repository: GameChangeRepository,
    clocks: GameClockEffect,
    alliances: AllianceRecorder,
    systemLines: SystemLines,
    ladders: LadderRecorder,
    computers: ComputerTurnEffect,
    seatHolders: SeatHolderRecorder,
    lobby: LobbyListingEffect,
    plans: PlannedAnswerEffect,
  ) {
    this.effects = [
      // The seats' clocks and the real deadline (the use case's is provisional): row columns.
      clocks,
      // The use case's notifications as outbox rows, with the deadlines the clocks now have; the
      // email dispatcher sends them later, from these payloads alone.
      {
        kind: 'insert',
        name: 'notifications',
        insert: (change, _before, after) => this.repository.notifications(withDeadlines(change.notifications, after)),
      },
      // Per outbox row: the in-app notification, one delivery per matching webhook, NOTIFY
      // entente_user (the user's streams) and entente_outbox (wakes the email dispatcher).
      {
        kind: 'trigger',
        name: 'in-app notifications, webhook deliveries, user and outbox wake-ups',
        table: 'outbox',
        trigger: 'outbox_fan_out',
        migration: '1796090000000-correspondence.ts',
      },
      // The row's stamp (`touched`), which every UPDATE of it moves on: a guarded write applies
      // only while the game is exactly the record it was computed from.
      {
        kind: 'trigger',
        name: "the row's stamp",
        table: 'games',
        trigger: 'games_touch',
        migration: '1796130000000-game-touched.ts',
      },
      // Per event: NOTIFY entente_game, which wakes the game's live streams on every instance.
      {
        kind: 'trigger',
        name: 'stream wake-ups',
        table: 'game_events',
        trigger: 'game_events_notify',
        migration: '1796090000000-correspondence.ts',
      },
      // A new status, deadline or seat to act: the games list's keys on the game's seats, so a
      // player's games are read in list order from the seats' indexes.
      {
        kind: 'trigger',
        name: 'list keys of the seats',
        table: 'games',
        trigger: 'games_list_keys_to_seats',
        migration: '1796120000000-list-keys.ts',
      },
      // A coalition formed or a Coalition Chess game ended: the alliance history.
      alliances,
      // The same events as system lines of the game's table channel (its negotiation), each
      // naming the game event by seq and hash; the new line wakes the message streams.
      systemLines,
      // A ladder game ended: results, season tallies and, for a rated 007 ladder, both ratings.
      ladders,
      // A seat a computer plays must now act: its pg-boss job, queued in this transaction
      // (api/src/play/computer-seats; the job plays through GamePlayService.playForComputer).
      computers,
      // The game starts: its first seat holders (who held each seat when, issue 21).
      seatHolders,
      // The game ends with a seat offered to a substitute: the offers withdrawn, out of the lobby.
      lobby,
      // A player of the game has a plan: lines that no longer match dropped, and when the others'
      // step matches at the owner's turn, the planned answer committed as a further change (it
      // runs these effects in turn). Last, so the change's own effects are done before it.
      plans,
    ];
  }

  /**
   * Commits in the caller's transaction, which holds the game's row lock (GameRepository.lock).
   * The game returned has the stamp of the change's own statement; a locked effect that changes
   * the game further (a plan's answer, an offer withdrawn) stamps it again.
   */
  async commit(manager: EntityManager, game: GameRecord, change: GameChange): Promise<GameRecord> {
    const { events, after: computed } = this.prepare(game, change);
    const statement = this.repository.locked(events, computed, this.inserts(change, game, computed));
    const after = { ...computed, touched: (await this.repository.run(manager, statement))! };
    for (const effect of this.locked(game, after)) await effect.run(manager, game, after);
    return after;
  }

  /**
   * Commits with no lock and no transaction of its own, for the common half-move: one guarded
   * statement that applies only while the game is exactly `game` (its stamp, `touched`), however
   * long ago that record was read.
   */
  async commitIfUnchanged(manager: EntityManager, game: GameRecord, change: GameChange): Promise<UnlockedCommit> {
    const { events, after } = this.prepare(game, change);
    if (this.locked(game, after).length > 0) return { outcome: 'needs-lock' };
    const statement = this.repository.guarded(game, events, after, this.inserts(change, game, after));
    const touched = await this.repository.run(manager, statement);
    return touched === null ? { outcome: 'stale' } : { outcome: 'committed', game: { ...after, touched } };
  }

  /** The chained events and the game after them (steps 1 and 2); computes only. */
  private prepare(game: GameRecord, change: GameChange): { events: ChainedEvents; after: GameRecord } {
    if (change.events.length === 0) throw new Error('a game changes only by appending at least one event');
    // Set here, not by now(): the answer shows exactly what a later read will.
    const at = new Date();
    const events = this.repository.chain(game, change.events, at);
    let after: GameRecord = {
      ...game,
      ...change.snapshot,
      version: events.version,
      headHash: events.headHash,
      updatedAt: at,
    };
    for (const effect of this.effects) {
      if (effect.kind !== 'row') continue;
      const adjustment = effect.adjust(game, after);
      if (adjustment) after = { ...after, ...adjustment };
    }
    return { events, after };
  }

  private inserts(change: GameChange, before: GameRecord, after: GameRecord): InsertPart[] {
    return this.effects.flatMap((e) => (e.kind === 'insert' ? [e.insert(change, before, after)] : []));
  }

  private locked(before: GameRecord, after: GameRecord): LockedEffect[] {
    return this.effects.filter((e): e is LockedEffect => e.kind === 'locked' && e.appliesTo(before, after));
  }
}
