import { Game } from '../../rules/coalition/game';
import { legalMoves, unmakeBoard } from '../../rules/coalition/move-generation';
import { points } from '../../rules/coalition/outcome';
import { restoreTurnState, saveTurnState } from '../../rules/coalition/perft';
import type { CoalitionState } from '../../rules/coalition/state';
import { actor, playMove } from '../../rules/coalition/turn-flow';
import type { Deadline } from '../budget';
import type { Random } from '../random';
import { CutoffMemory, deepen, INFINITE, SearchStop, TranspositionTable, zobristTables } from '../search-support';
import { evaluate } from './evaluate';
import { PIECE_VALUES } from './values';

/**
 * The `search` level of Coalition Chess: a paranoid alpha-beta search for four parties that
 * respects the coalitions. The seat the search is for and its partner maximise; every other
 * party — the opposing coalition and, in rounds 1–3, any neutral party — is assumed to play
 * against them and minimises. Once the coalitions stand this is exactly the two-team game;
 * before, it is the cautious assumption that whoever is not with us may be against us. Team
 * membership is read at every node, so a coalition formed inside the search (by a small power's
 * check or capture, §6) changes the sides from there on.
 *
 * The turn order is the engine's own (`playMove` and `settle`): out-of-turn check answers,
 * skipped turns and forced passes happen in the search as in the game. Leaves are scored by
 * `evaluate`, terminal positions by the points of §8 (a win +, a draw 0, the neutrality abort
 * and a loss −). Iterative deepening by plies within the deadline, a transposition table,
 * captures first (most valuable victim, least valuable attacker), killers and a history table;
 * quiescence over captures with standing pat.
 */
export const WIN = 100_000;
const MAX_PLY = 40;
const QUIESCENCE_PLIES = 2;
const TT_BITS = 16;
const UNDO_SLOTS = 3;

export interface TeamSearchOutcome {
  /** The chosen move; -1 when the time ran out before any was searched. */
  readonly move: number;
  readonly score: number;
  readonly depth: number;
}

/** Zobrist keys per (square, piece code) and for the turn facts. */
const KEYS = zobristTables(0x2545f491, { board1: 100 * 256, board2: 100 * 256, misc1: 512, misc2: 512 });

export class TeamSearch {
  readonly game: Game;
  private readonly undo = new Int32Array((MAX_PLY + QUIESCENCE_PLIES + 2) * UNDO_SLOTS);
  private readonly lists: number[][] = Array.from({ length: MAX_PLY + QUIESCENCE_PLIES + 2 }, () => []);
  private readonly orderScores: number[][] = Array.from({ length: MAX_PLY + QUIESCENCE_PLIES + 2 }, () => []);
  /** Killers and history by (from, to): the low 14 bits of a move. */
  private readonly cutoffs = new CutoffMemory(MAX_PLY, 14);
  private readonly table = new TranspositionTable(TT_BITS, WIN);
  private readonly stop: SearchStop;
  private key1 = 0;
  private key2 = 0;

  constructor(
    state: CoalitionState | Game,
    private readonly seat: number,
    deadline: Deadline,
    private readonly random: Random,
  ) {
    this.game = state instanceof Game ? state : Game.fromState(state);
    this.game.trackHistory = false;
    this.game.effects = null;
    this.stop = new SearchStop(deadline);
  }

  /** The best of `rootMoves` for the search's seat, which must be the one to act. */
  run(rootMoves: readonly number[]): TeamSearchOutcome {
    return deepen(rootMoves, this.random, this.stop, MAX_PLY, WIN, (m, depth, alpha) =>
      this.after(m, depth, alpha, INFINITE, 0, -1),
    );
  }

  /** The value of the position reached by a search of the given depth (no move list needed). */
  value(depthLimit = MAX_PLY): number {
    let score = this.evaluateHere(0);
    for (let depth = 1; depth <= depthLimit; depth++) {
      const v = this.search(depth, -INFINITE, INFINITE, 0);
      if (this.stop.aborting) break;
      score = v;
      this.stop.iterationDone();
      if (this.stop.deadline.stopped) break;
    }
    return score;
  }

