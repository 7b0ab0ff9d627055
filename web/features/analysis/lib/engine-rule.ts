import type { Game } from '../../../lib/api/client';

/**
 * Why the engine is off for the analysis board's game, or null when it may run: a game in
 * progress whose creator chose `analysis: after-game` keeps it off until the game is over — for
 * its players (`player`) and for everyone else (`onlooker`). A free position has no rule.
 */
export function engineOffReason(game: Game | null): 'player' | 'onlooker' | null {
  if (!game || game.analysis !== 'after-game') return null;
  if (game.status === 'finished' || game.status === 'aborted') return null;
  return game.yourSeats.length > 0 ? 'player' : 'onlooker';
}
