import type { Action, Seat } from '../core/action';
import type { Effect } from '../core/effect';
import { fail, ok, type Result } from '../core/result';
import type { TurnSlot } from '../core/schedule';
import type { GameResult } from '../core/view';
import { Board, KING, moveListBuffer, moveTo, typeOf } from './board';
import { isDeadPosition, repetitionKey } from './draws';
import { INITIAL_FEN, makeMove, makeSan, parseFen, parseMove } from './notation';
import type { Options007 } from './options';
import { scheduleFor, SEATS } from './schedule';
import { Search007 } from './search';
import type { State007 } from './state';

/** Result points of 007.md §7.6: win 6, draw 2, loss 0. */
export const POINTS = { win: 6, draw: 2, loss: 0 } as const;

export function winResult(winner: Seat, reason: string): GameResult {
  const loser = winner === 'white' ? 'black' : 'white';
  return { winners: [winner], reason, points: { [winner]: POINTS.win, [loser]: POINTS.loss } };
}

export function drawResult(reason: string): GameResult {
  return { winners: [], reason, points: { white: POINTS.draw, black: POINTS.draw } };
}

export const slotOf = (state: State007): TurnSlot => scheduleFor(state.options, state.firstColor).slot(state.ply);

export function searchFor(state: State007, maxDepth = 4): Search007 {
  return new Search007(
    Board.fromSnapshot(state.board),
    state.options,
    scheduleFor(state.options, state.firstColor),
    state.ply,
    state.turnMoved,
    maxDepth,
  );
}

const permittedCache = new WeakMap<State007, readonly number[]>();
/** permittedMoves' and outcomeOf's move lists (board.ts moveListBuffer). */
const PERMITTED_MOVES = moveListBuffer();
const MATE_TEST_MOVES = moveListBuffer();

/** The permitted half-moves of a state as packed moves (cached per state object). */
export function permittedMoves(state: State007): readonly number[] {
  let moves = permittedCache.get(state);
  if (!moves) {
    if (state.result) moves = [];
    else {
      const search = searchFor(state);
      const buf = PERMITTED_MOVES;
      const n = search.permitted(buf, 0);
      moves = Array.from(buf.subarray(0, n));
    }
    permittedCache.set(state, moves);
  }
  return moves;
}

export function legalMoveStrings(state: State007): string[] {
  return permittedMoves(state).map(makeMove).sort();
}

/** A new game from the initial array or a FEN (the colour to move begins a turn there). */
export function initialState(options: Options007, fen?: string): Result<State007> {
  const parsed = parseFen(fen ?? INITIAL_FEN, options.fast ? 'fast' : 'orthodox');
  if (!parsed.ok) return parsed;
  const board = parsed.value;
  const base: State007 = {
    options,
    startFen:
      fen === undefined
        ? INITIAL_FEN
        : fen.trim().split(/\s+/).length === 4
          ? `${fen.trim()} 0 1`
          : fen.trim().replace(/\s+/g, ' '),
    firstColor: board.turn,
    board: board.snapshot(),
    ply: 0,
    turnMoved: [],
    repetitions: [],
    drawOffer: null,
    result: null,
  };
  const slot = slotOf(base);
  const state: State007 = { ...base, repetitions: [repetitionKey(board, slot, !options.fast)] };
  // A FEN may already be a finished position.
  const outcome = outcomeOf(state, board, false, true);
  return ok(outcome ? { ...state, result: outcome } : state);
}

/**
 * How the game stands after a half-move (or at the start): checkmate / king capture (§4, §5.3),
 * stalemate (§3, §7.3), then the automatic draws unless `skipAutomatic`.
 */
function outcomeOf(state: State007, board: Board, kingCaptured: boolean, applyAutomatic: boolean): GameResult | null {
  const mover = (color: number): Seat => SEATS[color];
  if (state.options.fast) {
    if (kingCaptured) {
      const lost = board.kings[0] < 0 ? 0 : 1;
      return winResult(mover(lost ^ 1), 'king-captured');
    }
  } else if (board.inCheck() && board.generate(MATE_TEST_MOVES, 0, true, 1) === 0) {
    return winResult(mover(board.turn ^ 1), 'checkmate');
  }
  if (permittedMoves(state).length === 0) return drawResult('stalemate');
  if (!applyAutomatic) return null;
  if (!state.options.fast && isDeadPosition(board)) return drawResult('dead-position');
  if (!state.options.progressive && repetitionCount(state) >= 5) return drawResult('fivefold-repetition');
  if (board.halfmove >= 150) return drawResult('seventy-five-move');
  return null;
}

function repetitionCount(state: State007): number {
  const current = state.repetitions[state.repetitions.length - 1];
  let count = 0;
  for (const key of state.repetitions) if (key === current) count++;
  return count;
}

/** Whether the player to move may claim a draw now (threefold repetition or fifty moves, §4). */
export function claimableDraw(state: State007): 'threefold-repetition' | 'fifty-move' | null {
  if (state.result) return null;
  if (!state.options.progressive && repetitionCount(state) >= 3) return 'threefold-repetition';
  if (state.board.halfmove >= 100) return 'fifty-move';
  return null;
}

type Applied = Result<{ readonly state: State007; readonly effects: readonly Effect[] }>;

function isSeat(value: unknown): value is Seat {
  return value === 'white' || value === 'black';
}

