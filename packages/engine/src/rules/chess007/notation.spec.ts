import { Chess } from 'chessops/chess';
import { makeFen as chessopsMakeFen } from 'chessops/fen';
import { makeSanAndPlay } from 'chessops/san';
import { Board, MAX_MOVES } from './board';
import {
  INITIAL_FEN,
  makeFen,
  makeMove,
  makeSan,
  makeSquare,
  parseFen,
  parseMove,
  parseSan,
  parseSquare,
} from './notation';
import { prng } from './spec-helpers';

/** Parse/make pairs of 007.md §6, checked as round trips and against chessops. */
const board = (fen: string): Board => {
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

const movesOf = (b: Board): number[] => {
  const buf = new Int32Array(MAX_MOVES);
  return Array.from(buf.subarray(0, b.generate(buf, 0, true)));
};

describe('squares', () => {
  it('round-trip a1..h8 and refuse anything else', () => {
    for (let sq = 0; sq < 64; sq++) expect(parseSquare(makeSquare(sq))).toBe(sq);
    for (const bad of ['i1', 'a9', 'a0', 'A1', 'e', '']) expect(parseSquare(bad)).toBeUndefined();
  });
});

describe('FEN', () => {
  it.each([
    INITIAL_FEN,
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
    'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
    'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  ])('round-trips %s', (fen) => {
    expect(makeFen(board(fen))).toBe(fen);
  });

  it('refuses malformed FEN with BAD_NOTATION and impossible positions with BAD_POSITION', () => {
    for (const bad of [
      '',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1',
      'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      INITIAL_FEN.replace(' w ', ' x '),
      INITIAL_FEN.replace('KQkq', 'KX'),
      INITIAL_FEN.replace(' - ', ' e5 '),
    ])
      expect(parseFen(bad)).toMatchObject({ ok: false, error: { code: 'BAD_NOTATION' } });
    expect(parseFen('k7/8/8/8/8/8/8/8 w - - 0 1')).toMatchObject({ ok: false, error: { code: 'BAD_POSITION' } });
    expect(parseFen('k6R/8/8/8/8/8/8/K7 w - - 0 1')).toMatchObject({ ok: false, error: { code: 'BAD_POSITION' } });
    expect(parseFen('k6R/8/8/8/8/8/8/K7 w - - 0 1', 'fast').ok).toBe(true);
  });

  it('drops castling rights whose king or rook is not at home', () => {
    expect(makeFen(board('4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1'))).toBe('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  });

  it('drops an en passant square that no pawn has just passed', () => {
    expect(makeFen(board('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1'))).toBe(INITIAL_FEN);
    expect(movesOf(board('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1'))).toHaveLength(20);
  });
});

describe('coordinate moves', () => {
  it("round-trip every legal move of Kiwipete, castling as the king's move", () => {
    const b = board('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
    const moves = movesOf(b);
    expect(moves.map(makeMove)).toEqual(expect.arrayContaining(['e1g1', 'e1c1']));
    for (const m of moves) expect(parseMove(b, makeMove(m), true)).toEqual({ ok: true, value: m });
  });

  it('accept the UCI promotion spelling, refuse garbage and illegal moves with distinct codes', () => {
    const b = board('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1');
    expect(makeMove((parseMove(b, 'b7b8q', true) as { value: number }).value)).toBe('b7b8=Q');
    expect(parseMove(b, 'b7b8=K', true)).toMatchObject({ ok: false, error: { code: 'BAD_NOTATION' } });
    expect(parseMove(b, 'hello', true)).toMatchObject({ ok: false, error: { code: 'BAD_NOTATION' } });
    expect(parseMove(b, 'e1e3', true)).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } });
  });
});

describe('SAN', () => {
  it("matches chessops' SAN for every legal move along random games, and parses back", () => {
    const random = prng(5);
    let checked = 0;
    for (let game = 0; game < 12; game++) {
      const b = board(INITIAL_FEN);
      const pos = Chess.default();
      for (let ply = 0; ply < 70; ply++) {
        const moves = movesOf(b);
        if (moves.length === 0) break;
        for (const m of moves) {
          const san = makeSan(b, m);
          const copy = pos.clone();
          const from = m & 63;
          let to = (m >> 6) & 63;
          // chessops castles as king-takes-rook.
          if (m >> 15 === 3) to = to > from ? from + 3 : from - 4;
          const promo = [undefined, undefined, 'knight', 'bishop', 'rook', 'queen'][(m >> 12) & 7] as
            'queen' | undefined;
          expect(san).toBe(makeSanAndPlay(copy, { from, to, ...(promo ? { promotion: promo } : {}) }));
          expect(parseSan(b, san)).toEqual({ ok: true, value: m });
          checked++;
        }
        const m = moves[Math.floor(random() * moves.length)];
        const from = m & 63;
        let to = (m >> 6) & 63;
        if (m >> 15 === 3) to = to > from ? from + 3 : from - 4;
        const promo = [undefined, undefined, 'knight', 'bishop', 'rook', 'queen'][(m >> 12) & 7] as 'queen' | undefined;
        pos.play({ from, to, ...(promo ? { promotion: promo } : {}) });
        b.make(m);
        expect(makeFen(b).split(' ')[0]).toBe(chessopsMakeFen(pos.toSetup()).split(' ')[0]);
      }
    }
    expect(checked).toBeGreaterThan(15_000);
  });

  it('accepts common spellings: 0-0, suffixes, annotations; refuses what is not SAN', () => {
    const b = board('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(makeMove((parseSan(b, '0-0') as { value: number }).value)).toBe('e1g1');
    expect(makeMove((parseSan(b, 'O-O-O!?') as { value: number }).value)).toBe('e1c1');
    expect(makeMove((parseSan(b, 'Rxa8+') as { value: number }).value)).toBe('a1a8');
    expect(parseSan(b, 'Zz9')).toMatchObject({ ok: false, error: { code: 'BAD_NOTATION' } });
    expect(parseSan(b, 'Qd4')).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } });
  });
});
