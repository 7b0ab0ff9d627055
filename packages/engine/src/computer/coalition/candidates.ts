import type { Action } from '../../rules/core/action';
import { bit, type Game } from '../../rules/coalition/game';
import { GEOMETRY, IN_AREA, SQUARES } from '../../rules/coalition/layout';
import { kingAttacked } from '../../rules/coalition/move-generation';
import { formatMove } from '../../rules/coalition/move-notation';
import { CYCLIST, isGreatPower, SEAT_NAMES, seatOf, typeOf, YELLOW } from '../../rules/coalition/pieces';
import type { CoalitionState } from '../../rules/coalition/state';
import { coalitionVariant } from '../../rules/coalition/variant';
import { possibleAllies } from './alliance';

export const moveAction = (m: number): Action => ({ type: 'move', move: formatMove(m) });

/**
 * Every action a seat may take in its regular turn or out-of-turn answer, each once: each board
 * move, and in a regular turn of rounds 1–3 each possible declaration, a pass (with
 * `openingPasses`), each cyclist square (with `cyclistColourChange`) and a re-arrangement (§12)
 * with `placement` — one candidate of the many a seat could choose. Unchecked: a re-arrangement
 * or cyclist square may still expose the King (`legalOnly`).
 */
export function turnCandidates(
  state: CoalitionState,
  g: Game,
  seat: number,
  moves: readonly number[],
  answering: boolean,
  placement: () => Record<string, string>,
): Action[] {
  const name = SEAT_NAMES[seat];
  const candidates: Action[] = moves.map(moveAction);
  if (answering) return candidates;
  if (g.round <= 3) {
    for (const ally of possibleAllies(g, seat))
      candidates.push({ type: 'declare', seat: name, ally: SEAT_NAMES[ally] });
    if (passAllowed(g, seat)) candidates.push({ type: 'pass', seat: name });
    if (g.options.cyclistColourChange && g.cyclistLeft & bit(seat) && isGreatPower(seat) && !kingAttacked(g, seat))
      for (const square of cyclistSquares(g, seat)) candidates.push({ type: 'cyclist', seat: name, square });
    if (seat !== YELLOW && g.arrangeLeft & bit(seat) && !(isGreatPower(seat) && kingAttacked(g, seat)))
      candidates.push({ type: 'arrange', seat: name, placement: placement() });
  }
  return candidates;
}

/** The candidates the rules accept (moves are generated legal; the others are tried). */
export function legalOnly(
  state: CoalitionState,
  candidates: readonly Action[],
  rules: { apply(state: CoalitionState, action: Action): { ok: boolean } } = coalitionVariant,
): Action[] {
  return candidates.filter((a) => a.type === 'move' || rules.apply(state, a).ok);
}

export function passAllowed(g: Game, seat: number): boolean {
  return g.options.openingPasses && g.round <= 3 && !(isGreatPower(seat) && kingAttacked(g, seat));
}

/** Empty squares of the other colour in the seat's area, for the cyclist colour change (§9). */
function cyclistSquares(g: Game, seat: number): string[] {
  const from = Array.from({ length: SQUARES }, (_, sq) => sq).find(
    (sq) => g.board[sq] !== 0 && seatOf(g.board[sq]) === seat && typeOf(g.board[sq]) === CYCLIST,
  );
  if (from === undefined) return [];
  const out: string[] = [];
  for (let sq = 0; sq < SQUARES; sq++)
    if (IN_AREA[seat][sq] && g.board[sq] === 0 && GEOMETRY.isLight(sq) !== GEOMETRY.isLight(from))
      out.push(GEOMETRY.makeSquare(sq));
  return out;
}
