import { BISHOP, Board, KING, KNIGHT, typeOf } from './board';
import { makeCastling, makeSquare, pieceChar } from './notation';
import type { TurnSlot } from '../core/schedule';

/**
 * Draw rules of 007.md §4 that look at positions: dead position and repetition identity.
 */

/**
 * Dead position, by the material that can never mate (FIDE's usual certain cases): K v K,
 * K + one minor piece v K, and kings with bishops all on squares of one colour. In 007 a player
 * also moves the opponent's pieces, but every half-move is still an orthodox move, so "no
 * sequence of legal moves can mate" is the orthodox notion. Fast 007 has no dead position of
 * this kind: kings may walk next to each other there and be captured (caller decides).
 */
export function isDeadPosition(board: Board): boolean {
  let minors = 0;
  let knights = 0;
  let lightBishops = 0;
  let darkBishops = 0;
  for (let sq = 0; sq < 64; sq++) {
    const p = board.squares[sq];
    if (p === 0) continue;
    const t = typeOf(p);
    if (t === KING) continue;
    if (t === KNIGHT) {
      knights++;
      minors++;
    } else if (t === BISHOP) {
      minors++;
      if (((sq & 7) + (sq >> 3)) % 2 === 1) lightBishops++;
      else darkBishops++;
    } else return false;
  }
  if (minors <= 1) return true;
  return knights === 0 && (lightBishops === 0 || darkBishops === 0);
}

/**
 * The repetition identity of §4 [decision]: board, castling rights, en passant only when a
 * capture is really possible (FIDE 9.2.3), colour to move, the seat to move and the half-move's
 * place in its turn. No spaces, commas or semicolons, so keys embed in the serialized state.
 */
export function repetitionKey(board: Board, slot: TurnSlot, legal: boolean): string {
  let placement = '';
  for (let r = 7; r >= 0; r--) {
    let empty = 0;
    for (let f = 0; f < 8; f++) {
      const p = board.squares[r * 8 + f];
      if (p === 0) empty++;
      else {
        if (empty) placement += String(empty);
        empty = 0;
        placement += pieceChar(p);
      }
    }
    if (empty) placement += String(empty);
    if (r) placement += '/';
  }
  const ep = board.hasLegalEp(legal) ? makeSquare(board.ep) : '-';
  return `${placement}:${board.turn ? 'b' : 'w'}:${makeCastling(board.castling)}:${ep}:${slot.seat}:${slot.part}`;
}
