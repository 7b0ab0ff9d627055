import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { statusForCode } from '../../platform/errors/error-codes';
import type { GameOverPayload } from '../../platform/outbox/notification-payloads';
import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import type { Action, GameView } from '@entente/engine';
import type { ActionDto } from './play.dto';
import type { GameDto } from '../core/dto/game.dto';
import { EngineAdapter, type EngineStep, RuleRefusal } from '../core/engine.adapter';
import { changeOfSteps } from '../core/engine-change';
import { presentGame } from '../core/game-presenter';
import { type GameRecord, seatsOf, snapshotOf } from '../core/game-record';
import { GameRepository } from '../core/game.repository';
import { GameChangeService } from '../core/game-change.service';
import type { GameChange } from '../core/game-change';
import { GameSnapshotCache } from '../core/game-snapshot-cache';
import { IdempotencyRepository, type IdempotentRequest } from '../core/idempotency.repository';

export type PlayRequest =
  | { readonly kind: 'move'; readonly move: string; readonly seat?: string; readonly expectedVersion: number }
  | { readonly kind: 'turn'; readonly moves: readonly string[]; readonly expectedVersion: number }
  | { readonly kind: 'action'; readonly action: ActionDto };

export interface PlayOutcome {
  readonly status: number;
  readonly body: GameDto;
  /** True when this is the stored answer to an earlier request with the same Idempotency-Key. */
  readonly replayed: boolean;
}

/**
 * Playing a game — a half-move, a whole turn, an action — in the order of boardgame.io's
 * Master.onUpdate: fetch the game (GameRepository), authorise the seat, check the version, run the
 * rules (EngineAdapter) into one GameChange, then store state and log and notify: that last step is
 * GameChangeService, whose list of effects names everything a change does. The change is written
 * as one guarded statement when nothing needs the row lock, else in a transaction under it. A
 * refused request throws before anything is written.
 */
