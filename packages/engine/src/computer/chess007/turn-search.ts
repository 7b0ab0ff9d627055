import { type Board, MAX_MOVES } from '../../rules/chess007/board';
import { searchFor } from '../../rules/chess007/game';
import type { Search007 } from '../../rules/chess007/search';
import type { State007 } from '../../rules/chess007/state';
import type { Deadline } from '../budget';
import type { Random } from '../random';
import { CutoffMemory, deepen, INFINITE, SearchStop, TranspositionTable, zobristTables } from '../search-support';
import { evaluate, PIECE_VALUES } from './evaluate';

/**
 * The `search` level of 007: alpha-beta over half-moves in which the side is the *player*, not
 * the colour. A player moves three half-moves in a row (its piece, the opponent's, its own,
 * 007.md §2), so a node's value is from the point of view of the seat to move, and it changes
 * sign only where the turn passes to the other player; inside a turn the same player simply
 * maximises over all its half-moves — the search is over whole turns (and over the turns of
 * Balanced, Progressive and Fast, whatever the schedule says, because it asks the engine's turn
 * schedule who moves each half-move and the engine which half-moves are permitted).
 *
 * - Iterative deepening by half-moves within the deadline (`Deadline`: time, nodes or both);
 *   the best move of the last finished iteration is played (or a better one the unfinished
 *   iteration already proved). Depth 1 always finishes, whatever the budget.
 * - A transposition table (Zobrist keys that include the seat and the place in the turn),
 *   killer moves and a history table order the moves; the previous iteration's best comes first.
 * - Quiescence that knows 007's turns: on a half-move with its own pieces a player may take or
 *   stand pat; on a half-move with the opponent's pieces it is assumed to make a quiet one,
 *   which is almost always possible (a "null move" of that colour), so the search sees the
 *   capture its next own half-move threatens.
 * - Terminal half-moves as the rules score them: checkmate ends the game at once, the mated
 *   colour's player loses (§4) — mating one's own colour on half-move 2 is a loss; in Fast the
 *   king's capture (§5.3); stalemate, the seventy-five-move rule and repetition are draws.
 */
export const MATE = 100_000;
const MAX_PLY = 96;
const QUIESCENCE_PLIES = 8;
const TT_BITS = 17;

export interface SearchOutcome {
  /** The chosen half-move (packed, board.ts); -1 when the time ran out before any was searched. */
  readonly move: number;
  /** Its value for the seat to move, in centipawns (±MATE-ish for forced mates). */
  readonly score: number;
  /** The last fully searched depth in half-moves. */
  readonly depth: number;
  readonly nodes: number;
}

const seatColor = (seat: string): number => (seat === 'white' ? 0 : 1);

/** Zobrist keys: two independent 32-bit keys per (piece code, square), plus the rest. */
const KEYS = zobristTables(0x9e3779b9, { pieces1: 16 * 64, pieces2: 16 * 64, misc1: 256, misc2: 256 });

export class TurnSearch {
  private readonly search: Search007;
  private readonly board: Board;
  /** Per ply: the move list and its ordering scores, at offset ply * MAX_MOVES. */
  private readonly moves = new Int32Array(MAX_MOVES * (MAX_PLY + QUIESCENCE_PLIES + 2));
  private readonly scores = new Int32Array(MAX_MOVES * (MAX_PLY + QUIESCENCE_PLIES + 2));
  private readonly scratch = new Int32Array(MAX_MOVES);
  /** Killers and history by (from, to): the low 12 bits of a packed half-move. */
  private readonly cutoffs = new CutoffMemory(MAX_PLY, 12);
  private readonly table = new TranspositionTable(TT_BITS, MATE);
  private readonly stop: SearchStop;
  /** Position keys along the current path (a repetition inside the search counts as a draw). */
  private readonly path = new Float64Array(MAX_PLY + QUIESCENCE_PLIES + 2);
  private readonly fast: boolean;
  private key1 = 0;
  private key2 = 0;

  constructor(
    state: State007,
    deadline: Deadline,
    private readonly random: Random,
  ) {
    this.search = searchFor(state, 4);
    this.board = this.search.board;
    this.fast = state.options.fast;
    this.stop = new SearchStop(deadline);
  }

  private seatAt(ply: number): string {
    return this.search.schedule.slot(ply).seat;
  }

  /** The best of `rootMoves` (the permitted half-moves of the seat to move). */
  run(rootMoves: readonly number[]): SearchOutcome {
    this.computeKey();
    this.path[0] = this.key1 * 4294967296 + (this.key2 >>> 0);
    const choice = deepen(rootMoves, this.random, this.stop, MAX_PLY, MATE, (m, depth, alpha) =>
      this.child(m, depth, alpha, INFINITE, 1),
    );
    return { ...choice, nodes: this.stop.deadline.nodes };
  }