  /** Plays m at ply, scores the position after it (a search or, with quiescence ≥ 0, quiescence), undoes it. */
  private after(m: number, depth: number, alpha: number, beta: number, ply: number, quiescence: number): number {
    const g = this.game;
    const saved = saveTurnState(g);
    const at = ply * UNDO_SLOTS;
    playMove(g, m, this.undo, at);
    const v =
      quiescence >= 0 ? this.quiesce(alpha, beta, ply + 1, quiescence) : this.search(depth, alpha, beta, ply + 1);
    unmakeBoard(g, m, this.undo, at);
    restoreTurnState(g, saved);
    return v;
  }

  /** The position's score if the game is over (points of §8 for the seat), else null. */
  private terminal(ply: number): number | null {
    const g = this.game;
    if (g.phase === 'active') return null;
    const mine = points(g)[this.seat];
    if (mine >= 6) return WIN - ply;
    if (mine === 2) return 0;
    return mine === 1 ? -WIN / 2 : -WIN + ply;
  }

  private evaluateHere(ply: number): number {
    return this.terminal(ply) ?? evaluate(this.game, this.seat);
  }

  private maximising(actingSeat: number): boolean {
    return actingSeat === this.seat || this.game.partner[this.seat] === actingSeat;
  }

  /** The moves of the seat to act, copied into the list of this ply (settle() may have them). */
  private movesAt(ply: number, seat: number): number[] {
    const g = this.game;
    const list = this.lists[ply];
    const cached = g.cachedMoves;
    g.cachedMoves = null;
    if (cached) {
      list.length = cached.length;
      for (let i = 0; i < cached.length; i++) list[i] = cached[i];
      return list;
    }
    return legalMoves(g, seat, list);
  }

  private search(depth: number, alpha: number, beta: number, ply: number): number {
    if (this.stop.spend()) return 0;
    const over = this.terminal(ply);
    if (over !== null) return over;
    if (depth <= 0 || ply >= MAX_PLY) return this.quiesce(alpha, beta, ply, QUIESCENCE_PLIES);
    const g = this.game;
    const who = actor(g)!;
    const max = this.maximising(who.seat);

    this.computeKey(who.seat, who.answer);
    const k2 = this.key2;
    const slot = this.table.slotOf(this.key1);
    const settled = this.table.settled(slot, k2, depth, alpha, beta, ply);
    if (settled !== null) return settled;
    const ttMove = this.table.moveAt(slot, k2);

    const moves = this.movesAt(ply, who.seat);
    if (moves.length === 0) return evaluate(g, this.seat);
    const scores = this.orderScores[ply];
    this.scoreMoves(moves, scores, ply, ttMove);
    const alphaIn = alpha;
    const betaIn = beta;
    let best = max ? -INFINITE : INFINITE;
    let bestMove = 0;
    for (let i = 0; i < moves.length; i++) {
      const m = pickNext(moves, scores, i);
      const v = this.after(m, depth - 1, alpha, beta, ply, -1);
      if (this.stop.aborting) return 0;
      if (max ? v > best : v < best) {
        best = v;
        bestMove = m;
        if (max) alpha = Math.max(alpha, v);
        else beta = Math.min(beta, v);
        if (alpha >= beta) {
          if (g.board[(m >> 7) & 127] === 0) this.cutoffs.cutOff(m, ply, depth);
          break;
        }
      }
    }
    this.table.store(slot, k2, bestMove, best, depth, alphaIn, betaIn, ply);
    return best;
  }

