import type { TurnSchedule } from '../core/schedule';
import {
  Board,
  castlingRookSquares,
  FLAG_CASTLE,
  KING,
  MAX_MOVES,
  moveFlag,
  moveFrom,
  moveListBuffer,
  moveTo,
  typeOf,
} from './board';
import { QuickCompletion } from './completion';
import { isStrict, type Options007 } from './options';

/** The work area (see workArea). */
let area = new Int32Array(0);

/**
 * The move lists a search writes level by level, shared by every search of this thread instead of
 * allocated per search (8 KB outside V8's heap, for each game state a half-move checks). Sharing is
 * safe because a search's work never spans two searches: each call (`permitted`, `perft`) runs to
 * its end without yielding, without calling another search, and leaves its results in the caller's
 * list. Grows to the largest size asked for.
 */
function workArea(size: number): Int32Array {
  if (area.length < size) area = new Int32Array(size);
  return area;
}

/** endsGame's move list (board.ts moveListBuffer). */
const MATE_TEST_MOVES = moveListBuffer();

/**
 * Which half-moves 007 permits, on a mutable board: the orthodox (or, in Fast, pseudo-legal)
 * moves of the colour to move, narrowed by Détente (§5.1) and strict completion (§3, §7.1–7.3).
 * Used by the immutable game states (copying their board in) and by perft directly.
 *
 * `turnMoved[i]` holds the squares of the piece(s) moved on half-move i + 1 of the current turn,
 * kept up to date when a later half-move captures them: that is all Détente needs to know.
 */
export class Search007 {
  readonly legal: boolean;
  readonly strict: boolean;
  private readonly maxDepth: number;
  /** Strict completion without Détente on an orthodox board has a quick answer (completion.ts). */
  private readonly quick: QuickCompletion | undefined;

  constructor(
    readonly board: Board,
    readonly options: Options007,
    readonly schedule: TurnSchedule,
    public ply: number,
    public turnMoved: readonly (readonly number[])[],
    maxDepth = 8,
  ) {
    this.legal = !options.fast;
    this.strict = isStrict(options);
    this.maxDepth = maxDepth;
    // The quick test needs a legal start: the side not to move is never in check then.
    if (this.legal && this.strict && !options.detente && !board.inCheck(board.turn ^ 1))
      this.quick = new QuickCompletion(board, () => this.buffers);
  }

  /** The move lists of the search's levels: the thread's one work area (see `workArea`). */
  private get buffers(): Int32Array {
    return workArea(MAX_MOVES * (this.maxDepth + 4));
  }

  /** Plays a half-move and returns what `undo` needs. */
  play(m: number): { undo: number; turnMoved: readonly (readonly number[])[] } {
    const before = this.turnMoved;
    if (this.options.detente) {
      const part = this.schedule.slot(this.ply).part;
      const captured = this.board.capturedSquare(m);
      const entry = moveFlag(m) === FLAG_CASTLE ? [moveTo(m), castlingRookSquares(m)[1]] : [moveTo(m)];
      const earlier =
        part === 1
          ? []
          : before.map((sqs) => (captured >= 0 && sqs.includes(captured) ? sqs.filter((s) => s !== captured) : sqs));
      this.turnMoved = [...earlier, entry];
    }
    const undo = this.board.make(m);
    this.ply++;
    return { undo, turnMoved: before };
  }

  undo(m: number, saved: { undo: number; turnMoved: readonly (readonly number[])[] }): void {
    this.ply--;
    this.board.unmake(m, saved.undo);
    this.turnMoved = saved.turnMoved;
  }

  /** Whether a half-move captures a king (Fast 007 ends the game with it, §5.3). */
  capturesKing(m: number): boolean {
    return typeOf(this.board.squares[moveTo(m)]) === KING;
  }

  /** Whether a half-move ends the game: checkmate, or a king capture in Fast (§3(b), §7.2). */
  endsGame(m: number): boolean {
    if (this.options.fast) return this.capturesKing(m);
    const undo = this.board.make(m);
    const mate = this.board.inCheck() && this.board.generate(MATE_TEST_MOVES, 0, true, 1) === 0;
    this.board.unmake(m, undo);
    return mate;
  }

