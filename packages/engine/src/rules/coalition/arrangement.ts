import { fail, ok, type Result } from '../core/result';
import { GEOMETRY, IN_AREA, SQUARES } from './layout';
import { CYCLIST, hasMoved, pieceCode, pieceIndex, PIECE_NAMES, seatOf, typeOf } from './pieces';

/**
 * An arrangement (§3, §11.10): the seat's pieces standing in its set-up area go to distinct
 * empty squares of that area; pieces outside stay. Returns the new board or BAD_ARRANGEMENT.
 * Cyclists keep their square colour; "never moved" flags stay with their type, matched in
 * square order; being arranged is not moving.
 */
export function arrangeBoard(board: ArrayLike<number>, seat: number, placement: unknown): Result<number[]> {
  const rule = 'coalition.md §3';
  const bad = (message: string) => fail<number[]>('BAD_ARRANGEMENT', message, rule);
  if (typeof placement !== 'object' || placement === null || Array.isArray(placement))
    return bad('placement must map squares to piece names');
  const area = IN_AREA[seat];
  const oldByType = new Map<number, number[]>();
  for (let sq = 0; sq < SQUARES; sq++) {
    const code = board[sq];
    if (code && seatOf(code) === seat && area[sq])
      oldByType.set(typeOf(code), [...(oldByType.get(typeOf(code)) ?? []), sq]);
  }
  const newByType = new Map<number, number[]>();
  for (const [name, pieceName] of Object.entries(placement as Record<string, unknown>)) {
    const sq = GEOMETRY.parseSquare(name);
    if (sq === undefined) return bad(`"${name}" is not a square`);
    const type = pieceIndex(pieceName);
    if (type < 0) return bad(`"${String(pieceName)}" is not a piece (${PIECE_NAMES.join(', ')})`);
    if (!area[sq]) return bad(`${name} is outside the set-up area`);
    const code = board[sq];
    if (code && seatOf(code) !== seat) return bad(`${name} is occupied by another party`);
    if (code && !area[sq]) return bad(`${name} is occupied`);
    newByType.set(type, [...(newByType.get(type) ?? []), sq]);
  }
  const types = new Set([...oldByType.keys(), ...newByType.keys()]);
  for (const type of types)
    if ((oldByType.get(type)?.length ?? 0) !== (newByType.get(type)?.length ?? 0))
      return bad(
        `the placement must hold exactly the ${PIECE_NAMES[type]} pieces now in the area (${oldByType.get(type)?.length ?? 0})`,
      );
  const colours = (squares: number[] | undefined) =>
    (squares ?? [])
      .map((s) => (GEOMETRY.isLight(s) ? 1 : 0))
      .sort()
      .join();
  if (colours(oldByType.get(CYCLIST)) !== colours(newByType.get(CYCLIST)))
    return bad('a cyclist must stay on a square of its colour');

  const next = Array.from(board);
  for (const squares of oldByType.values()) for (const sq of squares) next[sq] = 0;
  for (const [type, squares] of newByType) {
    const from = [...oldByType.get(type)!].sort((a, b) => a - b);
    const to = [...squares].sort((a, b) => a - b);
    to.forEach((sq, i) => (next[sq] = pieceCode(seat, type, hasMoved(board[from[i]]))));
  }
  return ok(next);
}
