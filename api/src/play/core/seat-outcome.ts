import type { CoalitionInfo, GameResult } from '@entente/engine';
import type { PointsTable } from './points-table';

/**
 * A seat's outcome in a finished ladder game:
 * - `win`, `loss`, `draw` as the engine decided (a seat eliminated before a draw lost: the rules
 *   give the draw's points only to seats still in the game, coalition.md §11.3);
 * - `coalition-abort` / `no-coalition`: the neutrality abort (coalition.md §6), with or without a coalition;
 * - `neutral`: a small power still in no coalition when the game was decided — it neither wins
 *   nor loses (coalition.md §7) and scores the table's `noCoalition`.
 */
export type LadderOutcome = 'win' | 'draw' | 'loss' | 'coalition-abort' | 'no-coalition' | 'neutral';

const GREAT_POWERS = ['yellow', 'black'];

export function seatOutcome(
  variant: '007' | 'coalition',
  result: GameResult,
  coalitions: readonly CoalitionInfo[],
  eliminated: readonly string[],
  seat: string,
): LadderOutcome {
  const allied = coalitions.some((c) => c.seats.includes(seat));
  if (result.reason === 'neutrality') return allied ? 'coalition-abort' : 'no-coalition';
  if (result.winners.length > 0) {
    if (result.winners.includes(seat)) return 'win';
    return variant === 'coalition' && !GREAT_POWERS.includes(seat) && !allied ? 'neutral' : 'loss';
  }
  return eliminated.includes(seat) ? 'loss' : 'draw';
}

export function pointsFor(outcome: LadderOutcome, table: PointsTable): number {
  switch (outcome) {
    case 'win':
      return table.win;
    case 'draw':
      return table.draw;
    case 'loss':
      return table.loss;
    case 'coalition-abort':
      return table.coalitionAbort;
    case 'no-coalition':
    case 'neutral':
      return table.noCoalition;
  }
}

/** Which of a strawman's two outcomes counts when points are equal: the better one. */
const OUTCOME_ORDER: Record<LadderOutcome, number> = {
  win: 5,
  draw: 4,
  'coalition-abort': 3,
  neutral: 2,
  'no-coalition': 1,
  loss: 0,
};

export interface PlayerResult {
  readonly userId: string;
  readonly seats: readonly string[];
  readonly outcome: LadderOutcome;
  readonly points: number;
}

/**
 * Each player's result in a game. A player holding two seats (a strawman, coalition.md §9) plays
 * one game, not two: the game counts once, with the better of the two seats' results (more
 * points, then the better outcome). Scoring both would give 12 for one win.
 */
export function playerResults(
  variant: '007' | 'coalition',
  result: GameResult,
  coalitions: readonly CoalitionInfo[],
  eliminated: readonly string[],
  holders: readonly { seat: string; userId: string }[],
  table: PointsTable,
): PlayerResult[] {
  const byUser = new Map<string, PlayerResult>();
  for (const { seat, userId } of holders) {
    const outcome = seatOutcome(variant, result, coalitions, eliminated, seat);
    const points = pointsFor(outcome, table);
    const prev = byUser.get(userId);
    const seats = [...(prev?.seats ?? []), seat];
    const better =
      !prev || points > prev.points || (points === prev.points && OUTCOME_ORDER[outcome] > OUTCOME_ORDER[prev.outcome]);
    byUser.set(userId, better ? { userId, seats, outcome, points } : { ...prev, seats });
  }
  return [...byUser.values()].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
}
