import type { GameView, PieceOnSquare } from '../core/view';
import { colorOf, typeOf } from './board';
import { claimableDraw, legalMoveStrings, slotOf } from './game';
import { makeSquare, PIECE_NAMES } from './notation';
import { COLOR_NAMES } from './schedule';
import type { State007 } from './state';

/** What a 007 state shows the outside world (the `play` output and the server's game state). */
export function viewOf(state: State007): GameView {
  const slot = slotOf(state);
  const board: PieceOnSquare[] = [];
  state.board.squares.forEach((p, sq) => {
    if (p !== 0) board.push({ square: makeSquare(sq), piece: PIECE_NAMES[typeOf(p)], color: COLOR_NAMES[colorOf(p)] });
  });
  const active = state.result === null;
  return {
    status: active ? 'active' : 'finished',
    toMove: active ? [{ seat: slot.seat, color: slot.color, part: slot.part, of: slot.of, reason: 'turn' }] : [],
    legalMoves: legalMoveStrings(state),
    result: state.result,
    coalitions: [],
    plies: state.ply,
    round: slot.turn,
    board,
    eliminated: [],
    drawOffer: state.drawOffer ? { by: state.drawOffer, agreed: [state.drawOffer] } : null,
    drawClaimable: claimableDraw(state) !== null,
  };
}