export function applyAction(state: State007, action: Action, applyAutomatic = true): Applied {
  if (!action || typeof action !== 'object' || typeof (action as { type?: unknown }).type !== 'string')
    return fail('BAD_ACTION', 'an action is an object with a "type"');
  if (state.result) return fail('GAME_OVER', `the game is over (${state.result.reason})`);
  const slot = slotOf(state);
  switch (action.type) {
    case 'move':
      return applyMove(state, action, slot, applyAutomatic);
    case 'resign': {
      if (!isSeat(action.seat)) return fail('BAD_ACTION', 'resign needs "seat": "white" or "black"');
      const reason = action.reason === 'timeout' ? 'timeout' : 'resignation';
      if (action.reason !== undefined && action.reason !== 'timeout' && action.reason !== 'resignation')
        return fail('BAD_ACTION', 'resign reason is "resignation" or "timeout"');
      const result = winResult(action.seat === 'white' ? 'black' : 'white', reason);
      return ok({
        state: { ...state, result, drawOffer: null },
        effects: [{ type: 'game-over', result, status: 'finished' }],
      });
    }
    case 'offer-draw': {
      if (!isSeat(action.seat)) return fail('BAD_ACTION', 'offer-draw needs "seat"');
      if (state.drawOffer === action.seat) return fail('BAD_ACTION', `${action.seat} has already offered a draw`);
      if (state.drawOffer) return agree(state); // both offered: that is agreement
      return ok({
        state: { ...state, drawOffer: action.seat },
        effects: [{ type: 'draw-offered', seat: action.seat }],
      });
    }
    case 'accept-draw':
    case 'decline-draw': {
      if (!isSeat(action.seat)) return fail('BAD_ACTION', `${action.type} needs "seat"`);
      if (!state.drawOffer) return fail('NO_DRAW_OFFER', 'there is no draw offer to answer');
      if (state.drawOffer === action.seat) return fail('NOT_YOUR_TURN', 'only the opponent can answer a draw offer');
      if (action.type === 'accept-draw') return agree(state);
      return ok({ state: { ...state, drawOffer: null }, effects: [{ type: 'draw-declined', seat: action.seat }] });
    }
    case 'claim-draw': {
      if (!isSeat(action.seat)) return fail('BAD_ACTION', 'claim-draw needs "seat"');
      if (action.seat !== slot.seat)
        return fail('NOT_YOUR_TURN', 'only the player to move may claim a draw', '007.md §4');
      const reason = claimableDraw(state);
      if (!reason)
        return fail('DRAW_NOT_CLAIMABLE', 'neither threefold repetition nor the fifty-move rule applies', '007.md §4');
      const result = drawResult(reason);
      return ok({
        state: { ...state, result, drawOffer: null },
        effects: [{ type: 'game-over', result, status: 'finished' }],
      });
    }
    case 'declare':
    case 'arrange':
    case 'pass':
    case 'cyclist':
      return fail('BAD_ACTION', `"${action.type}" is a Coalition Chess action; 007 has no such action`);
    default:
      return fail('BAD_ACTION', `unknown action type "${(action as { type: string }).type}"`);
  }
}

function agree(state: State007): Applied {
  const result = drawResult('agreement');
  return ok({
    state: { ...state, result, drawOffer: null },
    effects: [{ type: 'game-over', result, status: 'finished' }],
  });
}

function applyMove(
  state: State007,
  action: Extract<Action, { type: 'move' }>,
  slot: TurnSlot,
  applyAutomatic: boolean,
): Applied {
  if (typeof action.move !== 'string') return fail('BAD_ACTION', 'a move action needs "move"');
  if (action.seat !== undefined && action.seat !== slot.seat)
    return fail(
      'NOT_YOUR_TURN',
      `it is ${slot.seat}'s turn (half-move ${slot.part} of ${slot.of}, moving ${slot.color})`,
      '007.md §2',
    );
  const search = searchFor(state);
  const board = search.board;
  const parsed = parseMove(board, action.move, search.legal);
  if (!parsed.ok) return parsed;
  const m = parsed.value;
  if (!permittedMoves(state).includes(m)) {
    return fail(
      'ILLEGAL_MOVE',
      `${action.move} is legal on the board but not permitted here: ${whyNotPermitted(state, slot)}`,
      '007.md §3',
    );
  }
  const san = makeSan(board, m, search.legal);
  const capture = board.capturedSquare(m) >= 0;
  const kingCaptured = typeOf(board.squares[moveTo(m)]) === KING;
  search.play(m);
  const nextSlot = scheduleFor(state.options, state.firstColor).slot(state.ply + 1);
  const key = repetitionKey(board, nextSlot, search.legal);
  const effects: Effect[] = [{ type: 'moved', seat: slot.seat, color: slot.color, move: makeMove(m), san, capture }];
  let drawOffer = state.drawOffer;
  if (drawOffer && drawOffer !== slot.seat) {
    // Moving on instead of answering declines the offer (as FIDE 9.1.2.3 treats a move).
    effects.push({ type: 'draw-declined', seat: slot.seat });
    drawOffer = null;
  }
  const next: State007 = {
    ...state,
    board: board.snapshot(),
    ply: state.ply + 1,
    turnMoved: search.turnMoved,
    repetitions: board.halfmove === 0 ? [key] : [...state.repetitions, key],
    drawOffer,
  };
  const result = outcomeOf(next, board, kingCaptured, applyAutomatic);
  if (result) {
    effects.push({ type: 'game-over', result, status: 'finished' });
    return ok({ state: { ...next, result, drawOffer: null }, effects });
  }
  if (!state.options.fast && board.inCheck()) effects.push({ type: 'check', seat: nextSlot.seat, answer: 'immediate' });
  if (nextSlot.part === 1) effects.push({ type: 'turn-started', seat: nextSlot.seat });
  return ok({ state: next, effects });
}

function whyNotPermitted(state: State007, slot: TurnSlot): string {
  if (state.options.detente && slot.part === slot.of && slot.of >= 2)
    return 'Détente forbids it on the last half-move of the turn (§5.1)';
  return 'after it the turn could not be completed (strict completion, §3)';
}
