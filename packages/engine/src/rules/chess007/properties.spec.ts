import fc from 'fast-check';
import { chess007 } from './variant';
import { options } from './spec-helpers';
import { unwrap } from '../core/result';
import type { Options007 } from './options';
import type { State007 } from './state';

/**
 * Properties over random option sets and random walks (fast-check): strict ⊆ lax, strict moves
 * keep the turn completable (checked by brute force through the public API, independent of the
 * search that implements it), and snapshots read back equal.
 */
const optionsArb: fc.Arbitrary<Options007> = fc
  .record({
    completion: fc.constantFrom('strict', 'lax'),
    detente: fc.boolean(),
    balanced: fc.boolean(),
    fast: fc.boolean(),
    progressive: fc.boolean(),
  })
  .filter((o) => !(o.progressive && (o.detente || o.balanced)))
  .map((o) => options(o));

/** Start positions where the options bite: traps for completion, Détente and Fast, castling, endings. */
const STARTS = [
  undefined,
  '8/8/8/8/8/8/p2PP2P/rk1K4 w - - 0 1',
  '8/8/8/8/8/8/ppp4P/rk1K4 w - - 0 1',
  '7k/8/8/1q6/8/8/7P/K7 w - - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'k7/4P3/8/8/8/8/P7/4K3 w - - 0 1',
];

/** A random walk: a start, then integers that pick among the permitted half-moves at each step. */
const walkArb = fc.tuple(optionsArb, fc.array(fc.nat(), { minLength: 0, maxLength: 20 }), fc.constantFrom(...STARTS));

/** Plays the picked legal half-moves; `onState` sees every state and the half-move that led to it. */
function walk(
  opts: Options007,
  picks: readonly number[],
  onState: (s: State007, move?: string) => void,
  fen?: string,
): State007 {
  let state = unwrap(chess007.initial(opts, fen === undefined ? undefined : { fen }));
  onState(state);
  for (const pick of picks) {
    const moves = chess007.view(state).legalMoves;
    if (moves.length === 0) break;
    const move = moves[pick % moves.length];
    const next = chess007.apply(state, { type: 'move', move });
    if (!next.ok) throw new Error(`permitted move refused: ${next.error.message}`);
    state = next.value.state;
    onState(state, move);
  }
  return state;
}

const asLax = (s: State007): State007 => ({ ...s, options: { ...s.options, completion: 'lax' } });

/** Brute force: can the current turn be finished by `remaining` more half-moves permitted in lax mode? */
function finishable(state: State007, remaining: number): boolean {
  if (remaining === 0) return true;
  for (const move of chess007.view(state).legalMoves) {
    const next = chess007.apply(state, { type: 'move', move }, { ignoreAutomaticDraws: true });
    if (!next.ok) continue;
    if (remaining > 1 && next.value.state.result) continue; // §7.1, §7.2: no passing through an end
    if (finishable(next.value.state, remaining - 1)) return true;
  }
  return false;
}

describe('007 properties', () => {
  it('strict permitted half-moves are a subset of the lax ones', () => {
    fc.assert(
      fc.property(walkArb, ([opts, picks, fen]) => {
        walk(
          opts,
          picks,
          (s) => {
            const strict = chess007.view(s).legalMoves;
            const lax = new Set(chess007.view(asLax(s)).legalMoves);
            for (const m of strict) expect(lax.has(m)).toBe(true);
          },
          fen,
        );
      }),
      { numRuns: 100, seed: 1 },
    );
  });

  it('every strict half-move leaves the turn completable or ends the game', () => {
    let checked = 0;
    fc.assert(
      fc.property(walkArb, fc.nat(), ([opts, picks, fen], choice) => {
        const strictOpts = options({ ...opts, completion: 'strict', progressive: false });
        const state = walk(strictOpts, picks, () => undefined, fen);
        if (state.result) return;
        const moves = chess007.view(state).legalMoves;
        const move = moves[choice % moves.length];
        const next = chess007.apply(state, { type: 'move', move }, { ignoreAutomaticDraws: true });
        expect(next.ok).toBe(true);
        if (!next.ok || next.value.state.result) return;
        const slot = chess007.view(state).toMove[0];
        expect(finishable(asLax(next.value.state), slot.of - slot.part)).toBe(true);
        checked++;
      }),
      { numRuns: 150, seed: 2 },
    );
    expect(checked).toBeGreaterThan(75);
  });

  it('apply → serialize → deserialize gives the same state', () => {
    fc.assert(
      fc.property(
        walkArb,
        fc.constantFrom<'none' | 'offer' | 'resign'>('none', 'offer', 'resign'),
        ([opts, picks, fen], extra) => {
          walk(
            opts,
            picks,
            (s) => {
              let state = s;
              if (!state.result && extra !== 'none') {
                const r = chess007.apply(
                  state,
                  extra === 'offer'
                    ? { type: 'offer-draw', seat: 'black' }
                    : { type: 'resign', seat: 'white', reason: 'timeout' },
                );
                state = r.ok ? r.value.state : state;
              }
              const text = chess007.serialize(state);
              const back = chess007.deserialize(text, state.options);
              expect(back.ok).toBe(true);
              if (back.ok) {
                expect(back.value).toEqual(state);
                expect(chess007.serialize(back.value)).toBe(text);
                expect(chess007.view(back.value)).toEqual(chess007.view(state));
              }
            },
            fen,
          );
        },
      ),
      { numRuns: 40, seed: 3 },
    );
  });

  it('a replay of the same actions gives an equal state (snapshot = replay)', () => {
    fc.assert(
      fc.property(walkArb, ([opts, picks, fen]) => {
        const moves: string[] = [];
        const final = walk(
          opts,
          picks,
          (_, move) => {
            if (move !== undefined) moves.push(move);
          },
          fen,
        );
        let replay = unwrap(chess007.initial(opts, fen === undefined ? undefined : { fen }));
        for (const move of moves) replay = unwrap(chess007.apply(replay, { type: 'move', move })).state;
        expect(unwrap(chess007.deserialize(chess007.serialize(final), opts))).toEqual(replay);
      }),
      { numRuns: 30, seed: 4 },
    );
  });
});
