import type { Action, GameView, Level } from '@entente/engine';
import type { NewEvent } from '../events/event.repository';
import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import type { EngineStep } from './engine.adapter';
import type { GameChange } from './game-change';
import { dedupeNotifications, notificationsForStep } from './game-notifications';
import type { GameRecord } from './game-record';
import { snapshotAfterStep } from './step-snapshot';

/**
 * The change one seat's accepted actions make, from the engine's steps: one event per action — by
 * the person (`userId`) or by the computer playing the seat (no user; the payload names its
 * level) — the snapshot after the last step, and the notifications each step causes. A half-move,
 * a turn or an action sent by a player, a planned answer played for one, and a computer's move
 * are the same change. Computes only.
 */
export function changeOfSteps(
  game: GameRecord,
  seat: string,
  by: { readonly userId: string } | { readonly computer: Level },
  actions: readonly Action[],
  steps: readonly EngineStep[],
): GameChange {
  const userId = 'userId' in by ? by.userId : null;
  const events: NewEvent[] = steps.map((step, i) => ({
    type: actions[i].type,
    seat,
    userId,
    payload: { action: actions[i], effects: step.effects, ...('computer' in by ? { computer: by.computer } : {}) },
  }));
  const notifications: OutboxEntry[] = [];
  let before = game.view as GameView;
  for (const [i, step] of steps.entries()) {
    notifications.push(...notificationsForStep(game, before, step.view, step.effects, userId, game.version + i + 1));
    before = step.view;
  }
  return {
    events,
    snapshot: snapshotAfterStep(game, steps[steps.length - 1], new Date()),
    notifications: dedupeNotifications(notifications),
  };
}
