import { Board, MAX_MOVES } from './board';
import { QuickCompletion } from './completion';
import { makeFen, makeMove } from './notation';
import { chess007 } from './variant';
import { prng, start } from './spec-helpers';
import { slotOf } from './game';
import type { State007 } from './state';

/**
 * The quick strict completion (completion.ts) against a reference written from 007.md §3(a),
 * §7.1 alone: a half-move is permitted when a real sequence of legal half-moves finishes the turn
 * after it, or when it mates. The reference generates every move at every step, so it shares
 * nothing with the engine's shortcuts but the board's move generator (itself checked against
 * chessops by differential.spec.ts).
 */
function referencePermitted(state: State007): string[] {
  const board = Board.fromSnapshot(state.board);
  const slot = slotOf(state);
  const moves = legalOf(board);
  const remaining = slot.of - slot.part;
  return moves
    .filter((m) => {
      const undo = board.make(m);
      const mates = board.inCheck() && legalOf(board).length === 0;
      const ok = mates || canPlay(board, remaining);
      board.unmake(m, undo);
      return ok;
    })
    .map(makeMove)
    .sort();
}

function legalOf(board: Board): number[] {
  const buf = new Int32Array(MAX_MOVES);
  return Array.from(buf.subarray(0, board.generate(buf, 0, true)));
}

function canPlay(board: Board, remaining: number): boolean {
  if (remaining === 0) return true;
  return legalOf(board).some((m) => {
    const undo = board.make(m);
    const ok = canPlay(board, remaining - 1);
    board.unmake(m, undo);
    return ok;
  });
}

/** A random legal position with few pieces, where turns really can become impossible. */
function sparsePosition(random: () => number): string {
  const squares: string[] = Array(64).fill('');
  const place = (piece: string, ranks: [number, number]) => {
    for (let tries = 0; tries < 50; tries++) {
      const sq = Math.floor(random() * 8) + 8 * (ranks[0] + Math.floor(random() * (ranks[1] - ranks[0] + 1)));
      if (squares[sq] === '') return void (squares[sq] = piece);
    }
  };
  place('K', [0, 7]);
  place('k', [0, 7]);
  const extras = 1 + Math.floor(random() * 5);
  for (let i = 0; i < extras; i++) {
    const piece = 'PNBRQpnbrq'[Math.floor(random() * 10)];
    place(piece, piece.toLowerCase() === 'p' ? [1, 6] : [0, 7]);
  }
  let fen = '';
  for (let r = 7; r >= 0; r--) {
    let empty = 0;
    for (let f = 0; f < 8; f++) {
      const p = squares[r * 8 + f];
      if (p === '') empty++;
      else {
        fen += (empty || '') + p;
        empty = 0;
      }
    }
    fen += (empty || '') + (r ? '/' : '');
  }
  return `${fen} ${random() < 0.5 ? 'w' : 'b'} - - 0 1`;
}

/** Compares along a random game; returns how many positions were compared and how many refused a legal move. */
function compareAlong(state: State007, random: () => number, plies: number): { compared: number; refusing: number } {
  let compared = 0;
  let refusing = 0;
  for (let ply = 0; ply < plies && !state.result; ply++) {
    const ours = [...chess007.view(state).legalMoves];
    const fen = chess007.serialize(state);
    expect({ fen, moves: ours }).toEqual({ fen, moves: referencePermitted(state) });
    compared++;
    if (legalOf(Board.fromSnapshot(state.board)).length > ours.length) refusing++;
    if (!ours.length) break;
    const next = chess007.apply(state, { type: 'move', move: ours[Math.floor(random() * ours.length)] });
    if (!next.ok) throw new Error(next.error.message);
    state = next.value.state;
  }
  return { compared, refusing };
}

function compareGames(games: () => State007 | undefined, random: () => number, plies: number, count: number) {
  let compared = 0;
  let refusing = 0;
  for (let game = 0; game < count; game++) {
    const state = games();
    if (!state) continue;
    const run = compareAlong(state, random, plies);
    compared += run.compared;
    refusing += run.refusing;
  }
  return { compared, refusing };
}

/**
 * The claim layer 1 rests on, checked directly: whenever `unaffected(m)` holds, the prepared
 * continuation is legal after m, move by move.
 */
function checkPrepared(board: Board, failures: string[]): number {
  let proven = 0;
  const buffer = new Int32Array(MAX_MOVES * 8);
  const quick = new QuickCompletion(board, () => buffer);
  const legalAfter = (moves: number[], m: number): boolean => {
    if (!legalOf(board).includes(m)) return false;
    if (!moves.length) return true;
    const undo = board.make(m);
    const ok = legalAfter(moves.slice(1), moves[0]);
    board.unmake(m, undo);
    return ok;
  };
  for (const remaining of [1, 2]) {
    if (!quick.prepare(remaining, 0)) continue;
    const continuations = quick.continuations.map(([first, second]) => (remaining === 2 ? [first, second] : [second]));
    for (const m of legalOf(board)) {
      if (!quick.unaffected(m)) continue;
      proven++;
      // Some prepared continuation must be legal after m, half-move by half-move.
      if (!continuations.some((moves) => legalAfter(moves, m)))
        failures.push(
          `${makeFen(board)}: ${makeMove(m)}, then ${continuations.map((c) => c.map(makeMove).join(' ')).join(' or ')}`,
        );
    }
  }
  return proven;
}

/** Plays random permitted half-moves from `state`, calling `visit` on every position reached. */
function randomGame(state: State007, random: () => number, plies: number, visit: (s: State007) => void): void {
  for (let ply = 0; ply < plies && !state.result; ply++) {
    visit(state);
    const moves = chess007.view(state).legalMoves;
    if (!moves.length) return;
    const next = chess007.apply(state, { type: 'move', move: moves[Math.floor(random() * moves.length)] });
    if (!next.ok) throw new Error(next.error.message);
    state = next.value.state;
  }
}

function sparseStart(random: () => number): State007 | undefined {
  const initial = chess007.initial(start().options, { fen: sparsePosition(random) });
  return initial.ok && !initial.value.result ? initial.value : undefined;
}

describe('the prepared continuation of completion.ts', () => {
  it('stays legal after every half-move it is said to survive', () => {
    const random = prng(21);
    let proven = 0;
    const failures: string[] = [];
    const visit = (state: State007) => void (proven += checkPrepared(Board.fromSnapshot(state.board), failures));
    for (let game = 0; game < 6; game++) randomGame(start(), random, 100, visit);
    for (let game = 0; game < 150; game++) {
      const state = sparseStart(random);
      if (state) randomGame(state, random, 20, visit);
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(proven).toBeGreaterThan(2_500);
  });
});

describe('quick strict completion equals the reference (007.md §3, §7.1)', () => {
  it('along random games from the start', () => {
    const run = compareGames(() => start(), prng(11), 80, 12);
    expect(run.compared).toBeGreaterThan(600);
  });

  it('along random games from sparse positions, where turns can be impossible', () => {
    const random = prng(5);
    const run = compareGames(() => sparseStart(random), random, 12, 500);
    expect(run.compared).toBeGreaterThan(1000);
    // The sample must hold positions where completion refuses some legal half-moves.
    expect(run.refusing).toBeGreaterThan(20);
  });

  it('in Balanced games, whose second turn has two half-moves', () => {
    const run = compareGames(() => start({ balanced: true }), prng(3), 30, 8);
    expect(run.compared).toBeGreaterThan(200);
  });
});
