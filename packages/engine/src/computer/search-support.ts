import type { Deadline } from './budget';
import type { Random } from './random';

/**
 * What the computer players' two alpha-beta searches share — 007's `TurnSearch` and Coalition
 * Chess's `TeamSearch`. They differ in who maximises and in how a move is played and undone; the
 * bookkeeping around that is the same and lives here: Zobrist key tables, the transposition
 * table, the memory of quiet moves that caused cut-offs, the stopping rule and the iterative
 * deepening at the root. Everything is typed arrays and small methods, so the hot path stays as
 * fast as the code each search used to carry itself.
 */

/** Larger than any score a search returns. */
export const INFINITE = 1_000_000;

/** Zobrist key tables from a seed (xorshift32), one per name, filled in the order the names are given. */
export function zobristTables<Name extends string>(
  seed: number,
  sizes: Readonly<Record<Name, number>>,
): Record<Name, Uint32Array> {
  let x = seed;
  const next = (): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
  const tables = {} as Record<Name, Uint32Array>;
  for (const name of Object.keys(sizes) as Name[]) tables[name] = Uint32Array.from({ length: sizes[name] }, next);
  return tables;
}

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

/**
 * A transposition table with one always-replaced entry per slot. A position has two 32-bit
 * Zobrist keys: the first picks the slot, the second confirms that the entry is this position.
 *
 * Scores within 1,000 of ±`decisive` say "the game is won (lost) in n plies from the root"; they
 * are stored relative to the node, so that the same position reached at another ply reads the
 * distance from there.
 */
export class TranspositionTable {
  private readonly keys: Int32Array;
  private readonly moves: Int32Array;
  private readonly scores: Int32Array;
  private readonly depths: Int8Array;
  private readonly bounds: Int8Array;
  private readonly mask: number;

  constructor(
    bits: number,
    private readonly decisive: number,
  ) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.keys = new Int32Array(size);
    this.moves = new Int32Array(size);
    this.scores = new Int32Array(size);
    this.depths = new Int8Array(size);
    this.bounds = new Int8Array(size);
  }

  slotOf(key1: number): number {
    return key1 & this.mask;
  }

  /** The best move stored for the position, or 0 when the slot holds another position. */
  moveAt(slot: number, key2: number): number {
    return this.keys[slot] === key2 ? this.moves[slot] : 0;
  }

  /** A stored score that settles a search of `depth` within (alpha, beta), or null. */
  settled(slot: number, key2: number, depth: number, alpha: number, beta: number, ply: number): number | null {
    if (this.keys[slot] !== key2 || this.depths[slot] < depth) return null;
    const score = this.fromTable(this.scores[slot], ply);
    const bound = this.bounds[slot];
    if (bound === EXACT || (bound === LOWER && score >= beta) || (bound === UPPER && score <= alpha)) return score;
    return null;
  }

  /** Stores a node's result: `best` found with the window (alphaIn, betaIn) the node was searched with. */
  store(
    slot: number,
    key2: number,
    move: number,
    best: number,
    depth: number,
    alphaIn: number,
    betaIn: number,
    ply: number,
  ): void {
    this.keys[slot] = key2;
    this.moves[slot] = move;
    this.scores[slot] = this.toTable(best, ply);
    this.depths[slot] = Math.min(depth, 127);
    this.bounds[slot] = best <= alphaIn ? UPPER : best >= betaIn ? LOWER : EXACT;
  }

  private toTable(score: number, ply: number): number {
    const d = this.decisive - 1000;
    return score >= d ? score + ply : score <= -d ? score - ply : score;
  }

  private fromTable(score: number, ply: number): number {
    const d = this.decisive - 1000;
    return score >= d ? score - ply : score <= -d ? score + ply : score;
  }
}

/**
 * Quiet moves that caused a cut-off, for ordering the moves of later nodes: two killer moves per
 * ply (the latest first) and a history score per move, growing with the square of the depth.
 */
export class CutoffMemory {
  private readonly killers: Int32Array;
  private readonly history: Int32Array;
  private readonly historyMask: number;

  /** `historyBits`: how many low bits of a move tell moves apart for the history. */
  constructor(maxPly: number, historyBits: number) {
    this.killers = new Int32Array(2 * (maxPly + 2));
    this.history = new Int32Array(1 << historyBits);
    this.historyMask = (1 << historyBits) - 1;
  }

  isKiller(move: number, ply: number): boolean {
    return move === this.killers[2 * ply] || move === this.killers[2 * ply + 1];
  }

  historyOf(move: number): number {
    return this.history[move & this.historyMask];
  }

  cutOff(move: number, ply: number, depth: number): void {
    // The same killer twice would waste the second slot.
    if (this.killers[2 * ply] !== move) {
      this.killers[2 * ply + 1] = this.killers[2 * ply];
      this.killers[2 * ply] = move;
    }
    this.history[move & this.historyMask] += depth * depth;
  }
}

/**
 * When a search stops: `spend()` counts a node and says whether to abort. Until the first
 * iteration is done the search goes on past the deadline (a player must answer), though not past
 * its hard end (`overdue`); once aborting, every node returns at once and the unfinished
 * iteration's values are not used.
 */
export class SearchStop {
  aborting = false;
  private mayStop = false;

  constructor(readonly deadline: Deadline) {}

  spend(): boolean {
    if (this.deadline.spend() && (this.mayStop || this.deadline.overdue)) this.aborting = true;
    return this.aborting;
  }

  /** A whole iteration is done: from now on the deadline stops the search. */
  iterationDone(): void {
    this.mayStop = true;
  }
}

export interface RootChoice {
  /** The chosen move; -1 when the search was stopped before any was searched. */
  readonly move: number;
  /** Its value for the side the search is for. */
  readonly score: number;
  /** The last fully searched depth. */
  readonly depth: number;
}

/**
 * Iterative deepening at the root: searches every root move to depth 1, 2, … until the deadline,
 * a decided game (a score within `maxDepth` of ±`decisive`) or `maxDepth`. Equal moves are taken
 * in a seeded random order; each iteration searches the previous best first, so even an
 * unfinished iteration's best is sound. `valueOf(m, depth, alpha)` is the value of root move m
 * searched to `depth` below it, with alpha the best so far.
 */
export function deepen(
  rootMoves: readonly number[],
  random: Random,
  stop: SearchStop,
  maxDepth: number,
  decisive: number,
  valueOf: (move: number, depth: number, alpha: number) => number,
): RootChoice {
  const order = [...rootMoves];
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  let best = -1;
  let bestScore = -INFINITE;
  let depthDone = 0;
  for (let depth = 1; depth <= maxDepth; depth++) {
    let alpha = -INFINITE;
    let iterationBest = -1;
    for (const m of order) {
      const v = valueOf(m, depth - 1, alpha);
      if (stop.aborting) break;
      if (v > alpha) {
        alpha = v;
        iterationBest = m;
      }
    }
    if (iterationBest !== -1) {
      best = iterationBest;
      bestScore = alpha;
    }
    if (stop.aborting) break;
    depthDone = depth;
    stop.iterationDone();
    if (stop.deadline.stopped || order.length === 1 || Math.abs(bestScore) >= decisive - maxDepth) break;
    order.splice(order.indexOf(best), 1);
    order.unshift(best);
  }
  return { move: best, score: bestScore, depth: depthDone };
}