  /** Captures only (all moves when a King must answer a check), standing pat otherwise. */
  private quiesce(alpha: number, beta: number, ply: number, left: number): number {
    if (this.stop.spend()) return 0;
    const over = this.terminal(ply);
    if (over !== null) return over;
    const g = this.game;
    const stand = evaluate(g, this.seat);
    if (left <= 0 || ply >= MAX_PLY + QUIESCENCE_PLIES) return stand;
    const who = actor(g)!;
    const max = this.maximising(who.seat);
    const answering = who.answer;
    if (!answering) {
      if (max) {
        if (stand >= beta) return stand;
        alpha = Math.max(alpha, stand);
      } else {
        if (stand <= alpha) return stand;
        beta = Math.min(beta, stand);
      }
    }
    const moves = this.movesAt(ply, who.seat);
    if (!answering) {
      let n = 0;
      for (let i = 0; i < moves.length; i++) if (g.board[(moves[i] >> 7) & 127] !== 0) moves[n++] = moves[i];
      moves.length = n;
    }
    if (moves.length === 0) return stand;
    const scores = this.orderScores[ply];
    this.scoreMoves(moves, scores, ply, 0);
    let best = answering ? (max ? -INFINITE : INFINITE) : stand;
    for (let i = 0; i < moves.length; i++) {
      const m = pickNext(moves, scores, i);
      const v = this.after(m, 0, alpha, beta, ply, left - 1);
      if (this.stop.aborting) return 0;
      if (max ? v > best : v < best) {
        best = v;
        if (max) alpha = Math.max(alpha, v);
        else beta = Math.min(beta, v);
        if (alpha >= beta) break;
      }
    }
    return best;
  }

  private scoreMoves(moves: number[], scores: number[], ply: number, ttMove: number): void {
    const board = this.game.board;
    scores.length = moves.length;
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i];
      if (m === ttMove) scores[i] = 1 << 30;
      else {
        const victim = board[(m >> 7) & 127];
        if (victim !== 0)
          scores[i] = (1 << 24) + PIECE_VALUES[victim & 15] * 16 - PIECE_VALUES[board[m & 127] & 15] / 10;
        else if (this.cutoffs.isKiller(m, ply)) scores[i] = 1 << 23;
        else scores[i] = this.cutoffs.historyOf(m);
        if ((m >> 14) & 15) scores[i] += 1 << 22; // promotions
      }
    }
  }

  private computeKey(seat: number, answer: boolean): void {
    const g = this.game;
    const board = g.board;
    let k1 = 0;
    let k2 = 0;
    for (let sq = 0; sq < 100; sq++) {
      const code = board[sq];
      if (code !== 0) {
        k1 ^= KEYS.board1[sq * 256 + code];
        k2 ^= KEYS.board2[sq * 256 + code];
      }
    }
    // The turn facts: who acts and why, the coalitions, skips, the coalition phase, owed answers.
    const m1 = KEYS.misc1;
    const m2 = KEYS.misc2;
    const who = seat * 2 + (answer ? 1 : 0);
    const pacts = 8 + (g.partner[0] + 1) * 5 + (g.partner[1] + 1);
    const skip = 40 + g.skip;
    const phase = 56 + (g.round <= 3 ? g.round : 4);
    const owed = 64 + ((g.pending.length * 4 + g.deferred.length) & 31);
    const out = 96 + g.out;
    k1 ^= m1[who] ^ m1[pacts] ^ m1[skip] ^ m1[phase] ^ m1[owed] ^ m1[out];
    k2 ^= m2[who] ^ m2[pacts] ^ m2[skip] ^ m2[phase] ^ m2[owed] ^ m2[out];
    this.key1 = k1 >>> 0;
    this.key2 = k2 | 0;
  }
}

/** Selection sort step: brings the best-scored remaining move to index i and returns it. */
function pickNext(moves: number[], scores: number[], i: number): number {
  let bestIndex = i;
  for (let j = i + 1; j < moves.length; j++) if (scores[j] > scores[bestIndex]) bestIndex = j;
  if (bestIndex !== i) {
    const m = moves[i];
    moves[i] = moves[bestIndex];
    moves[bestIndex] = m;
    const sc = scores[i];
    scores[i] = scores[bestIndex];
    scores[bestIndex] = sc;
  }
  return moves[i];
}
