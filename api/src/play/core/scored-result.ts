import { pointsFor, seatOutcome } from './seat-outcome';
import type { GameResult, GameView } from '@entente/engine';
import type { GameRecord } from './game-record';

/**
 * The result as the game shows it: the rules' points (coalition.md §8, 007.md §7.6), or for a
 * ladder game the ladder's table (a tournament game its tournament's) — the same outcome per seat as the standings count
 * (ladder-outcome.ts), so game, record, emails and standings agree.
 */
export function scoredResult(
  game: Pick<GameRecord, 'variant' | 'ladderPoints' | 'tournament'>,
  view: GameView,
): GameResult | null {
  const result = view.result;
  const table = game.ladderPoints ?? game.tournament?.pointsTable;
  if (!result || !table) return result;
  const points = Object.fromEntries(
    Object.keys(result.points).map((seat) => [
      seat,
      pointsFor(seatOutcome(game.variant, result, view.coalitions, view.eliminated, seat), table),
    ]),
  );
  return { ...result, points };
}
