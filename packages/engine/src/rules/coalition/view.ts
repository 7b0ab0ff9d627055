import type { GameView, ToMove } from '../core/view';
import { bit, Game } from './game';
import { GEOMETRY, SQUARES } from './layout';
import { legalMoves } from './move-generation';
import { formatMove } from './move-notation';
import { resultView } from './outcome';
import { BLACK, GREEN, PIECE_NAMES, RED, SEAT_NAMES, seatOf, typeOf, YELLOW } from './pieces';
import { drawClaimable } from './repetition';
import type { CoalitionState } from './state';
import { actor } from './turn-flow';

/** Who may act now: the set-up seats still to submit, or the one seat to move. */
export function toMove(g: Game): ToMove[] {
  const entry = (seat: number, reason: ToMove['reason']): ToMove => ({
    seat: SEAT_NAMES[seat],
    color: SEAT_NAMES[seat],
    part: 1,
    of: 1,
    reason,
  });
  if (g.phase === 'setup') {
    const waiting = [BLACK, GREEN, RED].filter((s) => !(g.setupDone & bit(s)) && !(g.out & bit(s)));
    return waiting.length ? waiting.map((s) => entry(s, 'setup')) : [entry(YELLOW, 'setup')];
  }
  const who = actor(g);
  return who ? [entry(who.seat, who.answer ? 'check-answer' : 'turn')] : [];
}

export function sortedMoves(g: Game, seat: number): string[] {
  return legalMoves(g, seat, []).map(formatMove).sort();
}

export function gameView(state: CoalitionState): GameView {
  const g = Game.fromState(state);
  const who = actor(g);
  const board = [];
  for (let sq = 0; sq < SQUARES; sq++) {
    const code = g.board[sq];
    if (code)
      board.push({
        square: GEOMETRY.makeSquare(sq),
        piece: PIECE_NAMES[typeOf(code)],
        color: SEAT_NAMES[seatOf(code)],
      });
  }
  return {
    status: g.phase,
    toMove: toMove(g),
    legalMoves: who ? sortedMoves(g, who.seat) : [],
    result: g.result ? resultView(g) : null,
    coalitions: g.coalitions.map((c) => ({
      seats: [SEAT_NAMES[c.seats[0]], SEAT_NAMES[c.seats[1]]] as const,
      round: c.round,
      by: c.by,
    })),
    plies: g.plies,
    round: g.round,
    board,
    eliminated: SEAT_NAMES.filter((_, s) => (g.out & bit(s)) !== 0),
    drawOffer: g.drawOffer
      ? { by: SEAT_NAMES[g.drawOffer.by], agreed: SEAT_NAMES.filter((_, s) => (g.drawOffer!.agreed & bit(s)) !== 0) }
      : null,
    drawClaimable: drawClaimable(g),
  };
}