@Injectable()
export class GamePlayService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly engine: EngineAdapter,
    private readonly games: GameRepository,
    private readonly changes: GameChangeService,
    private readonly idempotency: IdempotencyRepository,
    private readonly kept: GameSnapshotCache,
  ) {}

  async play(
    userId: string,
    gameId: string,
    request: PlayRequest,
    idempotent?: IdempotentRequest,
  ): Promise<PlayOutcome> {
    if (idempotent) return this.playOnce(userId, gameId, request, idempotent);
    // The rules engine judges the game as this process last knew it, before anything is locked.
    const { seen, change } = await this.judge(userId, gameId, request);
    // The common half-move: one guarded statement that applies only if the game is still exactly
    // `seen` — no transaction, no lock, no connection held while this process computes.
    const unlocked = await this.changes.commitIfUnchanged(this.db.manager, seen, change);
    if (unlocked.outcome === 'committed') {
      this.kept.remember(unlocked.game);
      return this.answer(unlocked.game, userId);
    }
    // 'stale' (the game is not `seen`: changed meanwhile, or `seen` was an older record than the
    // game's) or 'needs-lock' (the change ends the game, forms a coalition, or meets a plan):
    // nothing was written; lock, and commit — judged again on the game as it now is if that is
    // not `seen` (a request against an older version is then refused, VERSION_CONFLICT).
    this.kept.forget(gameId);
    const updated = await this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      const current = game.touched === seen.touched ? change : this.changeFor(game, userId, request);
      return this.commitLocked(m, game, current);
    });
    this.kept.remember(updated);
    return this.answer(updated, userId);
  }

  /**
   * The game to start from and the change the request makes to it. The game is the record this
   * process last wrote or read (GameSnapshotCache) when it has one — the guarded write checks that
   * it is still the game — else a fresh read. A refusal is never given on a kept record: it may be
   * older than the game the client sees, so the request is judged again on a fresh read.
   */
  private async judge(
    userId: string,
    gameId: string,
    request: PlayRequest,
  ): Promise<{ seen: GameRecord; change: GameChange }> {
    const kept = this.kept.get(gameId);
    if (kept) {
      try {
        return { seen: kept, change: this.changeFor(kept, userId, request) };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
    const seen = await this.games.find(this.db.manager, gameId);
    this.kept.remember(seen);
    return { seen, change: this.changeFor(seen, userId, request) };
  }

  private answer(game: GameRecord, userId: string): PlayOutcome {
    return { status: 201, body: presentGame(game, this.engine.seats(game.variant), userId), replayed: false };
  }

  /**
   * A request under an Idempotency-Key, judged and answered once: the key is claimed first (a lock
   * on the user's key, whatever the game), so every retry racing the original — or the same key
   * sent for another game at the same moment — waits, then finds the first answer stored (or, for
   * a different request, IDEMPOTENCY_KEY_REUSED). Only then is the game locked and the change made
   * on what is committed; a refused request stores nothing, so its retry is judged afresh.
   */
  private playOnce(
    userId: string,
    gameId: string,
    request: PlayRequest,
    idempotent: IdempotentRequest,
  ): Promise<PlayOutcome> {
    return this.db.transaction(async (m) => {
      await this.idempotency.claim(m, userId, idempotent);
      const stored = await this.idempotency.find(m, userId, idempotent);
      if (stored) return { status: stored.status, body: stored.body as GameDto, replayed: true };
      const game = await this.games.lock(m, gameId);
      const change = this.changeFor(game, userId, request);
      const updated = await this.commitLocked(m, game, change);
      const outcome = this.answer(updated, userId);
      await this.idempotency.save(m, userId, idempotent, { status: outcome.status, body: outcome.body });
      return outcome;
    });
  }

  /**
   * Commits under the row lock and returns the game as it now is: a plan's answer (api/src/play/plans)
   * is a further change the commit may have made, so the game is read again when one could have.
   */
  private async commitLocked(m: EntityManager, game: GameRecord, change: GameChange): Promise<GameRecord> {
    const committed = await this.changes.commit(m, game, change);
    return committed.plannedSeats.length > 0 ? this.games.find(m, game.id) : committed;
  }

  /** What the request would append and change, or the refusal; reads and writes nothing. */
  private changeFor(game: GameRecord, userId: string, request: PlayRequest): GameChange {
    const mine = seatsOf(game, userId);
    const aborting = request.kind === 'action' && request.action.type === 'abort';
    // The creator may abort their game even when they hold no seat of it (they invited every player).
    if (mine.length === 0 && !(aborting && game.createdBy.id === userId))
      throw new DomainError('NOT_A_PLAYER', 'You hold no seat in this game.');
    const expected = request.kind === 'action' ? request.action.expectedVersion : request.expectedVersion;
    // A version from before the game's latest events is accepted only for an action those events
    // cannot make illegal (`independentAction`); the engine judges it on the game as it now is.
    if (expected > game.version || (expected < game.version && !independentAction(request, game))) {
      throw this.conflict(
        game,
        userId,
        'VERSION_CONFLICT',
        `The game is at version ${game.version}, not ${expected}; reload and try again.`,
      );
    }
    if (request.kind === 'action' && request.action.type === 'abort')
      return this.abortChange(game, userId, mine, request.action.reason);
    if (game.status !== 'active' && game.status !== 'setup') {
      throw this.conflict(
        game,
        userId,
        game.status === 'open' ? 'GAME_NOT_STARTED' : 'GAME_OVER',
        `The game is ${game.status}.`,
      );
    }
    const view = game.view as GameView;
    const toMove = view.toMove.map((t) => t.seat);

    let seat: string;
    let actions: Action[];
    if (request.kind === 'move') {
      seat = this.movingSeat(game, userId, mine, toMove, request.seat);
      actions = [{ type: 'move', move: request.move, seat }];
    } else if (request.kind === 'turn') {
      seat = this.movingSeat(game, userId, mine, toMove, undefined);
      actions = request.moves.map((move) => ({ type: 'move', move, seat }));
    } else {
      seat = this.actingSeat(mine, toMove, request.action.seat);
      actions = [toEngineAction(request.action, seat)];
    }

    let steps: EngineStep[];
    try {
      steps = this.engine.apply(game, game.state as string, actions, (before, index) => {
        // A turn is one seat's: every half-move of it must be that seat's to make.
        if (
          request.kind === 'turn' &&
          index > 0 &&
          (before.status !== 'active' || !before.toMove.some((t) => t.seat === seat))
        ) {
          throw new DomainError(
            'TURN_OVERRUN',
            `Half-move ${index + 1} (${request.moves[index]}) is past the end of your turn.`,
            { index },
          );
        }
      });
    } catch (error) {
      if (error instanceof RuleRefusal && statusForCode(error.code) === 409)
        throw this.conflict(game, userId, error.code, error.message);
      throw error;
    }
    const last = steps[steps.length - 1];
    if (
      request.kind === 'turn' &&
      last.view.status === 'active' &&
      last.view.toMove.some((t) => t.seat === seat && t.reason === 'turn')
    ) {
      throw new DomainError(
        'TURN_INCOMPLETE',
        `Your turn is not over after these ${steps.length} half-moves; send all of them.`,
        {
          index: steps.length,
        },
      );
    }

    return changeOfSteps(game, seat, { userId }, actions, steps);
  }

  /**
   * The computer that plays `seat` acts (api/src/play/computer-seats): the same judgement, events,
   * clocks and notifications as a person's action, under the game's row lock, and only while the
   * game is at `expectedVersion` — the version the computer chose against. Null, writing nothing,
   * when the game has moved on or the seat is no longer a computer's (the job is stale); a rules
   * refusal throws (RuleRefusal) like a person's.
   */
  async playForComputer(
    gameId: string,
    seat: string,
    action: Action,
    expectedVersion: number,
  ): Promise<GameRecord | null> {
    const played = await this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      const computer = game.seats.find((s) => s.seat === seat && s.state === 'taken')?.computer;
      if (game.version !== expectedVersion || !computer) return null;
      if (game.status !== 'active' && game.status !== 'setup') return null;
      const actions: Action[] = [{ ...action, seat } as Action];
      const steps = this.engine.apply(game, game.state as string, actions);
      return this.changes.commit(m, game, changeOfSteps(game, seat, { computer }, actions, steps));
    });
    // Kept once committed, so the person's answer to it starts from it.
    if (played) this.kept.remember(played);
    return played;
  }

  /**
   * Abort: before the first board move (plies = 0), by the game's creator only, with a reason that
   * the event records and every other party is told. Anyone else who holds a seat leaves it
   * instead (GameLobbyService.leave): the game goes on without them, the seat open again.
   */
  private abortChange(game: GameRecord, userId: string, mine: string[], reason: string | undefined): GameChange {
    if (game.status === 'finished' || game.status === 'aborted')
      throw this.conflict(game, userId, 'GAME_OVER', `The game is ${game.status}.`);
    if ((game.view?.plies ?? 0) > 0)
      throw this.conflict(game, userId, 'ABORT_TOO_LATE', 'A game can be aborted only before the first move.');
    if (game.createdBy.id !== userId) {
      const leave = `/games/${game.id}/seats/${mine[0]}/leave`;
      throw new DomainError(
        'ONLY_CREATOR_MAY_ABORT',
        `Only ${game.createdBy.username}, who created the game, may abort it; to give up your seat, POST ${leave}.`,
        { leave },
      );
    }
    const why = reason?.trim();
    if (!why) throw new DomainError('BAD_ACTION', 'An abort needs a reason: it is told to every other party.');
    const now = new Date();
    const by = { username: game.createdBy.username, displayName: game.createdBy.displayName };
    // Everyone with a seat or an invitation hears who aborted and why; the creator knows.
    const told = [
      ...new Set(
        game.seats
          .filter((s) => (s.state === 'taken' || s.state === 'invited') && s.userId !== null && s.userId !== userId)
          .map((s) => s.userId as string),
      ),
    ];
    const notes: OutboxEntry[] = told.map((id) => ({
      kind: 'game-over',
      userId: id,
      gameId: game.id,
      payload: {
        gameId: game.id,
        variant: game.variant,
        version: game.version + 1,
        status: 'aborted',
        result: null,
        board: game.view?.board ?? [],
        abortedBy: by,
        abortReason: why,
      } satisfies GameOverPayload,
    }));
    return changeOf(
      [{ type: 'game-aborted', seat: mine[0] ?? null, userId, payload: { reason: 'abort', message: why } }],
      { ...snapshotOf(game), status: 'aborted', toMove: [], result: null, finishedAt: now, deadlineAt: null },
      notes,
    );
  }

  /** The seat of mine that must move now: the named one, or the first of mine to act. */
  private movingSeat(
    game: GameRecord,
    userId: string,
    mine: string[],
    toMove: string[],
    named: string | undefined,
  ): string {
    if (named !== undefined && !mine.includes(named))
      throw new DomainError('NOT_YOUR_SEAT', `You do not hold seat ${named}.`);
    const seat = (named !== undefined ? [named] : mine).find((s) => toMove.includes(s));
    if (!seat) {
      throw this.conflict(
        game,
        userId,
        'NOT_YOUR_TURN',
        `It is ${toMove.join(' and ') || 'nobody'}'s turn, not ${(named ? [named] : mine).join(' or ')}'s.`,
      );
    }
    return seat;
  }

  /** For actions any seat may take out of turn (resign, draw offers): the named seat or my only one. */
  private actingSeat(mine: string[], toMove: string[], named: string | undefined): string {
    if (named !== undefined) {
      if (!mine.includes(named)) throw new DomainError('NOT_YOUR_SEAT', `You do not hold seat ${named}.`);
      return named;
    }
    if (mine.length === 1) return mine[0];
    const acting = mine.filter((s) => toMove.includes(s));
    if (acting.length === 1) return acting[0];
    throw new DomainError('SEAT_REQUIRED', `You hold seats ${mine.join(' and ')}: name the one that acts.`);
  }

  /** 409 answers carry the current game, so a client can re-sync without another request. */
  private conflict(game: GameRecord, userId: string, code: string, message: string): DomainError {
    return new DomainError(code, message, { game: presentGame(game, this.engine.seats(game.variant), userId) });
  }
}

