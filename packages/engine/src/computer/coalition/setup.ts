import type { Action } from '../../rules/core/action';
import { coalitionVariant } from '../../rules/coalition/variant';
import { Game } from '../../rules/coalition/game';
import { GEOMETRY, IN_AREA, SQUARES } from '../../rules/coalition/layout';
import { attacked, enemyMask, legalMoves } from '../../rules/coalition/move-generation';
import {
  CYCLIST,
  isGreatPower,
  KING,
  PIECE_NAMES,
  SEAT_NAMES,
  seatOf,
  typeOf,
  YELLOW,
} from '../../rules/coalition/pieces';
import type { CoalitionState } from '../../rules/coalition/state';
import type { Level } from '../level';
import type { Random } from '../random';
import { PIECE_VALUES } from './values';

/**
 * Arrangements (coalition.md §3, §4, §12): where a seat puts the pieces standing in its set-up
 * area, for the preliminary set-ups, Yellow's set-up and the once-only re-arrangement.
 *
 * - random: the pieces on random squares of the area (cyclists on squares of their colour).
 * - greedy: the pieces as they stand — the default array, which has no material to gain from
 *   (random squares if the rules refuse it).
 * - search: the best of the standing arrangement and a few dozen random ones by a set-up score
 *   (`setupScore`: mobility, the King's shelter, pieces left en prise); a random one must beat
 *   the standing one by a guard, since the default array is Schönberg's own. Every candidate is checked by the rules
 *   (a great power may not leave its King attacked, §11.10), so only legal ones are chosen.
 */
export function arrangement(state: CoalitionState, seat: number, level: Level, random: Random): Action {
  const current = arrangeAction(seat, placementOf(state.board, seat));
  const legal = (action: Action) => coalitionVariant.apply(state, action).ok;
  if (level === 'greedy' && legal(current)) return current;
  if (level === 'random' || level === 'greedy') {
    // Random squares; greedy too when the rules refuse the standing arrangement (Yellow's King
    // attacked by the others' set-ups, §11.10).
    for (let tries = 0; tries < 200; tries++) {
      const action = arrangeAction(seat, randomPlacement(state.board, seat, random));
      if (legal(action)) return action;
    }
    return current;
  }
  let best = current;
  const standing = setupScore(state, current, seat);
  let bestScore = standing === undefined ? -Infinity : standing + 100;
  for (let i = 0; i < 40 || (bestScore === -Infinity && i < 200); i++) {
    const action = arrangeAction(seat, randomPlacement(state.board, seat, random));
    const score = setupScore(state, action, seat);
    if (score !== undefined && score > bestScore) [best, bestScore] = [action, score];
  }
  return best;
}

const arrangeAction = (seat: number, placement: Record<string, string>): Action => ({
  type: 'arrange',
  seat: SEAT_NAMES[seat],
  placement,
});

/** The seat's pieces inside its area as a square → piece name map. */
export function placementOf(board: readonly number[], seat: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (let sq = 0; sq < SQUARES; sq++) {
    const code = board[sq];
    if (code && seatOf(code) === seat && IN_AREA[seat][sq]) out[GEOMETRY.makeSquare(sq)] = PIECE_NAMES[typeOf(code)];
  }
  return out;
}

/** The same pieces on random free squares of the area; cyclists stay on their square colour (§3). */
export function randomPlacement(board: readonly number[], seat: number, random: Random): Record<string, string> {
  const free: number[] = [];
  const types: number[] = [];
  const cyclistColours: boolean[] = [];
  for (let sq = 0; sq < SQUARES; sq++) {
    if (!IN_AREA[seat][sq]) continue;
    const code = board[sq];
    if (code && seatOf(code) !== seat) continue;
    free.push(sq);
    if (code) {
      if (typeOf(code) === CYCLIST) cyclistColours.push(GEOMETRY.isLight(sq));
      else types.push(typeOf(code));
    }
  }
  shuffle(free, random);
  const out: Record<string, string> = {};
  const used = new Set<number>();
  for (const light of cyclistColours) {
    const sq = free.find((s) => !used.has(s) && GEOMETRY.isLight(s) === light);
    if (sq === undefined) return placementOf(board, seat);
    used.add(sq);
    out[GEOMETRY.makeSquare(sq)] = PIECE_NAMES[CYCLIST];
  }
  const rest = free.filter((s) => !used.has(s));
  types.forEach((type, i) => (out[GEOMETRY.makeSquare(rest[i])] = PIECE_NAMES[type]));
  return out;
}

function shuffle<T>(xs: T[], random: Random): void {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
}

/**
 * The set-up score of an arrangement, or undefined when the rules refuse it: mobility (10 per
 * legal move), for a great power its King on the back rank (+50) with empty squares around it
 * that no enemy attacks (+60 each, up to three) and none it attacks (−60 each) — a walled-in
 * King is mated by the first check of a plane — and the value of every own piece an enemy
 * attacks, subtracted.
 */
export function setupScore(state: CoalitionState, action: Action, seat: number): number | undefined {
  const applied = coalitionVariant.apply(state, action);
  if (!applied.ok) return undefined;
  const g = Game.fromState(applied.value.state);
  let score = legalMoves(g, seat, []).length * 10;
  const enemies = enemyMask(g, seat);
  const king = isGreatPower(seat) ? g.king[seat] : -1;
  if (king >= 0) {
    if (GEOMETRY.rankOf(king) === (seat === YELLOW ? 0 : 9)) score += 50;
    let air = 0;
    for (let sq = 0; sq < SQUARES; sq++) {
      if (sq === king || Math.abs(GEOMETRY.fileOf(sq) - GEOMETRY.fileOf(king)) > 1) continue;
      if (Math.abs(GEOMETRY.rankOf(sq) - GEOMETRY.rankOf(king)) > 1) continue;
      const threatened = attacked(g, sq, enemies);
      if (threatened) score -= 60;
      else if (g.board[sq] === 0) air++;
    }
    score += 60 * Math.min(air, 3);
  }
  for (let sq = 0; sq < SQUARES; sq++) {
    const code = g.board[sq];
    if (code && seatOf(code) === seat && typeOf(code) !== KING && attacked(g, sq, enemies))
      score -= PIECE_VALUES[typeOf(code)];
  }
  return score;
}
