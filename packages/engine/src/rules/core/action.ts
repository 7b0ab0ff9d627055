/**
 * Everything a seat can do in a game, as plain JSON (the `entente play` input and the payload
 * of a game event). Board moves use the coordinate form of the rules files (`e2e4`, `e7e8=Q`,
 * `d9d10=T`); `seat` is optional on a move because the engine knows who must move.
 */
export type Seat = string;

export type Action =
  | { readonly type: 'move'; readonly move: string; readonly seat?: Seat }
  | { readonly type: 'declare'; readonly seat: Seat; readonly ally: Seat }
  | { readonly type: 'arrange'; readonly seat: Seat; readonly placement: Readonly<Record<string, string>> }
  | { readonly type: 'pass'; readonly seat: Seat }
  | { readonly type: 'cyclist'; readonly seat: Seat; readonly square: string }
  | { readonly type: 'resign'; readonly seat: Seat; readonly reason?: 'resignation' | 'timeout' }
  | { readonly type: 'offer-draw'; readonly seat: Seat }
  | { readonly type: 'accept-draw'; readonly seat: Seat }
  | { readonly type: 'decline-draw'; readonly seat: Seat }
  | { readonly type: 'claim-draw'; readonly seat: Seat };

export type ActionType = Action['type'];

export const ACTION_TYPES: readonly ActionType[] = [
  'move',
  'declare',
  'arrange',
  'pass',
  'cyclist',
  'resign',
  'offer-draw',
  'accept-draw',
  'decline-draw',
  'claim-draw',
];

/**
 * Whether a value read from outside (an event's payload, a request) names an action: an object
 * whose `type` is one of ACTION_TYPES. The fields each type needs are the engine's to check when
 * it applies the action (a missing one is refused with BAD_ACTION, like an illegal move).
 */
export function isAction(value: unknown): value is Action {
  return typeof value === 'object' && value !== null && 'type' in value && ACTION_TYPES.some((t) => t === value.type);
}
