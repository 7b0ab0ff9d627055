import type { NewEvent } from '../events/event.repository';
import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import type { Action, GameView } from '@entente/engine';
import type { EngineAdapter, EngineStep } from './engine.adapter';
import type { GameChange } from './game-change';
import { dedupeNotifications, notificationsForStep } from './game-notifications';
import type { GameRecord } from './game-record';
import { snapshotAfterStep } from './step-snapshot';

/**
 * The change that resigns `seats` of a running game, one `resign` event each, as the rules files
 * say (in Coalition Chess the seat is eliminated and the game goes on without it): for a time-out
 * (the sweeper; no user, the result says `timeout`) or a person leaving a running
 * game whose `abandoned` option is `resign`. Null when no seat could resign (the game is over).
 */
export function resignationChange(
  engine: EngineAdapter,
  game: GameRecord,
  seats: readonly string[],
  why: { readonly reason: 'timeout' } | { readonly reason: 'resignation'; readonly userId: string },
  now: Date,
): GameChange | null {
  const events: NewEvent[] = [];
  const notifications: OutboxEntry[] = [];
  let state = game.state as string;
  let before = game.view as GameView;
  let last: EngineStep | undefined;
  for (const seat of seats) {
    if (before.status !== 'active' && before.status !== 'setup') break;
    const action: Action = { type: 'resign', seat, reason: why.reason };
    [last] = engine.apply(game, state, [action]);
    events.push({
      type: 'resign',
      seat,
      userId: why.reason === 'timeout' ? null : why.userId,
      payload: { action, effects: last.effects },
    });
    // A game the clock ends says so in its result (reason `timeout`).
    notifications.push(
      ...notificationsForStep(
        game,
        before,
        last.view,
        last.effects,
        why.reason === 'timeout' ? null : why.userId,
        game.version + events.length,
      ),
    );
    state = last.state;
    before = last.view;
  }
  if (!last) return null;
  return { events, snapshot: snapshotAfterStep(game, last, now), notifications: dedupeNotifications(notifications) };
}
