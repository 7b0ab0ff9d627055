import type { Game, PlaySettings } from '../../../lib/api/client';

/**
 * Whether a single move waits on the board for "Send": in practice (every seat not mine a
 * computer's) as `confirmMovesPractice` says, in a correspondence game as `confirmMoves` says.
 */
export function confirmsMoves(game: Pick<Game, 'seats' | 'yourSeats'>, settings: PlaySettings): boolean {
  const practice = game.seats.every((s) => game.yourSeats.includes(s.seat) || Boolean(s.computer));
  return practice ? settings.confirmMovesPractice : settings.confirmMoves;
}
