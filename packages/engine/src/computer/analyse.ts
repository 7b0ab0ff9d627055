import type { Action } from '../rules/core/action';
import { fail, ok, type Result } from '../rules/core/result';
import { getVariant } from '../rules';
import type { Clock } from './budget';
import { systemClock } from './budget';
import { MATE } from './chess007/turn-search';
import { WIN } from './coalition/team-search';
import { chooseAction } from './choose';

/**
 * The `search` player's view of a position, for the analysis board: its value for the seat to
 * move and the line it expects. The line is the choice of the seat to move, then each following
 * seat's choice with a third of the nodes of the one before (at least `MIN_LINE_NODES`): the
 * players' own search, asked again at each position, so the line is what the computer would
 * play. Nothing here changes how the players choose; it only calls them.
 */
export interface AnalyseRequest {
  readonly variant: string;
  readonly edition?: string;
  readonly options?: unknown;
  /** The engine's text of the position (`Variant.serialize`). */
  readonly state: string;
  /** The search's node budget for the first choice: reproducible on any machine. */
  readonly nodes: number;
  /** At most this many actions in the line (default 8). */
  readonly lineLength?: number;
}

export interface AnalyseResponse {
  /** The seat to move, whose side the score is from; null when nobody is to act. */
  readonly seat: string | null;
  /** Centipawns for the seat to move (Coalition Chess: for its side); null without a search. */
  readonly score: number | null;
  /** A forced result the search found: `win` or `loss` for the seat to move. */
  readonly decided: 'win' | 'loss' | null;
  readonly depth: number;
  readonly nodes: number;
  /** The expected actions from here, each with the seat that makes it. */
  readonly line: readonly { readonly seat: string; readonly action: Action }[];
}

const MIN_LINE_NODES = 400;
/** Offers, claims and answers are the players' table manners, not moves of a line. */
const NOT_IN_LINE = new Set(['offer-draw', 'claim-draw', 'accept-draw', 'decline-draw', 'resign']);

export function analysePosition(request: AnalyseRequest, clock: Clock = systemClock): Result<AnalyseResponse> {
  const variant = getVariant(request.variant, request.edition);
  if (!variant)
    return fail('BAD_OPTIONS', `unknown variant "${request.variant}" or rules edition "${request.edition}"`);
  const options = variant.parseOptions(request.options);
  if (!options.ok) return options;
  const read = variant.deserialize(request.state, options.value);
  if (!read.ok) return read;
  let state = read.value;
  const start = variant.view(state);
  const first = start.toMove[0]?.seat ?? null;
  if (first === null || start.status === 'finished' || start.status === 'aborted')
    return ok({ seat: null, score: null, decided: null, depth: 0, nodes: 0, line: [] });

  const line: { seat: string; action: Action }[] = [];
  let seat: string = first;
  let budget = Math.max(1, Math.floor(request.nodes));
  let score: number | null = null;
  let depth = 0;
  let nodes = 0;
  const decisive = variant.id === '007' ? MATE : WIN;
  for (let i = 0; i < (request.lineLength ?? 8); i++) {
    const choice = chooseAction(
      {
        variant: variant.id,
        edition: request.edition,
        options: request.options,
        state: variant.serialize(state),
        seat,
        level: 'search',
        budget: { nodes: budget },
        seed: 1,
      },
      clock,
    );
    if (!choice.ok) return choice;
    nodes += choice.value.stats.nodes;
    if (i === 0) {
      score = choice.value.stats.score ?? null;
      depth = choice.value.stats.depth ?? 0;
    }
    const action = choice.value.action;
    if (action === null || NOT_IN_LINE.has(action.type)) break;
    const next = variant.apply(state, action);
    if (!next.ok) break;
    line.push({ seat, action });
    state = next.value.state;
    const view = variant.view(state);
    const nextSeat = view.toMove[0]?.seat;
    if (view.status === 'finished' || view.status === 'aborted' || nextSeat === undefined) break;
    seat = nextSeat;
    budget = Math.max(MIN_LINE_NODES, Math.floor(budget / 3));
  }
  const decided =
    score === null ? null : score >= decisive - 1000 ? 'win' : score <= -(decisive - 1000) ? 'loss' : null;
  return ok({ seat: first, score, decided, depth, nodes, line });
}