  /**
   * The value of half-move m for the seat that plays it: a king's capture ends a Fast game at
   * once (§5.3; capturing one's own king on half-move 2 loses); otherwise the position after it,
   * from the next seat's side, negated when the turn passes.
   */
  private child(m: number, depth: number, alpha: number, beta: number, ply: number, quiescence = -1): number {
    const s = this.search;
    const seat = this.seatAt(s.ply);
    if (this.fast && s.capturesKing(m)) {
      const capturedColor = this.board.squares[(m >> 6) & 63] >> 3;
      return capturedColor === seatColor(seat) ? -MATE + ply : MATE - ply;
    }
    const saved = s.play(m);
    const same = this.seatAt(s.ply) === seat;
    let v: number;
    if (quiescence >= 0)
      v = same ? this.quiesce(alpha, beta, ply, quiescence) : -this.quiesce(-beta, -alpha, ply, quiescence);
    else v = same ? this.negamax(depth, alpha, beta, ply) : -this.negamax(depth, -beta, -alpha, ply);
    s.undo(m, saved);
    return v;
  }

  /** Zobrist keys of the position, the seat to move and the half-move's place in the turn. */
  private computeKey(): void {
    const b = this.board;
    const squares = b.squares;
    let k1 = 0;
    let k2 = 0;
    for (let sq = 0; sq < 64; sq++) {
      const p = squares[sq];
      if (p !== 0) {
        k1 ^= KEYS.pieces1[p * 64 + sq];
        k2 ^= KEYS.pieces2[p * 64 + sq];
      }
    }
    const slot = this.search.schedule.slot(this.search.ply);
    const misc = KEYS.misc1;
    const misc2 = KEYS.misc2;
    const ep = b.ep < 0 ? 80 : 16 + (b.ep & 63);
    const part = 96 + (slot.part & 63);
    const seat = slot.seat === 'white' ? 160 : 161;
    k1 ^= misc[b.castling & 15] ^ misc[ep] ^ misc[part] ^ misc[seat] ^ misc[168 + (slot.of & 63)];
    k2 ^= misc2[b.castling & 15] ^ misc2[ep] ^ misc2[part] ^ misc2[seat] ^ misc2[168 + (slot.of & 63)];
    this.key1 = k1 >>> 0;
    this.key2 = k2 | 0;
  }

