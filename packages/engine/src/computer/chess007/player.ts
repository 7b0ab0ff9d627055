import type { Action } from '../../rules/core/action';
import { Board, MAX_MOVES } from '../../rules/chess007/board';
import { claimableDraw, permittedMoves, searchFor, slotOf } from '../../rules/chess007/game';
import { makeMove } from '../../rules/chess007/notation';
import type { State007 } from '../../rules/chess007/state';
import type { Deadline } from '../budget';
import type { Level } from '../level';
import type { Random } from '../random';
import { materialOf, PIECE_VALUES } from './evaluate';
import { MATE, TurnSearch } from './turn-search';

/**
 * The 007 computer player: what a seat does now, at each level.
 *
 * - random: a uniformly random permitted half-move; a draw offer is accepted or declined at
 *   random; it never offers or claims a draw.
 * - greedy: the half-move with the best immediate material gain for its player (a capture of an
 *   opponent's piece gains, a capture of its own — possible on half-move 2 — loses, a promotion
 *   gains for the pawn's owner, a mate wins and a self-mate loses), ties at random. It accepts a
 *   draw and claims one exactly when it is behind in material.
 * - search: `TurnSearch` within the budget. Draws by its search's value: it claims a draw
 *   (threefold repetition, fifty moves) and accepts an offer unless it stands better by more
 *   than a quarter pawn; it sometimes offers one in a level position late in the game
 *   (`wantsToOffer`).
 */
export interface Choice {
  readonly action: Action | null;
  /** The chosen move's value for the seat (search: centipawns; greedy: material gain). */
  readonly score?: number;
  readonly depth?: number;
}

const seatColor = (seat: string): number => (seat === 'white' ? 0 : 1);
const DRAW_MARGIN = 25;

export function choose007(state: State007, seat: string, level: Level, deadline: Deadline, random: Random): Choice {
  if (state.result) return { action: null };
  const offer = state.drawOffer;
  if (offer !== null && offer !== seat) return { action: answerOffer(state, seat, level, deadline, random) };
  const slot = slotOf(state);
  if (slot.seat !== seat) return { action: null };
  const moves = permittedMoves(state);
  if (moves.length === 0) return { action: null };
  const claimable = claimableDraw(state) !== null;
  if (level === 'random') return { action: moveAction(random.pick(moves)) };
  if (level === 'greedy') {
    if (claimable && materialBalance(state, seat) < 0) return { action: { type: 'claim-draw', seat } };
    const { move, gain } = greedyMove(state, seat, moves, random);
    return { action: moveAction(move), score: gain };
  }
  const outcome = new TurnSearch(state, deadline, random).run(moves);
  if (outcome.move < 0) {
    // Out of time before a single half-move was searched (a starved machine): play greedy.
    const { move, gain } = greedyMove(state, seat, moves, random);
    return { action: moveAction(move), score: gain };
  }
  if (claimable && outcome.score <= DRAW_MARGIN) return { action: { type: 'claim-draw', seat }, score: outcome.score };
  if (offer === null && wantsToOffer(state, outcome.score, random))
    return { action: { type: 'offer-draw', seat }, score: outcome.score };
  return { action: moveAction(outcome.move), score: outcome.score, depth: outcome.depth };
}

const moveAction = (m: number): Action => ({ type: 'move', move: makeMove(m) });

/**
 * A draw offer, at most at the start of every tenth turn from turn 60 on, in a level position,
 * and then only with probability 1/3: the state does not record a declined offer, so a rule
 * without chance would offer again at once after every decline.
 */
function wantsToOffer(state: State007, score: number, random: Random): boolean {
  const slot = slotOf(state);
  return (
    slot.part === 1 &&
    slot.turn >= 60 &&
    slot.turn % 10 === 0 &&
    Math.abs(score) <= DRAW_MARGIN &&
    random.next() < 1 / 3
  );
}

function answerOffer(state: State007, seat: string, level: Level, deadline: Deadline, random: Random): Action {
  let accept: boolean;
  if (level === 'random') accept = random.next() < 0.5;
  else if (level === 'greedy') accept = materialBalance(state, seat) < 0;
  else accept = valueFor(state, seat, deadline, random) <= DRAW_MARGIN;
  return { type: accept ? 'accept-draw' : 'decline-draw', seat };
}

/** The search's value of the position for `seat`, whoever is to move. */
function valueFor(state: State007, seat: string, deadline: Deadline, random: Random): number {
  const moves = permittedMoves(state);
  if (moves.length === 0) return 0;
  const score = new TurnSearch(state, deadline, random).run(moves).score;
  return slotOf(state).seat === seat ? score : -score;
}

export function materialBalance(state: State007, seat: string): number {
  const m = materialOf(Board.fromSnapshot(state.board));
  return seatColor(seat) === 0 ? m[0] - m[1] : m[1] - m[0];
}

/** The greedy level's half-move: the best material gain for `seat`, ties broken by `random`. */
export function greedyMove(
  state: State007,
  seat: string,
  moves: readonly number[],
  random: Random,
): { move: number; gain: number } {
  const search = searchFor(state);
  const board = search.board;
  const own = seatColor(seat);
  const scratch = new Int32Array(MAX_MOVES);
  let best: number[] = [];
  let bestGain = -Infinity;
  for (const m of moves) {
    const gain = materialGain(board, m, own, state.options.fast, scratch);
    if (gain > bestGain) {
      bestGain = gain;
      best = [m];
    } else if (gain === bestGain) best.push(m);
  }
  return { move: random.pick(best), gain: bestGain };
}

function materialGain(board: Board, m: number, own: number, fast: boolean, scratch: Int32Array): number {
  const mover = board.turn; // the colour moved, which is the opponent's on half-move 2
  const sign = mover === own ? 1 : -1;
  const capturedAt = board.capturedSquare(m);
  const captured = capturedAt >= 0 ? board.squares[capturedAt] : 0;
  if (fast && (captured & 7) === 6) return captured >> 3 === own ? -MATE : MATE;
  let gain = PIECE_VALUES[captured & 7] * sign;
  const promotion = (m >> 12) & 7;
  if (promotion) gain += (PIECE_VALUES[promotion] - PIECE_VALUES[1]) * sign;
  if (!fast) {
    const undo = board.make(m);
    // A mate ends the game: the mated colour's player loses (007.md §4).
    if (board.inCheck() && board.generate(scratch, 0, true, 1) === 0) gain = board.turn === own ? -MATE : MATE;
    board.unmake(m, undo);
  }
  return gain;
}
