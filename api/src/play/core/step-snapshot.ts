import type { EngineStep } from './engine.adapter';
import type { GameRecord, SnapshotChange } from './game-record';
import { scoredResult } from './scored-result';

/**
 * The snapshot after the engine's last step of a change (a move, a turn, an action, a time-out).
 * The deadline is provisional: the change's clock effect (GameClockEffect) sets the real one whenever someone
 * else must act, so here it only stops when the game is over. A ladder game's result carries the
 * ladder's points (scored-result.ts).
 */
export function snapshotAfterStep(game: GameRecord, last: EngineStep, now: Date): SnapshotChange {
  const over = last.view.status === 'finished' || last.view.status === 'aborted';
  return {
    status: last.view.status,
    state: last.state,
    view: last.view,
    toMove: last.view.toMove.map((t) => t.seat),
    result: scoredResult(game, last.view),
    startedAt: game.startedAt,
    finishedAt: over ? now : null,
    deadlineAt: over ? null : game.deadlineAt,
  };
}