  private negamax(depth: number, alpha: number, beta: number, ply: number): number {
    if (this.stop.spend()) return 0;
    const s = this.search;
    const board = this.board;
    if (board.halfmove >= 150) return 0; // the seventy-five-move rule ends the game (§4)
    this.computeKey();
    const k1 = this.key1;
    const k2 = this.key2;
    const pathKey = k1 * 4294967296 + (k2 >>> 0);
    for (let i = ply - 2; i >= 0 && i >= ply - board.halfmove - 1; i--) if (this.path[i] === pathKey) return 0;
    this.path[ply] = pathKey;
    if (depth <= 0 || ply >= MAX_PLY) return this.quiesce(alpha, beta, ply, QUIESCENCE_PLIES);

    const slot = this.table.slotOf(k1);
    const settled = this.table.settled(slot, k2, depth, alpha, beta, ply);
    if (settled !== null) return settled;
    const ttMove = this.table.moveAt(slot, k2);

    const offset = ply * MAX_MOVES;
    const n = s.permitted(this.scratch, 0);
    if (n === 0) return this.noMove(ply);
    this.moves.set(this.scratch.subarray(0, n), offset);
    this.orderMoves(offset, n, ply, ttMove, seatColor(this.seatAt(s.ply)));

    const alphaIn = alpha;
    let best = -INFINITE;
    let bestMove = 0;
    for (let i = 0; i < n; i++) {
      const m = this.pickNext(offset, i, n);
      const v = this.child(m, depth - 1, alpha, beta, ply + 1);
      if (this.stop.aborting) return 0;
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) alpha = v;
        if (alpha >= beta) {
          if (board.capturedSquare(m) < 0) this.cutoffs.cutOff(m, ply, depth);
          break;
        }
      }
    }
    this.table.store(slot, k2, bestMove, best, depth, alphaIn, beta, ply);
    return best;
  }

  /** No permitted half-move: checkmate of the colour to move, or a draw by stalemate (§3, §4). */
  private noMove(ply: number): number {
    const board = this.board;
    if (!this.fast && board.inCheck() && board.generate(this.scratch, 0, true, 1) === 0) {
      // The mated colour's player loses; the seat to move may be moving the other colour.
      return seatColor(this.seatAt(this.search.ply)) === board.turn ? -MATE + ply : MATE - ply;
    }
    return 0;
  }

  /**
   * Quiescence: captures (and promotions) with the seat's own pieces, or standing pat; a
   * half-move with the opponent's pieces is taken to be a quiet one ("null move" of that colour).
   */
  private quiesce(alpha: number, beta: number, ply: number, left: number): number {
    if (this.stop.spend()) return 0;
    const s = this.search;
    const board = this.board;
    const seat = this.seatAt(s.ply);
    const own = seatColor(seat);
    const stand = evaluate(board, own);
    if (left <= 0 || ply >= MAX_PLY + QUIESCENCE_PLIES) return stand;
    const inCheck = !this.fast && board.inCheck();
    if (board.turn !== own) {
      // Moving the opponent's piece: assume a harmless half-move exists and pass over it.
      if (inCheck) return stand;
      const ep = board.ep;
      board.turn ^= 1;
      board.ep = -1;
      s.ply++;
      const same = this.seatAt(s.ply) === seat;
      const v = same ? this.quiesce(alpha, beta, ply + 1, left - 1) : -this.quiesce(-beta, -alpha, ply + 1, left - 1);
      s.ply--;
      board.turn ^= 1;
      board.ep = ep;
      return v;
    }
    let best = inCheck ? -INFINITE : stand;
    if (!inCheck) {
      if (stand >= beta) return stand;
      if (stand > alpha) alpha = stand;
    }
    const offset = ply * MAX_MOVES;
    const total = board.generate(this.scratch, 0, !this.fast);
    if (total === 0) return inCheck ? -MATE + ply : stand;
    let n = 0;
    const squares = board.squares;
    for (let i = 0; i < total; i++) {
      const m = this.scratch[i];
      const captured = board.capturedSquare(m) >= 0;
      const promotion = (m >> 12) & 7;
      if (!inCheck && !captured && !promotion) continue;
      const victim = captured ? PIECE_VALUES[squares[(m >> 6) & 63] & 7] || 100 : 0;
      this.moves[offset + n] = m;
      this.scores[offset + n] = victim * 16 - PIECE_VALUES[squares[m & 63] & 7] / 10 + PIECE_VALUES[promotion];
      n++;
    }
    for (let i = 0; i < n; i++) {
      const m = this.pickNext(offset, i, n);
      const v = this.child(m, 0, alpha, beta, ply + 1, left - 1);
      if (this.stop.aborting) return 0;
      if (v > best) {
        best = v;
        if (v > alpha) alpha = v;
        if (alpha >= beta) break;
      }
    }
    return best;
  }

  /**
   * Scores the moves at offset for ordering. With its own pieces a player wants captures of big
   * pieces by small ones; with the opponent's pieces it wants quiet half-moves that leave the
   * moved piece where its own pieces take it next, and the opponent's captures last.
   */
  private orderMoves(offset: number, n: number, ply: number, ttMove: number, own: number): void {
    const board = this.board;
    const squares = board.squares;
    const ownPieces = board.turn === own;
    for (let i = 0; i < n; i++) {
      const m = this.moves[offset + i];
      let score: number;
      if (m === ttMove) score = 1 << 30;
      else {
        const to = (m >> 6) & 63;
        const captured = board.capturedSquare(m) >= 0;
        const victim = captured ? PIECE_VALUES[squares[to] & 7] || 100 : 0;
        const mover = PIECE_VALUES[squares[m & 63] & 7];
        const promotion = PIECE_VALUES[(m >> 12) & 7];
        const killer = this.cutoffs.isKiller(m, ply);
        if (ownPieces) {
          if (captured || promotion) score = (1 << 24) + victim * 16 - mover / 10 + promotion;
          else score = killer ? 1 << 23 : this.cutoffs.historyOf(m);
        } else if (captured) score = -(1 << 20) - victim * 16;
        else {
          score = this.cutoffs.historyOf(m) + (killer ? 1 << 21 : 0);
          if (board.isAttacked(to, own)) score += (1 << 22) + mover;
        }
      }
      this.scores[offset + i] = score;
    }
  }

  /** Selection sort step: brings the best-scored remaining move to index i and returns it. */
  private pickNext(offset: number, i: number, n: number): number {
    const moves = this.moves;
    const scores = this.scores;
    let bestIndex = offset + i;
    for (let j = offset + i + 1; j < offset + n; j++) if (scores[j] > scores[bestIndex]) bestIndex = j;
    const at = offset + i;
    if (bestIndex !== at) {
      const m = moves[at];
      moves[at] = moves[bestIndex];
      moves[bestIndex] = m;
      const sc = scores[at];
      scores[at] = scores[bestIndex];
      scores[bestIndex] = sc;
    }
    return moves[at];
  }
}
