import type { Action } from '../rules/core/action';
import { fail, ok, type Result } from '../rules/core/result';
import { getVariant } from '../rules';
import type { State007 } from '../rules/chess007/state';
import type { CoalitionState } from '../rules/coalition/state';
import { type Budget, type Clock, DEFAULT_BUDGET, Deadline, systemClock } from './budget';
import { choose007 } from './chess007/player';
import { chooseCoalition } from './coalition/player';
import { isLevel, LEVELS, type Level } from './level';
import { seededRandom } from './random';

/**
 * What the computer in one seat does now — the whole contract between the players and whoever
 * runs them (the command line, the benchmark, a worker thread of the server). Everything in and
 * out is plain JSON, so the request can cross a thread or process boundary as it is.
 */
export interface ChooseRequest {
  readonly variant: string;
  /** The game's rules edition (e.g. `coalition/1`); the variant's newest when absent. */
  readonly edition?: string;
  /** The game's options as stored (raw JSON, validated here like the engine does). */
  readonly options?: unknown;
  /** The engine's text of the current state (`Variant.serialize`). */
  readonly state: string;
  readonly seat: string;
  readonly level: Level;
  readonly budget?: Budget;
  /** Same request and seed, same action (with a node budget, on any machine). */
  readonly seed: number | string;
}

export interface ChooseResponse {
  /** The action to apply for the seat, or null when the seat has nothing to do now. */
  readonly action: Action | null;
  readonly stats: {
    readonly ms: number;
    readonly nodes: number;
    readonly depth?: number;
    readonly score?: number;
  };
}

export function chooseAction(request: ChooseRequest, clock: Clock = systemClock): Result<ChooseResponse> {
  const variant = getVariant(request.variant, request.edition);
  if (!variant)
    return fail('BAD_OPTIONS', `unknown variant "${request.variant}" or rules edition "${request.edition}"`);
  if (!isLevel(request.level)) return fail('BAD_OPTIONS', `unknown level "${request.level}" (${LEVELS.join(', ')})`);
  if (!variant.seats.includes(request.seat)) return fail('BAD_ACTION', `unknown seat "${request.seat}"`);
  const options = variant.parseOptions(request.options);
  if (!options.ok) return options;
  const state = variant.deserialize(request.state, options.value);
  if (!state.ok) return state;
  const deadline = new Deadline(request.budget ?? DEFAULT_BUDGET, clock);
  const random = seededRandom(request.seed);
  const choice =
    variant.id === '007'
      ? choose007(state.value as State007, request.seat, request.level, deadline, random)
      : chooseCoalition(state.value as CoalitionState, request.seat, request.level, deadline, random);
  return ok({
    action: choice.action,
    stats: {
      ms: Math.round(deadline.elapsed()),
      nodes: deadline.nodes,
      ...(choice.depth === undefined ? {} : { depth: choice.depth }),
      ...(choice.score === undefined ? {} : { score: choice.score }),
    },
  });
}
