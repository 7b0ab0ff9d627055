import { chess007 } from './variant';
import { divideByApply, perftByApply } from '../perft';
import { play, start } from './spec-helpers';

/**
 * The fast perft (mutable board, make/unmake, in-place Détente and completion search) against
 * the reference perft that only uses the immutable `apply` / `view` path, for every option that
 * changes which half-moves are permitted, from positions where the options bite.
 */
const OPTION_SETS = [
  {},
  { completion: 'lax' },
  { detente: true },
  { detente: true, completion: 'lax' },
  { balanced: true },
  { balanced: true, detente: true },
  { fast: true },
  { fast: true, completion: 'lax' },
  { fast: true, detente: true },
  { progressive: true },
  { progressive: true, fast: true },
];

const POSITIONS: [string, string | undefined, string][] = [
  ['start after 1.e4 e5', undefined, 'e2e4 e7e5'],
  ['self-mate trap', '8/8/8/8/8/8/p2PP2P/rk1K4 w - - 0 1', ''],
  ['king-capture box', '8/8/8/8/8/8/ppp4P/rk1K4 w - - 0 1', ''],
  ['Détente queen check', '7k/8/8/1q6/8/8/7P/K7 w - - 0 1', ''],
  ['castling both sides', 'r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1', ''],
];

describe('007 perft equals the reference perft through apply', () => {
  for (const options of OPTION_SETS) {
    it.each(POSITIONS)(`${JSON.stringify(options)}: %s`, (_name, fen, moves) => {
      const state = play(start(options, fen), moves);
      const depth = fen?.startsWith('r3k2r/pppq') ? 2 : 3;
      expect(chess007.perft(state, depth)).toBe(perftByApply(chess007, state, depth));
    });
  }
});

describe('007 perftDivide equals the reference divide', () => {
  it.each([
    [{ fast: true, completion: 'lax' }, '8/8/8/8/8/8/ppp4P/rk1K4 w - - 0 1'],
    [{ detente: true }, '7k/8/8/1q6/8/8/7P/K7 w - - 0 1'],
    [{}, '8/8/8/8/8/8/p2PP2P/rk1K4 w - - 0 1'],
  ])('%j from %s', (options, fen) => {
    const state = start(options, fen);
    const divided = chess007.perftDivide(state, 3);
    expect(divided).toEqual(divideByApply(chess007, state, 3));
    expect(divided.reduce((sum, [, n]) => sum + n, 0)).toBe(chess007.perft(state, 3));
  });

  it('legalMoves(state, seat) lists moves only for the seat to move', () => {
    const state = start();
    expect(chess007.legalMoves(state, 'white')).toHaveLength(20);
    expect(chess007.legalMoves(state, 'black')).toEqual([]);
  });
});
