import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { GameView } from '@entente/engine';
import { DomainError } from '../../platform/errors/domain-error';
import type { NewEvent } from '../events/event.repository';
import { EventRepository } from '../events/event.repository';
import { seatsStillIn } from '../core/edition-upgrade';
import { EngineAdapter } from '../core/engine.adapter';
import type { GameChange } from '../core/game-change';
import { GameChangeService } from '../core/game-change.service';
import {
  computerSeats,
  type GameRecord,
  playerIds,
  seatsOf,
  snapshotOf,
  type SnapshotChange,
} from '../core/game-record';
import { GameRepository } from '../core/game.repository';
import { peopleOf, takebackNotices } from './takeback-notices';
import { snapshotAfterStep } from '../core/step-snapshot';
import { lineOf, PENDING_TAIL, type PendingTakeback, pendingTakeback, stateAt, takebackTarget } from '../core/takeback';

/**
 * A takeback by consent (docs/takeback.md): a player of a seat still in the game asks, every
 * other seat still in it accepts (one decline ends the request), and the last acceptance returns
 * the position to the version the request named — as new events of the chain, never by removing
 * any. Each step is committed under the game's row lock, so of two answers at the same moment, or
 * an answer and a move, one is judged after the other: the second meets the game as the first
 * left it. The open request is the chain's own tail (core/takeback.ts), so any other event —
 * a move, a resignation, the end — ends it with no step of its own.
 */
