import { chess007 } from './variant';
import { perftByApply } from '../perft';
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
