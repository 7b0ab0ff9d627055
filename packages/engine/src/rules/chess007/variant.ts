import type { Variant } from '../core/variant';
import { fail } from '../core/result';
import { applyAction, initialState, searchFor } from './game';
import { makeMove, makeSquare } from './notation';
import { DEFAULT_OPTIONS, parseOptions, type Options007 } from './options';
import { SEATS } from './schedule';
import { deserializeState, serializeState } from './serialize';
import type { State007 } from './state';
import { viewOf } from './view';
import { Board, MAX_MOVES } from './board';

/** 007 Chess (007.md) behind the engine's Variant interface. */
export const chess007: Variant<State007, Options007> = {
  id: '007',
  // One edition so far: a correction would be a switch read where behaviour differs, as Coalition's.
  edition: '007/1',
  seats: SEATS,
  parseOptions,
  normalizeOptions: (o) => ({ ...DEFAULT_OPTIONS, ...o }),
  initial(options, start) {
    if (start?.position !== undefined)
      return fail('BAD_OPTIONS', '007 starts from a FEN (--fen), not from a coalition position');
    return initialState(options, start?.fen);
  },
  apply: (state, action, context) => applyAction(state, action, !context?.ignoreAutomaticDraws),
  view: viewOf,
  checkedKings(state) {
    const board = Board.fromSnapshot(state.board);
    return [0, 1].filter((c) => board.inCheck(c)).map((c) => makeSquare(board.kings[c]));
  },
  legalMoves(state, seat) {
    const v = viewOf(state);
    if (seat !== undefined && v.toMove[0]?.seat !== seat) return [];
    return v.legalMoves;
  },
  serialize: serializeState,
  deserialize: deserializeState,
  perft(state, depth) {
    if (endedByPlay(state) && depth > 0) return 0;
    return searchFor(state, depth).perft(depth);
  },
  perftDivide(state, depth) {
    if (endedByPlay(state) || depth < 1) return [];
    const search = searchFor(state, depth);
    const buf = new Int32Array(MAX_MOVES);
    const n = search.permitted(buf, 0);
    const out: [string, number][] = [];
    for (let i = 0; i < n; i++) {
      const m = buf[i];
      let count = 1;
      if (depth > 1 && !(state.options.fast && search.capturesKing(m))) {
        const saved = search.play(m);
        count = search.perft(depth - 1);
        search.undo(m, saved);
      } else if (depth > 1) count = 0;
      out.push([makeMove(m), count]);
    }
    return out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  },
};

/** perft ignores the automatic draws (docs/architecture.md); any other end leaves nothing to count. */
const AUTOMATIC_DRAWS = new Set(['dead-position', 'fivefold-repetition', 'seventy-five-move']);
const endedByPlay = (state: State007): boolean => state.result !== null && !AUTOMATIC_DRAWS.has(state.result.reason);