  /** Writes the permitted half-moves into out[offset..] and returns how many. */
  permitted(out: Int32Array, offset: number): number {
    const slot = this.schedule.slot(this.ply);
    let n = this.board.generate(out, offset, this.legal);
    n = this.applyDetente(out, offset, n, slot.part, slot.of);
    if (!this.strict || slot.part >= slot.of) return n;
    let kept = 0;
    const remaining = slot.of - slot.part;
    const quick = this.quick;
    const prepared = quick !== undefined && quick.prepare(remaining, offset + n);
    for (let i = 0; i < n; i++) {
      const m = out[offset + i];
      const completes = quick
        ? (prepared && quick.unaffected(m)) || quick.completes(m, remaining, offset + n)
        : this.completes(m, remaining, offset + n);
      if (completes || this.endsGame(m)) out[offset + kept++] = m;
    }
    return kept;
  }

  /** Whether after m a real sequence of `remaining` more half-moves finishes the turn (§7.1, §7.2). */
  private completes(m: number, remaining: number, offset: number): boolean {
    const saved = this.play(m);
    const result = this.canContinue(remaining, offset);
    this.undo(m, saved);
    return result;
  }

  private canContinue(remaining: number, offset: number): boolean {
    const slot = this.schedule.slot(this.ply);
    const buf = this.buffers;
    if (remaining <= 1) {
      // Without Détente any one move finishes the turn, so generation may stop at the first.
      const limit = this.options.detente ? MAX_MOVES : 1;
      const n = this.board.generate(buf, offset, this.legal, limit);
      return this.applyDetente(buf, offset, n, slot.part, slot.of) > 0;
    }
    // Usually the first piece that can move already leads to a completion: try its moves
    // before generating them all (limit 1 stops after the first piece with a move).
    for (const limit of [1, MAX_MOVES]) {
      let n = this.board.generate(buf, offset, this.legal, limit);
      n = this.applyDetente(buf, offset, n, slot.part, slot.of);
      for (let i = 0; i < n; i++) {
        const m = buf[offset + i];
        // A continuation cannot pass through a king capture (§7.2); a mate leaves no next move.
        if (this.options.fast && this.capturesKing(m)) continue;
        if (this.completes(m, remaining - 1, offset + n)) return true;
      }
    }
    return false;
  }

  /**
   * Détente (§5.1, §5.2, §7.4) on the last half-move of a turn of two or more: no capture of
   * the piece moved on the half-move before; in a three-part turn, not the piece moved on
   * half-move 1 again unless every remaining half-move moves it.
   */
  private applyDetente(out: Int32Array, offset: number, n: number, part: number, of: number): number {
    if (!this.options.detente || of < 2 || part !== of) return n;
    const previous = this.turnMoved[part - 2] ?? [];
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const m = out[offset + i];
      const captured = this.board.capturedSquare(m);
      if (captured >= 0 && previous.includes(captured)) continue;
      out[offset + kept++] = m;
    }
    if (of !== 3) return kept;
    const first = this.turnMoved[0] ?? [];
    let others = 0;
    for (let i = 0; i < kept; i++) if (!first.includes(moveFrom(out[offset + i]))) others++;
    if (others === 0) return kept; // "unless that is the only possibility"
    let k = 0;
    for (let i = 0; i < kept; i++) {
      const m = out[offset + i];
      if (!first.includes(moveFrom(m))) out[offset + k++] = m;
    }
    return k;
  }

  /** Leaf count of permitted half-move sequences; game-ending half-moves have no children. */
  perft(depth: number, offset = 0): number {
    if (depth <= 0) return 1;
    const lax = !this.strict && !this.options.detente;
    if (lax && !this.options.fast) return this.board.perft(depth, true, this.buffers, offset);
    const buf = this.buffers;
    const n = this.permitted(buf, offset);
    if (depth === 1) return n;
    let total = 0;
    for (let i = 0; i < n; i++) {
      const m = buf[offset + i];
      if (this.options.fast && this.capturesKing(m)) continue;
      const saved = this.play(m);
      total += this.perft(depth - 1, offset + n);
      this.undo(m, saved);
    }
    return total;
  }
}
