import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import type { EditionUpgradePayload } from '../../platform/outbox/notification-payloads';
import type { NewEvent } from '../events/event.repository';
import { computerSeats, type EditionUpgrade, type GameRecord, playerIds } from './game-record';

/** The seats still in the game, in the record's order: all but the parties out of it (Coalition Chess). */
export function seatsStillIn(game: Pick<GameRecord, 'seats' | 'view'>): string[] {
  const out = new Set(game.view?.eliminated ?? []);
  return game.seats.map((s) => s.seat).filter((seat) => !out.has(seat));
}

/** The seats still in the game that have yet to accept the proposal. */
export function seatsToAnswer(game: Pick<GameRecord, 'seats' | 'view'>, upgrade: EditionUpgrade): string[] {
  return seatsStillIn(game).filter((seat) => !upgrade.accepted.includes(seat));
}

/** What settling a pending proposal adds to a change: events, notifications, the game after them. */
export interface SettledUpgrade {
  readonly events: readonly NewEvent[];
  readonly notifications: readonly OutboxEntry[];
  readonly game: GameRecord;
}

/**
 * What a change must add so that a pending proposal stays true to its rule, computed from the game
 * as the change leaves it (`game`, whose version is still the one before `events` more): a seat a
 * computer plays accepts at once (also one it took over after the proposal), and once every seat
 * still in the game has accepted — by an answer, or because the last to answer left the game — the
 * game changes edition in that same change. Null when there is nothing to add (no proposal, a game
 * over: a finished game never changes edition). Pure, so any change of the game may carry it.
 */
export function settleEditionUpgrade(game: GameRecord, version: number, actorId: string | null): SettledUpgrade | null {
  const pending = game.editionUpgrade;
  if (!pending || (game.status !== 'active' && game.status !== 'setup')) return null;
  const stillIn = seatsStillIn(game);
  const accepted = [...pending.accepted];
  const events: NewEvent[] = [];
  for (const { seat, level } of computerSeats(game)) {
    if (!stillIn.includes(seat) || accepted.includes(seat)) continue;
    accepted.push(seat);
    events.push({
      type: 'edition-upgrade-accepted',
      seat,
      userId: null,
      payload: { edition: pending.edition, seats: [seat], computer: level },
    });
  }
  if (!stillIn.every((seat) => accepted.includes(seat))) {
    if (events.length === 0) return null;
    return { events, notifications: [], game: { ...game, editionUpgrade: { ...pending, accepted } } };
  }
  events.push({
    type: 'edition-changed',
    seat: null,
    userId: null,
    payload: { from: game.rulesEdition, to: pending.edition },
  });
  const notice: EditionUpgradePayload = {
    gameId: game.id,
    variant: game.variant,
    version: version + events.length,
    step: 'changed',
    edition: pending.edition,
    from: game.rulesEdition,
    by: null,
  };
  return {
    events,
    notifications: playerIds(game)
      .filter((id) => id !== actorId)
      .map((userId) => ({ kind: 'edition-upgrade', userId, gameId: game.id, payload: { ...notice } })),
    game: { ...game, rulesEdition: pending.edition, editionUpgrade: null },
  };
}