@Injectable()
export class TakebackService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly engine: EngineAdapter,
    private readonly games: GameRepository,
    private readonly log: EventRepository,
    private readonly changes: GameChangeService,
  ) {}

  /** The open request of a game, or null (404 for no such game). */
  async pending(gameId: string): Promise<PendingTakeback | null> {
    const game = await this.games.find(this.db.manager, gameId);
    return this.pendingOf(this.db.manager, game);
  }

  request(userId: string, gameId: string): Promise<GameRecord> {
    return this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      const mine = this.liveSeats(game, userId);
      if (game.tournament)
        throw new DomainError('TAKEBACK_NOT_ALLOWED', 'Moves are not taken back in a tournament game.');
      const events = await this.log.all(m, game.id);
      if (pendingTakeback(events.slice(-PENDING_TAIL)))
        throw new DomainError(
          'TAKEBACK_PENDING',
          'A takeback is asked for already; it must be answered or withdrawn first.',
        );
      const line = lineOf(events);
      const last = line[line.length - 1];
      const midTurn =
        !!last && mine.includes(last.seat ?? '') && (game.view as GameView).toMove.some((t) => mine.includes(t.seat));
      const target = takebackTarget(game.variant, line, mine, midTurn);
      if (!target) throw new DomainError('NOTHING_TO_TAKE_BACK', 'You have made no move that could be taken back.');
      if (events.some((e) => e.type === 'edition-changed' && e.seq > target.toVersion))
        throw new DomainError(
          'NOTHING_TO_TAKE_BACK',
          'The game has moved on to another edition of its rules since that move; it stays.',
        );
      const taken = new Set(game.seats.filter((s) => s.state === 'taken').map((s) => s.seat));
      const asked = seatsStillIn(game).filter((seat) => taken.has(seat) && !mine.includes(seat));
      const computers = computerSeats(game).filter((c) => asked.includes(c.seat));
      // A computer cannot weigh a takeback: it consents only where nothing counts, in an unrated game.
      if (computers.length > 0 && game.rated)
        throw new DomainError(
          'TAKEBACK_NOT_ALLOWED',
          `A computer plays ${computers.map((c) => c.seat).join(' and ')}, which cannot consent in a rated game.`,
        );
      const seat = mine.includes(target.seat) ? target.seat : mine[0];
      const events_: NewEvent[] = [
        { type: 'takeback-requested', seat, userId, payload: { toVersion: target.toVersion, seats: mine, asked } },
      ];
      const consenting = computers.map((c) => c.seat);
      const complete = asked.every((s) => consenting.includes(s));
      for (const [i, c] of computers.entries())
        events_.push({
          type: 'takeback-accepted',
          seat: c.seat,
          userId: null,
          payload: {
            seats: [c.seat],
            toVersion: target.toVersion,
            taken: complete && i === computers.length - 1,
            computer: c.level,
          },
        });
      if (complete && computers.length === 0)
        // Nobody else to ask (every other party is out): the requester's word is enough.
        events_.push({
          type: 'takeback-accepted',
          seat,
          userId,
          payload: { seats: mine, toVersion: target.toVersion, taken: true },
        });
      return this.commit(m, game, {
        events: events_,
        snapshot: complete ? this.restored(game, events, target.toVersion) : snapshotOf(game),
        notifications: complete
          ? takebackNotices(game, 'taken', seat, playerIds(game), userId, game.version + events_.length)
          : takebackNotices(game, 'requested', seat, peopleOf(game, asked), userId, game.version + 1),
      });
    });
  }

  /** The caller's seats that were asked accept, all at once; the last acceptance takes the moves back. */
  accept(userId: string, gameId: string): Promise<GameRecord> {
    return this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      const mine = this.liveSeats(game, userId);
      const pending = await this.open(m, game);
      const seats = this.asked(pending, mine);
      const fresh = seats.filter((s) => !pending.accepted.includes(s));
      if (fresh.length === 0)
        throw new DomainError('TAKEBACK_ANSWERED', 'Your seats have accepted this takeback already.');
      const complete = pending.asked.every((s) => pending.accepted.includes(s) || fresh.includes(s));
      const snapshot = complete
        ? this.restored(game, await this.log.all(m, game.id), pending.toVersion)
        : snapshotOf(game);
      return this.commit(m, game, {
        events: [
          {
            type: 'takeback-accepted',
            seat: fresh[0],
            userId,
            payload: { seats: fresh, toVersion: pending.toVersion, taken: complete },
          },
        ],
        snapshot,
        notifications: complete
          ? takebackNotices(game, 'taken', pending.requestedBy.seat, playerIds(game), userId, game.version + 1)
          : [],
      });
    });
  }

  /** One decline ends the request; the game goes on from where it is. */
  decline(userId: string, gameId: string): Promise<GameRecord> {
    return this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      const mine = this.liveSeats(game, userId);
      const pending = await this.open(m, game);
      const seats = this.asked(pending, mine);
      return this.commit(m, game, {
        events: [
          { type: 'takeback-declined', seat: seats[0], userId, payload: { seats, toVersion: pending.toVersion } },
        ],
        snapshot: snapshotOf(game),
        notifications: takebackNotices(
          game,
          'declined',
          seats[0],
          peopleOf(game, [pending.requestedBy.seat]),
          userId,
          game.version + 1,
        ),
      });
    });
  }

  /** The one who asked takes the request back before it is answered. */
  withdraw(userId: string, gameId: string): Promise<GameRecord> {
    return this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      const mine = this.liveSeats(game, userId);
      const pending = await this.open(m, game);
      if (!mine.includes(pending.requestedBy.seat))
        throw new DomainError('TAKEBACK_NOT_YOURS', 'Only the player who asked for the takeback may withdraw it.');
      return this.commit(m, game, {
        events: [
          {
            type: 'takeback-withdrawn',
            seat: pending.requestedBy.seat,
            userId,
            payload: { toVersion: pending.toVersion },
          },
        ],
        snapshot: snapshotOf(game),
        notifications: [],
      });
    });
  }

  private commit(m: EntityManager, game: GameRecord, change: GameChange): Promise<GameRecord> {
    return this.changes.commit(m, game, change);
  }

  /** The position of `toVersion`, replayed from the chain, as the snapshot the takeback writes. */
  private restored(game: GameRecord, events: Parameters<typeof stateAt>[2], toVersion: number): SnapshotChange {
    const { state } = stateAt(this.engine, game, events, toVersion);
    if (state === null) throw new Error(`no position at version ${toVersion} of game ${game.id}`);
    const view = this.engine.view(game, state);
    return snapshotAfterStep(game, { state, view, effects: [] }, new Date());
  }

  private async pendingOf(m: EntityManager, game: GameRecord): Promise<PendingTakeback | null> {
    if (game.status !== 'active' && game.status !== 'setup') return null;
    const tail = await this.log.page(m, game.id, Math.max(0, game.version - PENDING_TAIL), PENDING_TAIL);
    return pendingTakeback(tail);
  }

  private async open(m: EntityManager, game: GameRecord): Promise<PendingTakeback> {
    const pending = await this.pendingOf(m, game);
    if (!pending) throw new DomainError('NO_TAKEBACK', 'Nobody asks to take back a move in this game now.');
    return pending;
  }

  /** The caller's seats whose consent the request asks for (not the requester's own). */
  private asked(pending: PendingTakeback, mine: readonly string[]): string[] {
    const seats = mine.filter((s) => pending.asked.includes(s));
    if (seats.length === 0)
      throw new DomainError(
        'TAKEBACK_NOT_ASKED',
        pending.seats.some((s) => mine.includes(s))
          ? 'You asked for this takeback; withdraw it instead.'
          : 'Your consent is not asked for this takeback.',
      );
    return seats;
  }

  /**
   * The caller's seats still in the game, in the variant's order: a player's (NOT_A_PLAYER), of a
   * running game (GAME_NOT_STARTED, GAME_OVER), still in it (SEAT_OUT_OF_GAME).
   */
  private liveSeats(game: GameRecord, userId: string): string[] {
    const mine = seatsOf(game, userId);
    if (mine.length === 0) throw new DomainError('NOT_A_PLAYER', 'You hold no seat in this game.');
    if (game.status === 'open') throw new DomainError('GAME_NOT_STARTED', 'The game has not started yet.');
    if (game.status !== 'active' && game.status !== 'setup')
      throw new DomainError('GAME_OVER', `The game is ${game.status}: its moves stay as they were played.`);
    const stillIn = seatsStillIn(game);
    const order = this.engine.seats(game.variant);
    const seats = mine.filter((s) => stillIn.includes(s)).sort((a, b) => order.indexOf(a) - order.indexOf(b));
    if (seats.length === 0)
      throw new DomainError('SEAT_OUT_OF_GAME', 'Your seats are out of the game; the seats still in it decide.');
    return seats;
  }
}
