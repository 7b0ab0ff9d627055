import type { ToMove } from '@entente/engine';
import type { Line } from './plan-lines';

/** An event of the game since the plan's steps began, as the matcher needs it. */
export interface EventSince {
  readonly seq: number;
  readonly type: string;
  readonly seat: string | null;
  /** A board move's half-move in the engine's notation (its `moved` effect); null for other events. */
  readonly move: string | null;
}

/** What to do with a live plan after a change to its game. */
export type PlanDecision =
  /** Nothing to do: the others' moves so far begin the first step of every line. */
  | { readonly kind: 'keep' }
  /** Some lines no longer match the others' moves; the rest stay. */
  | { readonly kind: 'narrow'; readonly lines: readonly Line[] }
  /** It is my turn and the others' step matches: play `answer`; `lines` are what is left after it. */
  | {
      readonly kind: 'play';
      readonly trigger: readonly string[];
      readonly answer: readonly string[];
      readonly lines: readonly Line[];
    }
  /** The plan ends: no line matches, the others did something other than a board move, or I acted myself. */
  | {
      readonly kind: 'drop';
      readonly change: 'narrowed' | 'cancelled';
      readonly reason: string;
      readonly seq?: number;
    };

/**
 * The plan's decision after a change (pure): `since` are the game's events after the plan's steps
 * began (its `fromVersion`), `toMove` who must act now. A line matches while the others' board
 * moves since then begin its first step; at my turn the step must be whole and its answer is
 * played. Any other action of theirs (a declaration, an arrangement, a pass, a resignation, a draw
 * offer) cancels the plan, and so does an out-of-turn answer of theirs as soon as it is due (the
 * check of a plan never lets one into a step): a plan plays board moves and never answers
 * anything else for me. My own actions other than moves (a draw offer) leave it be.
 */
export function decide(
  lines: readonly Line[],
  seat: string,
  since: readonly EventSince[],
  toMove: readonly Pick<ToMove, 'seat' | 'reason'>[],
): PlanDecision {
  const theirs: { seq: number; move: string }[] = [];
  for (const event of since) {
    if (event.seat === seat) {
      if (event.type === 'move')
        return { kind: 'drop', change: 'cancelled', reason: 'you moved yourself', seq: event.seq };
      continue;
    }
    if (event.type !== 'move' || event.move === null)
      return {
        kind: 'drop',
        change: 'cancelled',
        reason: `${event.seat ?? 'the server'}: ${event.type}`,
        seq: event.seq,
      };
    theirs.push({ seq: event.seq, move: event.move });
  }
  const last = since.length > 0 ? since[since.length - 1].seq : undefined;
  const myTurn = toMove.some((t) => t.seat === seat);
  const answering = toMove.find((t) => t.seat !== seat && t.reason === 'check-answer');
  if (!myTurn && answering)
    return { kind: 'drop', change: 'cancelled', reason: `${answering.seat}: an answer out of turn`, seq: last };
  let matching = lines;
  for (const [index, { seq, move }] of theirs.entries()) {
    matching = matching.filter((line) => line[0][index] === move);
    if (matching.length === 0) return { kind: 'drop', change: 'narrowed', reason: 'no line matches', seq };
  }
  if (!myTurn) return matching.length === lines.length ? { kind: 'keep' } : { kind: 'narrow', lines: matching };
  // At my turn their step is over: only lines whose step is exactly as long match.
  matching = matching.filter((line) => line[0].length === theirs.length);
  if (matching.length === 0) return { kind: 'drop', change: 'narrowed', reason: 'no line matches', seq: last };
  // The check of a plan makes every matching line give the same answer (PLAN_AMBIGUOUS otherwise).
  return {
    kind: 'play',
    trigger: theirs.map((t) => t.move),
    answer: matching[0][1],
    lines: matching.map((line) => line.slice(2)).filter((line) => line.length > 0),
  };
}
