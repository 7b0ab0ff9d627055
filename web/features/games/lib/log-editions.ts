import type { Game, GameEvent } from '../../../lib/api/client';

/**
 * The edition of the rules a game's log begins in: the one its first event names, or the variant's
 * first for a game begun before editions existed (docs/rules/editions.md).
 */
export function firstEditionOf(game: Pick<Game, 'variant'>, events: readonly GameEvent[]): string {
  const named = events[0]?.payload.rulesEdition;
  return typeof named === 'string' ? named : `${game.variant}/1`;
}

/** The edition an event moves the game on to, if it is an `edition-changed`. */
export function editionChangedTo(e: GameEvent): string | undefined {
  return e.type === 'edition-changed' && typeof e.payload.to === 'string' ? e.payload.to : undefined;
}
