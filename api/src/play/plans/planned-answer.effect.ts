import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { EngineAdapter, type EngineStep } from '../core/engine.adapter';
import { changeOfSteps } from '../core/engine-change';
import type { FurtherChanges, GameChange, LockedEffect } from '../core/game-change';
import type { GameRecord } from '../core/game-record';
import type { Action } from '@entente/engine';
import { decide } from './plan-matcher';
import { formatLine, formatStep, parseLine } from './plan-lines';
import { nextPlanVersion, type PlanVersion } from './plan-version';
import { PlanRepository } from './plan.repository';

// A game back in the lobby (a party left before anyone acted) ends its plans as an ended game does.
const over = (status: string) => status === 'finished' || status === 'aborted' || status === 'open';

/**
 * Conditional turns, a locked effect of a game's change: in a game where a player has a plan,
 * every change is matched against it under the game's row lock. Lines the others' moves no longer
 * follow are dropped; when it is the owner's turn and the others' step matches, the planned
 * answer is committed at once, as a further change of the same game in the same transaction —
 * the owner's own move events, right after their trigger in the chain, with the clocks and
 * notifications of any move. The answer's commit runs this effect again, so another player's plan
 * can answer it in turn. A non-move action of the others cancels the plan; the end of the game
 * ends it. Each outcome is a new version of the plan (PlanRepository), seen by its owner only.
 */
@Injectable()
export class PlannedAnswerEffect implements LockedEffect {
  readonly kind = 'locked';
  readonly name = 'conditional turns (plans)';

  constructor(
    private readonly engine: EngineAdapter,
    private readonly plans: PlanRepository,
  ) {}

  /** Any change to a game that has a live plan (the game's row says which seats have one). */
  appliesTo(_before: GameRecord, after: GameRecord): boolean {
    return after.plannedSeats.length > 0;
  }

  async run(m: EntityManager, _before: GameRecord, after: GameRecord, changes: FurtherChanges): Promise<void> {
    const live = (await this.plans.current(m, after.id)).filter((p) => p.active);
    const at = new Date();
    if (over(after.status)) {
      for (const plan of live) await this.write(m, plan, 'ended', [], plan.fromVersion, { seq: after.version }, at);
      await this.plans.setPlannedSeats(m, after.id, []);
      return;
    }
    const since =
      live.length > 0 ? await this.plans.eventsSince(m, after.id, Math.min(...live.map((p) => p.fromVersion))) : [];
    const seats = new Set(live.map((p) => p.seat));
    for (const plan of live) {
      const decision = decide(
        plan.lines.map(parseLine),
        plan.seat,
        since.filter((e) => e.seq > plan.fromVersion),
        after.status === 'active' ? (after.view?.toMove ?? []) : [],
      );
      if (decision.kind === 'keep') continue;
      if (decision.kind === 'narrow') {
        await this.write(
          m,
          plan,
          'narrowed',
          decision.lines.map(formatLine),
          plan.fromVersion,
          { seq: after.version },
          at,
        );
        continue;
      }
      if (decision.kind === 'drop') {
        seats.delete(plan.seat);
        await this.write(
          m,
          plan,
          decision.change,
          [],
          plan.fromVersion,
          { reason: decision.reason, seq: decision.seq ?? null },
          at,
        );
        continue;
      }
      const answer = this.answer(after, plan, decision.answer);
      if (!answer) {
        // The check of the plan proved the answer legal here; if the rules say otherwise now, the
        // trigger still stands and the plan goes.
        seats.delete(plan.seat);
        await this.write(
          m,
          plan,
          'cancelled',
          [],
          plan.fromVersion,
          { reason: 'the answer was refused', seq: after.version },
          at,
        );
        continue;
      }
      const answered = after.version + answer.events.length;
      if (decision.lines.length === 0) seats.delete(plan.seat);
      await this.write(
        m,
        plan,
        'played',
        decision.lines.map(formatLine),
        answered,
        {
          trigger: formatStep(decision.trigger),
          answer: formatStep(decision.answer),
          triggerSeqs: [after.version - decision.trigger.length + 1, after.version],
          answerSeqs: [after.version + 1, answered],
        },
        at,
      );
      const plannedSeats = [...seats].sort();
      await this.plans.setPlannedSeats(m, after.id, plannedSeats);
      // The answer's own commit runs this effect again for every plan left (another player's
      // plan may answer it), so this run ends here.
      await changes.commit(m, { ...after, plannedSeats }, answer);
      return;
    }
    const plannedSeats = [...seats].sort();
    if (plannedSeats.join() !== [...after.plannedSeats].sort().join())
      await this.plans.setPlannedSeats(m, after.id, plannedSeats);
  }

  /** The planned answer as the owner's own change (as if sent as a turn), or null if the rules refuse it. */
  private answer(after: GameRecord, plan: PlanVersion, moves: readonly string[]): GameChange | null {
    const seat = plan.seat;
    const actions: Action[] = moves.map((move) => ({ type: 'move', move, seat }));
    let steps: EngineStep[];
    try {
      steps = this.engine.apply(after, after.state as string, actions, (view) => {
        if (view.status !== 'active' || !view.toMove.some((t) => t.seat === seat))
          throw new DomainError('TURN_OVERRUN', 'the planned answer is longer than the turn');
      });
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
    const last = steps[steps.length - 1].view;
    if (last.status === 'active' && last.toMove.some((t) => t.seat === seat)) return null;
    return changeOfSteps(after, seat, { userId: plan.userId }, actions, steps);
  }

  private async write(
    m: EntityManager,
    plan: PlanVersion,
    change: PlanVersion['change'],
    lines: readonly (readonly string[])[],
    fromVersion: number,
    detail: Record<string, unknown>,
    at: Date,
  ): Promise<void> {
    const next = nextPlanVersion(
      plan,
      {
        gameId: plan.gameId,
        userId: plan.userId,
        seat: plan.seat,
        change,
        active: lines.length > 0,
        lines,
        fromVersion,
        detail,
      },
      at,
    );
    await this.plans.append(m, next);
  }
}
