import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { EngineAdapter } from '../core/engine.adapter';
import { type GameRecord, seatsOf } from '../core/game-record';
import { GameRepository } from '../core/game.repository';
import type { PlanDto, PlanHistoryDto, PlanVersionDto, PlayedStepDto } from './dto/plan.dto';
import { checkPlan } from './plan-checker';
import { formatLine, type Line } from './plan-lines';
import { findPlanChainBreak, nextPlanVersion, type PlanVersion } from './plan-version';
import { PlanRepository } from './plan.repository';

/**
 * A player's plan in a game (conditional turns): store (checked against the game as it is),
 * read, drop, and its history. A plan is its owner's alone: every read here is by the caller's
 * own id, and nothing else in the API reads plans, so no other route can reveal one — or that
 * one exists. Every write takes the game's row lock, so it is ordered with the game's changes;
 * the plan effect of a change (PlannedAnswerEffect) plays it.
 */
@Injectable()
export class PlansService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly games: GameRepository,
    private readonly engine: EngineAdapter,
    private readonly plans: PlanRepository,
  ) {}

  async get(userId: string, gameId: string): Promise<PlanDto> {
    const game = await this.games.find(this.db.manager, gameId);
    this.seatOf(game, userId);
    const history = await this.plans.history(this.db.manager, gameId, userId);
    const dto = presentPlan(history);
    if (!dto) throw noPlan();
    return dto;
  }

  /** Stores (or replaces) my plan: 422 naming the step when a step could not be played where it applies. */
  async put(userId: string, gameId: string, texts: readonly (readonly string[])[]): Promise<PlanDto> {
    // The rules engine checks the plan before the lock is taken; under it, the check is repeated
    // only if the game moved on meanwhile.
    const seen = await this.games.find(this.db.manager, gameId);
    const seat = this.storableFor(seen, userId);
    let lines = checkPlan(this.engine, seen, seat, texts);
    return this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      if (game.version !== seen.version) lines = checkPlan(this.engine, game, this.storableFor(game, userId), texts);
      await this.write(m, game, userId, seat, 'stored', lines);
      return presentPlan(await this.plans.history(m, gameId, userId)) as PlanDto;
    });
  }

  async delete(userId: string, gameId: string): Promise<void> {
    await this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      const seat = this.seatOf(game, userId);
      const current = (await this.plans.history(m, gameId, userId)).at(-1);
      if (!current?.active) throw noPlan();
      await this.write(m, game, userId, seat, 'deleted', []);
    });
  }

  async history(userId: string, gameId: string, after: number, limit: number): Promise<PlanHistoryDto> {
    const game = await this.games.find(this.db.manager, gameId);
    this.seatOf(game, userId);
    const all = await this.plans.history(this.db.manager, gameId, userId);
    const page = all.filter((v) => v.version > after).slice(0, limit);
    return {
      items: page.map(presentVersion),
      nextAfter:
        page.length > 0 && page[page.length - 1].version < all[all.length - 1].version
          ? page[page.length - 1].version
          : null,
      chainValid: findPlanChainBreak(all) === null,
    };
  }

  private async write(
    m: EntityManager,
    game: GameRecord,
    userId: string,
    seat: string,
    change: 'stored' | 'deleted',
    lines: readonly Line[],
  ): Promise<void> {
    const previous = (await this.plans.history(m, game.id, userId)).at(-1) ?? null;
    const version = nextPlanVersion(
      previous,
      {
        gameId: game.id,
        userId,
        seat,
        change,
        active: lines.length > 0,
        lines: lines.map(formatLine),
        fromVersion: game.version,
        detail: null,
      },
      new Date(),
    );
    await this.plans.append(m, version);
    const seats = new Set(game.plannedSeats);
    if (version.active) seats.add(seat);
    else seats.delete(seat);
    await this.plans.setPlannedSeats(m, game.id, [...seats].sort());
  }

  /** My only seat in the game (NOT_A_PLAYER without one, PLAN_ONE_SEAT with two). */
  private seatOf(game: GameRecord, userId: string): string {
    const mine = seatsOf(game, userId);
    if (mine.length === 0) throw new DomainError('NOT_A_PLAYER', 'You hold no seat in this game.');
    if (mine.length > 1) {
      throw new DomainError(
        'PLAN_ONE_SEAT',
        `You hold seats ${mine.join(' and ')}: plans are for a player with one seat.`,
      );
    }
    return mine[0];
  }

  /** The seat a plan may be stored for now: the game runs and the others are to act. */
  private storableFor(game: GameRecord, userId: string): string {
    const seat = this.seatOf(game, userId);
    if (game.status === 'open') throw new DomainError('GAME_NOT_STARTED', 'The game has not started yet.');
    if (game.status === 'finished' || game.status === 'aborted')
      throw new DomainError('GAME_OVER', `The game is ${game.status}.`);
    if (game.status !== 'active') throw new DomainError('PLAN_NOT_NOW', 'Plans can be stored once the set-up is over.');
    if (game.toMove.includes(seat))
      throw new DomainError('PLAN_NOT_NOW', 'It is your turn: play it; a plan answers the others’ moves.');
    return seat;
  }
}

function noPlan(): DomainError {
  return new DomainError('PLAN_NOT_FOUND', 'You have no plan in this game.');
}

/** The live plan from its history (oldest first), or null when there is none. */
function presentPlan(history: readonly PlanVersion[]): PlanDto | null {
  const current = history.at(-1);
  if (!current?.active) return null;
  const stored = history.findLastIndex((v) => v.change === 'stored');
  const played: PlayedStepDto[] = history
    .slice(stored)
    .filter((v) => v.change === 'played' && v.detail)
    .map((v) => {
      const d = v.detail as { trigger: string; answer: string; triggerSeqs: number[]; answerSeqs: number[] };
      return {
        trigger: d.trigger,
        answer: d.answer,
        triggerSeqs: d.triggerSeqs,
        answerSeqs: d.answerSeqs,
        at: v.createdAt.toISOString(),
      };
    });
  return {
    gameId: current.gameId,
    seat: current.seat,
    version: current.version,
    lines: current.lines.map((l) => [...l]),
    fromVersion: current.fromVersion,
    played,
    storedAt: history[stored].createdAt.toISOString(),
    updatedAt: current.createdAt.toISOString(),
  };
}

function presentVersion(v: PlanVersion): PlanVersionDto {
  return {
    version: v.version,
    seat: v.seat,
    change: v.change,
    active: v.active,
    lines: v.lines.map((l) => [...l]),
    fromVersion: v.fromVersion,
    detail: v.detail as Record<string, unknown> | null,
    createdAt: v.createdAt.toISOString(),
    prevHash: v.prevHash,
    hash: v.hash,
  };
}
