import type { Action } from '../core/action';
import type { Effect } from '../core/effect';
import type { GameView } from '../core/view';
import { parseCoalitionOptions, type CoalitionOptions } from './options';
import { type CoalitionRules, NEWEST_COALITION_RULES } from './rules-edition';
import type { CoalitionState } from './state';
import { coalitionVariant } from './variant';

/**
 * Test helpers: build states from options or a compact piece list, apply actions, read views.
 * States are of the newest rules edition unless `rules` names another (a state carries its
 * edition in its options, so play and view follow it).
 */
export function options(
  raw: Record<string, unknown> = {},
  rules: CoalitionRules = NEWEST_COALITION_RULES,
): CoalitionOptions {
  const parsed = parseCoalitionOptions({ setupPhase: false, ...raw }, rules);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

export function start(raw: Record<string, unknown> = {}, rules?: CoalitionRules): CoalitionState {
  const s = coalitionVariant.initial(options(raw, rules));
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/**
 * A position from a piece list like `yK:e1 bK:f10 rP:e5 yG':e3` (the `'` marks a guard or
 * machine gun that has moved) plus position-text fields, e.g. `turn=r out=g`.
 */
export function position(
  pieces: string,
  fields = '',
  raw: Record<string, unknown> = {},
  rules?: CoalitionRules,
): CoalitionState {
  const board: string[][] = Array.from({ length: 10 }, () => Array<string>(10).fill(''));
  for (const item of pieces.trim().split(/\s+/)) {
    const [piece, square] = item.split(':');
    const file = square.charCodeAt(0) - 97;
    const rank = Number(square.slice(1)) - 1;
    board[rank][file] = piece;
  }
  const rows = [];
  for (let rank = 9; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 10; file++) {
      if (!board[rank][file]) empty++;
      else {
        row += (empty ? String(empty) : '') + board[rank][file];
        empty = 0;
      }
    }
    rows.push(row + (empty ? String(empty) : ''));
  }
  const s = coalitionVariant.initial(options(raw, rules), { position: `${rows.join('/')} ${fields}`.trim() });
  if (!s.ok) throw new Error(`${s.error.code}: ${s.error.message}`);
  return s.value;
}

export interface Played {
  state: CoalitionState;
  effects: Effect[];
  view: GameView;
}

/** Applies actions (strings are moves) and fails the test on the first refusal. */
export function play(state: CoalitionState, ...actions: (Action | string)[]): Played {
  let s = state;
  const effects: Effect[] = [];
  actions.forEach((a, i) => {
    const action: Action = typeof a === 'string' ? { type: 'move', move: a } : a;
    const r = coalitionVariant.apply(s, action);
    if (!r.ok) throw new Error(`action ${i} ${JSON.stringify(action)} refused: ${r.error.code} ${r.error.message}`);
    s = r.value.state;
    effects.push(...r.value.effects);
  });
  return { state: s, effects, view: coalitionVariant.view(s) };
}

/** The error code of applying `action`, or 'OK'. */
export function refusal(state: CoalitionState, action: Action | string): string {
  const r = coalitionVariant.apply(state, typeof action === 'string' ? { type: 'move', move: action } : action);
  return r.ok ? 'OK' : r.error.code;
}

export const view = (state: CoalitionState): GameView => coalitionVariant.view(state);
export const seatToMove = (state: CoalitionState): string | undefined => view(state).toMove[0]?.seat;
export const movesFrom = (state: CoalitionState, square: string): string[] =>
  view(state).legalMoves.filter((m) => /^([a-j](?:10|[1-9]))/.exec(m)![1] === square);
