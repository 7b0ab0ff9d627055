import { bit, type Game } from './game';
import { attacked } from './move-generation';
import { BLACK, GREEN, isGreatPower, otherGreatPower, RED, SEAT_NAMES, YELLOW } from './pieces';
import type { CoalitionRecord } from './state';

/** Rounds 1–3 are the coalition phase (§5). */
export const inCoalitionPhase = (g: Game): boolean => g.phase === 'active' && g.round <= 3;

/**
 * Whether `small` may still ally with `ally` (§6): both free; a great power has at most one
 * partner; the small-power coalition needs the option, and both great powers still free, since
 * it puts them together.
 */
export function coalitionPossible(g: Game, small: number, ally: number): boolean {
  if (isGreatPower(small) || small === ally || g.partner[small] >= 0 || g.partner[ally] >= 0) return false;
  if (g.out & bit(ally)) return false;
  if (isGreatPower(ally)) return true;
  return g.options.smallPowerCoalition && g.partner[YELLOW] < 0 && g.partner[BLACK] < 0;
}

export function formCoalition(g: Game, small: number, ally: number, by: CoalitionRecord['by']): void {
  const add = (a: number, b: number, how: CoalitionRecord['by']) => {
    const record: CoalitionRecord = { seats: [a, b], round: g.round, by: how };
    g.partner[a] = b;
    g.partner[b] = a;
    g.coalitions = [...g.coalitions, record];
    if (g.effects)
      g.emit({
        type: 'coalition-formed',
        coalition: { seats: [SEAT_NAMES[a], SEAT_NAMES[b]], round: record.round, by: how },
      });
  };
  if (isGreatPower(ally)) add(ally, small, by);
  else {
    // §6 (§17): Red + Green against Yellow + Black, so the great powers become partners too.
    add(GREEN, RED, by);
    add(YELLOW, BLACK, by);
  }
}

/**
 * The coalition effect of a small power's move in rounds 1–3 (§6, §11.2): a check to exactly
 * one King joins the other great power; failing that, capturing a great power's piece joins the
 * other one. A coalition that is no longer possible has no effect.
 */
export function coalitionByMove(g: Game, mover: number, capturedSeat: number): void {
  if (isGreatPower(mover) || !inCoalitionPhase(g) || g.partner[mover] >= 0) return;
  const checked = [YELLOW, BLACK].filter((k) => g.king[k] >= 0 && attacked(g, g.king[k], bit(mover)));
  if (checked.length === 1) {
    const ally = otherGreatPower(checked[0]);
    if (coalitionPossible(g, mover, ally)) return formCoalition(g, mover, ally, 'check');
  }
  if (capturedSeat >= 0 && isGreatPower(capturedSeat)) {
    const ally = otherGreatPower(capturedSeat);
    if (coalitionPossible(g, mover, ally)) formCoalition(g, mover, ally, 'capture');
  }
}

/** A small power still in the game and in no coalition (§6 neutrality, §11.11). */
export function neutralSmallPower(g: Game): boolean {
  return [GREEN, RED].some((s) => !(g.out & bit(s)) && g.partner[s] < 0);
}
