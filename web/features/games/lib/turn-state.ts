import type { Game } from '../../../lib/api/client';
import { legalMovesOf, type LocalGame } from '../../../lib/engine';
import type { Acting } from '../types';

/** Where my turn stands: unsent half-moves, whether they make a whole turn, whether I may move, and to what. */
export interface TurnState {
  inPreview: boolean;
  /** The unsent half-moves are all there is to send: a whole 007 turn, or a move to confirm. */
  turnComplete: boolean;
  canMove: boolean;
  /** The moves the board and the typed-move field accept now, in coordinate form. */
  legalMoves: readonly string[];
}

/**
 * A 007 turn is complete when the seat has no half-move left; a confirmed move is one move. I may
 * move when I act (not in the set-up), nothing is on its way to the server, no replay or
 * rearranging is shown, and the turn is not complete yet.
 */
export function turnState(
  game: Game,
  acting: Acting | undefined,
  turn: { preview: readonly string[]; base: LocalGame | null; local: LocalGame | null },
  blocked: { busy: boolean; replaying: boolean; arranging: boolean },
): TurnState {
  const { preview, base, local } = turn;
  const is007 = game.variant === '007';
  const stillMine = (g: LocalGame | null) =>
    !!g && !!acting && g.view.status === 'active' && g.view.toMove.some((m) => m.seat === acting.seat);
  const inPreview = preview.length > 0;
  const turnComplete = inPreview && (!is007 || !stillMine(local));
  const canMove =
    !!acting && acting.reason !== 'setup' && !blocked.busy && !blocked.replaying && !blocked.arranging && !turnComplete;

  let legalMoves: readonly string[] = [];
  if (canMove) {
    if (is007) legalMoves = preview.length === 0 ? game.legalMoves : (local?.view.legalMoves ?? []);
    else if (base) legalMoves = legalMovesOf(game.variant, base, acting!.seat);
    else if (game.toMove[0]?.seat === acting!.seat) legalMoves = game.legalMoves;
  }
  return { inPreview, turnComplete, canMove, legalMoves };
}
