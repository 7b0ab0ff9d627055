import { bit, type Game } from './game';
import { GREEN, otherGreatPower, RED, YELLOW } from './pieces';
import type { ResultReason } from './state';

/** Whether Red and Green formed the small-power coalition of §6 (§17). */
export const smallPowersAllied = (g: Game): boolean => g.partner[GREEN] === RED;

/**
 * The seats that win when great power `loser` is mated or resigns (§7, §11.3): its coalition
 * loses; the other great power's coalition wins, a neutral small power scores nothing. Against the
 * small-power coalition, Red and Green win.
 */
export function winnersAgainst(g: Game, loser: number): number {
  if (smallPowersAllied(g)) return bit(GREEN) | bit(RED);
  const other = otherGreatPower(loser);
  return bit(other) | (g.partner[other] >= 0 ? bit(g.partner[other]) : 0);
}

const WIN_REASONS: readonly ResultReason[] = ['checkmate', 'resignation', 'timeout', 'small-powers-captured'];

export function finish(g: Game, reason: ResultReason, winners = 0): void {
  g.phase = reason === 'neutrality' ? 'aborted' : 'finished';
  g.result = { reason, winners };
  g.pending = [];
  g.deferred = [];
  g.drawOffer = null;
  if (g.effects) g.emit({ type: 'game-over', result: resultView(g), status: g.phase });
}

/**
 * Points of §8: 6 to each winner (even if eliminated, §11.3); a draw 2 to each seat still in
 * the game; the neutrality abort 1 to each member of a formed coalition; otherwise 0.
 */
export function points(g: {
  out: number;
  result: { reason: ResultReason; winners: number } | null;
  coalitions: readonly { seats: readonly number[] }[];
}): number[] {
  const pts = [0, 0, 0, 0];
  const result = g.result;
  if (!result) return pts;
  for (let seat = YELLOW; seat <= RED; seat++) {
    if (WIN_REASONS.includes(result.reason)) pts[seat] = result.winners & bit(seat) ? 6 : 0;
    else if (result.reason === 'neutrality') pts[seat] = g.coalitions.some((c) => c.seats.includes(seat)) ? 1 : 0;
    else pts[seat] = g.out & bit(seat) ? 0 : 2;
  }
  return pts;
}

export function resultView(g: Game): { winners: string[]; reason: string; points: Record<string, number> } {
  const names = ['yellow', 'black', 'green', 'red'];
  const pts = points(g);
  return {
    winners: names.filter((_, seat) => (g.result!.winners & bit(seat)) !== 0),
    reason: g.result!.reason,
    points: Object.fromEntries(names.map((n, seat) => [n, pts[seat]])),
  };
}
