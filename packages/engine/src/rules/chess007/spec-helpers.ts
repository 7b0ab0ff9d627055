import type { Action } from '../core/action';
import type { GameView } from '../core/view';
import { chess007 } from './variant';
import { parseOptions, type Options007 } from './options';
import type { State007 } from './state';

/** Shared set-up for the 007 specs: options, games from a FEN, and move sequences. */
export function options(raw: Record<string, unknown> = {}): Options007 {
  const parsed = parseOptions(raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

export function start(raw: Record<string, unknown> = {}, fen?: string): State007 {
  const state = chess007.initial(options(raw), fen === undefined ? undefined : { fen });
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

export function apply(state: State007, action: Action): State007 {
  const next = chess007.apply(state, action);
  if (!next.ok) throw new Error(`${JSON.stringify(action)}: ${next.error.code} ${next.error.message}`);
  return next.value.state;
}

export function play(state: State007, moves: string): State007 {
  return moves
    .split(/\s+/)
    .filter(Boolean)
    .reduce((s, move) => apply(s, { type: 'move', move }), state);
}

export const view = (state: State007): GameView => chess007.view(state);
export const legal = (state: State007): readonly string[] => chess007.view(state).legalMoves;

/** A small seeded PRNG (mulberry32) so random games are reproducible. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
