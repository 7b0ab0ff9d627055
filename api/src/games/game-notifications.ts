import type { Effect } from '../rules/core/effect';
import type { GameView } from '../rules/core/view';
import type { OutboxEntry } from '../outbox/outbox.repository';
import type { NotificationKind } from '../outbox/notification-kind';
import { type GameRecord, playerIds, userOfSeat } from './game-record';

/** One entry per kind and user across the steps of a change: the last step's entry wins. */
export function dedupeNotifications(entries: readonly OutboxEntry[]): OutboxEntry[] {
  const seen = new Map<string, OutboxEntry>();
  for (const e of entries) seen.set(`${e.kind}:${e.userId}`, e);
  return [...seen.values()];
}

/**
 * The notifications one accepted step causes, derived from what the engine reported: a seat that
 * must now act and did not have to before (your-turn), an immediate check answer, a coalition,
 * a draw offer, the end of the game. One entry per kind and user (a strawman's holder gets one).
 */
export function notificationsForStep(
  game: GameRecord,
  before: GameView | null,
  after: GameView,
  effects: readonly Effect[],
  /** Who acted (not told of their own draw offer); null for a computer or the server itself. */
  actorId: string | null,
): OutboxEntry[] {
  const out = new Map<string, OutboxEntry>();
  const add = (kind: NotificationKind, userId: string | null, payload: Record<string, unknown>) => {
    if (!userId) return;
    const key = `${kind}:${userId}`;
    if (!out.has(key))
      out.set(key, { kind, userId, gameId: game.id, payload: { gameId: game.id, variant: game.variant, ...payload } });
  };
  const players = playerIds(game);

  if (after.status === 'finished' || after.status === 'aborted') {
    for (const id of players) add('game-over', id, { status: after.status, result: after.result });
    return [...out.values()];
  }
  const waitingBefore = new Set((before?.toMove ?? []).map((t) => t.seat));
  for (const t of after.toMove) {
    if (waitingBefore.has(t.seat)) continue;
    add(t.reason === 'check-answer' ? 'check-to-answer' : 'your-turn', userOfSeat(game, t.seat), {
      seat: t.seat,
      color: t.color,
      reason: t.reason,
    });
  }
  for (const effect of effects) {
    if (effect.type === 'check' && effect.answer === 'immediate')
      add('check-to-answer', userOfSeat(game, effect.seat), { seat: effect.seat });
    if (effect.type === 'coalition-formed')
      for (const id of players) add('coalition-formed', id, { coalition: effect.coalition });
    if (effect.type === 'draw-offered') {
      for (const id of players) if (id !== actorId) add('draw-offered', id, { by: effect.seat });
    }
  }
  return [...out.values()];
}
