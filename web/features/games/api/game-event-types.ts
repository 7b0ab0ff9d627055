import type { components } from '../../../lib/api/schema';

export type GameEventType = components['schemas']['GameEventDto']['type'];

/**
 * Every type of event a game's log can hold, as openapi.yaml names them: the game's stream names
 * each frame after its type, so a client listens for each. A record rather than a list, so the
 * compiler holds it to the schema: a type added to or dropped from the API fails `tsc` here.
 */
const EVENT_TYPES: Record<GameEventType, true> = {
  move: true,
  declare: true,
  arrange: true,
  pass: true,
  cyclist: true,
  resign: true,
  'offer-draw': true,
  'accept-draw': true,
  'decline-draw': true,
  'claim-draw': true,
  'game-created': true,
  'seat-taken': true,
  'invitation-declined': true,
  'seat-left': true,
  'invitation-withdrawn': true,
  'invitation-claimed': true,
  'seat-offered': true,
  'seat-offer-withdrawn': true,
  'seat-handed-over': true,
  'game-started': true,
  'game-aborted': true,
  'edition-upgrade-proposed': true,
  'edition-upgrade-accepted': true,
  'edition-upgrade-declined': true,
  'edition-changed': true,
  'takeback-requested': true,
  'takeback-accepted': true,
  'takeback-declined': true,
  'takeback-withdrawn': true,
  'game-annulled': true,
};

export const GAME_EVENT_TYPES = Object.keys(EVENT_TYPES) as GameEventType[];
