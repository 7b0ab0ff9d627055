import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import type { NotificationKind } from '../../platform/outbox/notification-kind';
import type {
  CheckToAnswerPayload,
  CoalitionFormedPayload,
  DrawOfferedPayload,
  GameOverPayload,
  YourTurnPayload,
} from '../../platform/outbox/notification-payloads';
import type { Effect, GameView, ToMove } from '@entente/engine';
import type { SeatClock } from './seat-clocks';
import { type GameRecord, playerIds, userOfSeat } from './game-record';
import { scoredResult } from './scored-result';
import { computerName } from './computer-name';

/** One entry per kind and user across the steps of a change: the last step's entry wins. */
export function dedupeNotifications(entries: readonly OutboxEntry[]): OutboxEntry[] {
  const seen = new Map<string, OutboxEntry>();
  for (const e of entries) {
    const key = `${e.kind}:${e.userId}`;
    seen.delete(key);
    seen.set(key, e);
  }
  return [...seen.values()];
}

/**
 * The notifications one accepted step causes, composed from the step itself — the position, who
 * must act and why — so that each says what was true when it happened (outbox/notification-payloads.ts):
 * a seat that must now act and did not have to before (your-turn; a check answer owed out of turn:
 * check-to-answer), a king in check whose answer falls to someone other than the player who just
 * moved (in 007 the mover answers a check on the next half-move of its own turn: no mail), a
 * coalition, a draw offer, the end of the game. `version` is the game's version after the step.
 * The deadlines are filled in when the change commits (`withDeadlines`).
 */
export function notificationsForStep(
  game: GameRecord,
  before: GameView | null,
  after: GameView,
  effects: readonly Effect[],
  /** Who acted (not told of their own draw offer); null for a computer or the server itself. */
  actorId: string | null,
  version: number,
): OutboxEntry[] {
  const base = { gameId: game.id, variant: game.variant, version };
  const out = new Map<string, OutboxEntry>();
  const add = (kind: NotificationKind, userId: string | null, payload: object) => {
    const key = `${kind}:${userId}`;
    if (userId && !out.has(key)) out.set(key, { kind, userId, gameId: game.id, payload: { ...payload } });
  };
  const players = playerIds(game);

  if (after.status === 'finished' || after.status === 'aborted') {
    const status = after.status;
    for (const id of players)
      add('game-over', id, {
        ...base,
        status,
        result: scoredResult(game, after),
        board: after.board,
      } satisfies GameOverPayload);
    return [...out.values()];
  }
  const waitingBefore = new Set((before?.toMove ?? []).map((t) => t.seat));
  const checkAnswer = (t: ToMove): CheckToAnswerPayload => ({
    ...base,
    seat: t.seat,
    // The seat to act moves the side whose king is in check: in 007 that may be the opponent's
    // colour (half-move 2), so the king is named by colour, not by seat.
    king: t.color,
    color: t.color,
    board: after.board,
    deadline: null,
  });
  const turnsByUser = new Map<string, ToMove[]>();
  for (const t of after.toMove) {
    if (waitingBefore.has(t.seat)) continue;
    const userId = userOfSeat(game, t.seat);
    if (!userId) continue;
    if (t.reason === 'check-answer') add('check-to-answer', userId, checkAnswer(t));
    else turnsByUser.set(userId, [...(turnsByUser.get(userId) ?? []), t]);
  }
  for (const [userId, toMove] of turnsByUser)
    add('your-turn', userId, { ...base, toMove, board: after.board, deadline: null } satisfies YourTurnPayload);
  for (const effect of effects) {
    if (effect.type === 'check' && effect.answer === 'immediate') {
      const answering = after.toMove.find((t) => t.seat === effect.seat);
      const userId = userOfSeat(game, effect.seat);
      if (answering && userId !== actorId) add('check-to-answer', userId, checkAnswer(answering));
    }
    if (effect.type === 'coalition-formed')
      for (const id of players)
        add('coalition-formed', id, { ...base, coalition: effect.coalition } satisfies CoalitionFormedPayload);
    if (effect.type === 'draw-offered') {
      // Named and dated, so the notice tells who offers it and in which of two games against him.
      const holder = game.seats.find((s) => s.seat === effect.seat);
      const byName = holder?.computer ? computerName(holder.computer) : (holder?.displayName ?? null);
      const startedAt = game.startedAt ? new Date(game.startedAt).toISOString() : null;
      const offer = { ...base, by: effect.seat, byName, startedAt } satisfies DrawOfferedPayload;
      for (const id of players) if (id !== actorId) add('draw-offered', id, offer);
    }
  }
  return [...out.values()];
}

/**
 * The your-turn notifications of a game's start, in the shape of every other your-turn: one per
 * player that must act first (a strawman in the set-up phase: both its seats in one).
 */
export function startNotifications(game: GameRecord, view: GameView, version: number): OutboxEntry[] {
  const base = { gameId: game.id, variant: game.variant, version };
  const byUser = new Map<string, ToMove[]>();
  for (const t of view.toMove) {
    const userId = userOfSeat(game, t.seat);
    if (userId) byUser.set(userId, [...(byUser.get(userId) ?? []), t]);
  }
  return [
    ...playerIds(game).map((userId): OutboxEntry => ({
      kind: 'game-started',
      userId,
      gameId: game.id,
      payload: { ...base, board: view.board },
    })),
    ...[...byUser].map(([userId, toMove]): OutboxEntry => ({
      kind: 'your-turn',
      userId,
      gameId: game.id,
      payload: { ...base, toMove, board: view.board, deadline: null } satisfies YourTurnPayload,
    })),
  ];
}

/**
 * The deadlines of the notifications that ask for an action, from the clocks as the change
 * committed them (the clock effect sets them after the use case composed its notifications).
 */
export function withDeadlines(entries: readonly OutboxEntry[], after: GameRecord): OutboxEntry[] {
  const clocks = after.clocks as Readonly<Record<string, SeatClock>>;
  return entries.map((e) => {
    if (e.kind !== 'your-turn' && e.kind !== 'check-to-answer') return e;
    const seats =
      e.kind === 'your-turn'
        ? ((e.payload as unknown as YourTurnPayload).toMove ?? []).map((t) => t.seat)
        : [(e.payload as unknown as CheckToAnswerPayload).seat];
    const deadlines = seats.map((s) => clocks[s]?.deadline).filter((d): d is string => typeof d === 'string');
    const deadline = deadlines.sort()[0] ?? null;
    return { ...e, payload: { ...e.payload, deadline } };
  });
}
