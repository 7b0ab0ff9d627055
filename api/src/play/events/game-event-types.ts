import { ACTION_TYPES } from '@entente/engine';
import { TAKEBACK_EVENT_TYPES } from './takeback-event-types';

/**
 * Events that change a game's seats, not the engine's state: a replay skips them. (`game-created`
 * also belongs here; the replay checks its rules against the game's.) The first six come before
 * the first move; the last three while the game runs — a seat offered to a substitute, the offer
 * withdrawn, and the seat passed from one holder to the next (seat_holders).
 */
export const SEAT_EVENT_TYPES = [
  'game-created',
  'seat-taken',
  'invitation-declined',
  'seat-left',
  'invitation-withdrawn',
  'invitation-claimed',
  'seat-offered',
  'seat-offer-withdrawn',
  'seat-handed-over',
] as const;

/**
 * The start (it records the engine's initial state), an abort without a result, and an annulment
 * by the moderators (docs/safety.md): it ends a game still open or running as aborted, and marks
 * a game already over as not counting; either way it leaves the engine's state as it was.
 */
export const LIFECYCLE_EVENT_TYPES = ['game-started', 'game-aborted', 'game-annulled'] as const;

/**
 * A running game moving on to a newer edition of its rules (docs/rules/editions.md): proposed (the
 * proposer's seats accept with it), accepted by more seats, declined (which ends the proposal),
 * and changed once every seat still in the game has accepted — from the action after it on, the
 * game is played in the new edition.
 */
export const EDITION_EVENT_TYPES = [
  'edition-upgrade-proposed',
  'edition-upgrade-accepted',
  'edition-upgrade-declined',
  'edition-changed',
] as const;

/**
 * Every type a game's event log can hold: an engine action, or one of the above. The game's
 * event stream names each frame after it, so a client listens for exactly these.
 */
export const GAME_EVENT_TYPES: readonly string[] = [
  ...ACTION_TYPES,
  ...SEAT_EVENT_TYPES,
  ...LIFECYCLE_EVENT_TYPES,
  ...EDITION_EVENT_TYPES,
  ...TAKEBACK_EVENT_TYPES,
];