/**
 * Actions whose legality the events since the client's `expectedVersion` cannot change, applied
 * against a stale version (openapi: ActionDto.expectedVersion; docs/api/play.md):
 * - `resign`: a seat may resign whenever the game runs and it is still in it, whatever was played
 *   meanwhile (the engine refuses a seat that has left, and a game that ended is GAME_OVER);
 * - `arrange` in the set-up phase: each party arranges its own zone (coalition.md §4), so the
 *   others' arrangements in between change nothing about this one.
 * Every other request (moves, turns, declarations, draw offers and their answers, the cyclist's
 * change, passes, abort) depends on the position or on who is to act, and stays 409 VERSION_CONFLICT.
 */
function independentAction(request: PlayRequest, game: GameRecord): boolean {
  if (request.kind !== 'action') return false;
  if (request.action.type === 'resign') return true;
  return request.action.type === 'arrange' && game.status === 'setup';
}

function toEngineAction(a: ActionDto, seat: string): Action {
  const need = <T>(value: T | undefined, field: string): T => {
    if (value === undefined) throw new DomainError('BAD_ACTION', `A ${a.type} action needs ${field}.`);
    return value;
  };
  switch (a.type) {
    case 'declare':
      return { type: 'declare', seat, ally: need(a.ally, 'ally') };
    case 'arrange':
      return { type: 'arrange', seat, placement: need(a.placement, 'placement') };
    case 'cyclist':
      return { type: 'cyclist', seat, square: need(a.square, 'square') };
    case 'resign':
      return { type: 'resign', seat, reason: 'resignation' };
    case 'pass':
    case 'offer-draw':
    case 'accept-draw':
    case 'decline-draw':
    case 'claim-draw':
      return { type: a.type, seat };
    default:
      throw new DomainError('BAD_ACTION', `Unknown action ${a.type}.`);
  }
}

function changeOf(
  events: GameChange['events'],
  snapshot: GameChange['snapshot'],
  notifications: OutboxEntry[],
): GameChange {
  return { events, snapshot, notifications };
}
