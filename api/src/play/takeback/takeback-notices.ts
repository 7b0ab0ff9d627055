import type { TakebackPayload } from '../../platform/outbox/notification-payloads';
import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import { type GameRecord, userOfSeat } from '../core/game-record';

/**
 * The notices of a takeback's step, composed from it: a request to the people of the seats asked,
 * a decline to the one who asked, a takeback carried to everyone in the game but the one whose
 * acceptance carried it. Each names the seat's player by display name, and the day the game began.
 */
export function takebackNotices(
  game: GameRecord,
  step: TakebackPayload['step'],
  bySeat: string,
  recipients: readonly (string | null)[],
  actorId: string | null,
  version: number,
): OutboxEntry[] {
  const holder = game.seats.find((s) => s.seat === bySeat);
  const payload: TakebackPayload = {
    gameId: game.id,
    variant: game.variant,
    version,
    step,
    by: bySeat,
    byName: holder?.displayName ?? holder?.username ?? null,
    startedAt: game.startedAt ? game.startedAt.toISOString() : null,
  };
  return [...new Set(recipients)]
    .filter((id): id is string => id !== null && id !== actorId)
    .map((userId) => ({ kind: 'takeback', userId, gameId: game.id, payload: { ...payload } }));
}

/** The people who play the given seats now. */
export function peopleOf(game: GameRecord, seats: readonly string[]): (string | null)[] {
  return seats.map((seat) => userOfSeat(game, seat));
}
