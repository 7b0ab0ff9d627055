import type { Game, SeatName, ToMove } from '../../../lib/api/client';
import type { LocalGame } from '../../../lib/engine';
import type { Acting } from '../types';

/**
 * Who the page says must act. While half-moves are unsent nothing has changed on the server:
 * during a 007 turn the status follows the preview (half-move k of n), and once the turn is
 * complete it says "not sent" in place of the seat that would be next — the others are not
 * waited for yet.
 */
export function shownToMove(
  game: Game,
  acting: Acting | undefined,
  preview: { inPreview: boolean; turnComplete: boolean; local: LocalGame | null },
): readonly ToMove[] {
  const { inPreview, turnComplete, local } = preview;
  return turnComplete
    ? game.toMove.filter((m) => m.seat !== acting?.seat)
    : inPreview && local
      ? local.view.toMove.map((m) => {
          const seat = game.seats.find((s) => s.seat === m.seat);
          return { ...m, seat: m.seat as SeatName, player: seat?.player ?? null, computer: seat?.computer ?? null };
        })
      : game.toMove;
}
