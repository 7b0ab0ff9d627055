import { BoardGeometry, KNIGHT_LEAPS, ORTHOGONAL } from './geometry';

describe('BoardGeometry', () => {
  const chess = new BoardGeometry(8, 8);
  const coalition = new BoardGeometry(10, 10);

  it('parses and makes squares on both boards', () => {
    expect(chess.parseSquare('a1')).toBe(0);
    expect(chess.parseSquare('h8')).toBe(63);
    expect(chess.parseSquare('i1')).toBeUndefined();
    expect(chess.parseSquare('a9')).toBeUndefined();
    expect(coalition.parseSquare('j10')).toBe(99);
    expect(coalition.parseSquare('a01')).toBeUndefined();
    for (let sq = 0; sq < coalition.size; sq++) expect(coalition.parseSquare(coalition.makeSquare(sq))).toBe(sq);
  });

  it('knows a1 is dark', () => {
    expect(chess.isLight(0)).toBe(false);
    expect(coalition.isLight(coalition.parseSquare('d1')!)).toBe(true);
  });

  it('precomputes leaps and rays that stay on the board', () => {
    const knight = chess.leaps(KNIGHT_LEAPS);
    expect(knight[0].length).toBe(2);
    expect(knight[chess.parseSquare('d4')!].length).toBe(8);
    const rook = coalition.rays(ORTHOGONAL)[0];
    expect(rook.map((ray) => ray.length)).toEqual([9, 0, 9, 0]);
  });
});
