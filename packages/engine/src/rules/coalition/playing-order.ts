import type { PlayingOrderEntry } from '../core/view';
import { bit, Game } from './game';
import { SEAT_NAMES } from './pieces';
import type { CoalitionState } from './state';
import { actor } from './turn-flow';

/**
 * The table's order from the coming regular turn on (§5, §7, §11.4–11.5): who acts now, whose
 * next regular turn is skipped after an out-of-turn answer, who owes a check answer, who has left.
 * Out-of-turn answers owed before the regular turn come first, as they are played.
 */
export function playingOrder(state: CoalitionState): PlayingOrderEntry[] {
  const g = Game.fromState(state);
  if (g.phase !== 'active') return [];
  const now = actor(g);
  const owesNow = (seat: number) => g.pending.includes(seat);
  const owesAfter = (seat: number) => g.deferred.includes(seat);
  const entry = (seat: number, regular: boolean): PlayingOrderEntry => ({
    seat: SEAT_NAMES[seat],
    acting: !!now && now.seat === seat && now.answer !== regular,
    regular,
    // §11.4: a party that answers out of turn (owed now or after this turn) skips its next regular turn.
    skips: regular && ((g.skip & bit(seat)) !== 0 || owesNow(seat) || owesAfter(seat)),
    owes: !regular ? 'now' : owesAfter(seat) ? 'after-turn' : null,
    out: (g.out & bit(seat)) !== 0,
  });
  const answers = g.pending.map((seat) => entry(seat, false));
  const turns = g.order.map((_, i) => entry(g.order[(g.pointer + i) % g.order.length], true));
  return [...answers, ...turns];
}
