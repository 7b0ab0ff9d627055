import { type Board, isBetween as importedIsBetween, lineDirection as importedLineDirection } from './board';
import { moveFrom as importedMoveFrom, moveTo as importedMoveTo } from './board';

// Module-local copies: CommonJS transpilers turn every use of an imported binding into a getter
// call, which dominated the profile of this hot path (as in coalition/move-generation.ts).
const moveFrom = importedMoveFrom;
const moveTo = importedMoveTo;
const isBetween = importedIsBetween;
const lineDirection = importedLineDirection;

/**
 * Strict completion (007.md §3(a), §7.1) answered quickly, for orthodox legality without
 * Détente, where any legal continuation completes a turn. `Search007` asks, for every
 * half-move m of a turn but its last, whether after m the remaining one or two half-moves
 * can be played. Almost always they can, and three layers find that out cheaply, each falling
 * back to the next:
 *
 * 1. A **prepared continuation** for the position: one or two moves confirmed legal as if the
 *    mover passed, chosen among pieces that cannot be pinned (on no line through their king).
 *    For each m, a few square comparisons (`unaffected`) prove the continuation still legal
 *    after it: m does not give check, does not touch the continuation's squares or paths, and
 *    opens no line that the continuation could use to check. No move is made at all.
 * 2. **Remembered moves** (`completes`): m is made, and the last continuation that worked for
 *    each colour is confirmed on the real board.
 * 3. Generation of the replies, stopping at the first that completes.
 *
 * Every layer answers exactly what the general search in `Search007` answers; the spec
 * `completion.spec.ts` compares them along random games. The side not to move is never in check
 * in a position reached by legal moves, which the check tests (`givesCheck`, `wouldGiveCheck`)
 * rely on; `Search007` uses this class only from such a position.
 */
export class QuickCompletion {
  /** Layer 2: two remembered moves per colour (index colour * 2 and colour * 2 + 1). */
  private readonly lastMoves = new Int32Array(4);
  private readonly lastReplies = new Int32Array(4);
  /**
   * Layer 1: the prepared continuation — the opponent's `first` move (with 2 remaining), then one
   * of two alternatives for the last half-move, by different pieces (0 when absent) — and the
   * king whose lines were judged.
   */
  private first = 0;
  private readonly seconds = new Int32Array(2);
  private remaining = 0;
  private ownKing = -1;
  /** Candidates for layer 1, kept across positions (index colour, and colour * 2 + i). */
  private readonly preparedFirst = new Int32Array(2);
  private readonly preparedSeconds = new Int32Array(4);

  constructor(
    private readonly board: Board,
    private readonly buffer: () => Int32Array,
  ) {}

  /**
   * Prepares layer 1 for the position on the board, where every half-move will be asked about
   * with `remaining` (1 or 2) half-moves to follow. Returns whether a continuation was found;
   * `unaffected` may be asked only then.
   */
  prepare(remaining: number, offset: number): boolean {
    const board = this.board;
    const us = board.turn;
    const savedEp = board.ep;
    this.remaining = remaining;
    this.first = this.seconds[0] = this.seconds[1] = 0;
    if (remaining >= 2) {
      // We move m, the opponent replies `first`, we play a second: confirmed as if we passed.
      if (board.inCheck(us)) return false;
      this.ownKing = board.kings[us];
      board.turn = us ^ 1;
      board.ep = -1;
      this.first = this.unpinnableMove(this.preparedFirst, offset, true);
      board.turn = us;
      board.ep = savedEp;
      return this.first !== 0;
    }
    // The opponent moves m now, we play a second: confirmed as if it were our move already.
    board.turn = us ^ 1;
    board.ep = -1;
    this.prepareSeconds(offset);
    board.turn = us;
    board.ep = savedEp;
    return this.seconds[0] !== 0;
  }

  /** The prepared continuations: [first, second] pairs (first 0 with 1 remaining), for tests. */
  get continuations(): ReadonlyArray<readonly [number, number]> {
    return Array.from(this.seconds.filter((m) => m !== 0)).map((m) => [this.first, m] as const);
  }

  /**
   * Whether the prepared continuation stays legal after the side to move plays m (a legal move
   * here). False means "not proven", never "does not complete".
   */
  unaffected(m: number): boolean {
    const board = this.board;
    const a = moveFrom(m);
    const b = moveTo(m);
    const check = board.wouldGiveCheck(m); // undefined for castling and en passant
    if (check !== false) return false;
    if (this.remaining >= 2) {
      // m is ours: the king must stay where the lines were judged, and the reply must survive m.
      const k = this.ownKing;
      if (a === k) return false;
      const f = moveFrom(this.first);
      const t = moveTo(this.first);
      if (f === b || t === a || t === b || isBetween(f, t, b)) return false;
      // The square m leaves may open a line to our king; the reply must not use that line.
      const line = lineDirection(k, a);
      if (line >= 0 && (lineDirection(k, f) === line || lineDirection(k, t) === line)) return false;
    }
    // The last half-move: its piece not moved or taken by m, its target and path left alone.
    for (let i = 0; i < 2; i++) {
      const second = this.seconds[i];
      if (second === 0) return false;
      const g = moveFrom(second);
      const h = moveTo(second);
      if (g !== b && g !== a && h !== a && h !== b && !isBetween(g, h, b)) return true;
    }
    return false;
  }

  /**
   * Layers 2 and 3: whether after m (legal for the side to move) `remaining` more legal
   * half-moves can be played.
   */
  completes(m: number, remaining: number, offset: number): boolean {
    const board = this.board;
    const undo = board.make(m);
    const inCheck = board.givesCheck(m);
    const result = remaining <= 1 ? this.hasLegalMove(inCheck, offset) : this.hasTwoMoves(inCheck, offset);
    board.unmake(m, undo);
    return result;
  }

  /**
   * A legal, non-special move of the side to move whose piece cannot be pinned (0 if none is
   * found): the remembered one if it still fits, else one from generation. With `answered`, the
   * move must also leave the opponent such a move, which goes to `second`.
   */
  private unpinnableMove(remembered: Int32Array, offset: number, answered: boolean): number {
    const board = this.board;
    const color = board.turn;
    const known = remembered[color];
    if (known !== 0 && board.isPseudoLegal(known) && !board.mayBePinned(moveFrom(known)))
      if (!answered || this.prepareAnswer(known, offset)) return known;
    const buf = this.buffer();
    const n = board.generate(buf, offset, true);
    // A few tries are enough: a position where they fail is left to layers 2 and 3.
    let tries = 0;
    for (let i = 0; i < n && tries < 4; i++) {
      const m = buf[offset + i];
      if (m === known || board.mayBePinned(moveFrom(m)) || !board.isPseudoLegal(m)) continue;
      tries++;
      if (!answered || this.prepareAnswer(m, offset + n)) {
        remembered[color] = m;
        return m;
      }
    }
    return 0;
  }

  /** Plays `first` and looks for seconds that answer it, with no check to answer. */
  private prepareAnswer(first: number, offset: number): boolean {
    const board = this.board;
    const undo = board.make(first);
    if (board.givesCheck(first)) this.seconds[0] = this.seconds[1] = 0;
    else this.prepareSeconds(offset);
    board.unmake(first, undo);
    return this.seconds[0] !== 0;
  }

  /**
   * Up to two legal, non-special moves of the side to move by different pieces that cannot be
   * pinned, to different squares: the remembered ones that still fit, completed from generation.
   */
  private prepareSeconds(offset: number): void {
    const board = this.board;
    const seconds = this.seconds;
    const known = this.preparedSeconds;
    const slot = board.turn * 2;
    let found = 0;
    seconds[0] = seconds[1] = 0;
    for (let i = slot; i < slot + 2; i++) {
      const m = known[i];
      if (m !== 0 && board.isPseudoLegal(m) && !board.mayBePinned(moveFrom(m)) && this.distinct(m, found))
        seconds[found++] = m;
    }
    if (found === 2) return;
    const buf = this.buffer();
    const n = board.generate(buf, offset, true);
    for (let i = 0; i < n && found < 2; i++) {
      const m = buf[offset + i];
      if (!board.mayBePinned(moveFrom(m)) && board.isPseudoLegal(m) && this.distinct(m, found)) seconds[found++] = m;
    }
    known[slot] = seconds[0];
    known[slot + 1] = seconds[1];
  }

  /** Whether m moves another piece, to another square, than the seconds found so far. */
  private distinct(m: number, found: number): boolean {
    for (let i = 0; i < found; i++) {
      const other = this.seconds[i];
      if (moveFrom(other) === moveFrom(m) || moveTo(other) === moveTo(m)) return false;
    }
    return true;
  }

  /** Whether the side to move has a legal move (`inCheck`: whether it is in check now). */
  private hasLegalMove(inCheck: boolean, offset: number): boolean {
    const board = this.board;
    const slot = board.turn * 2;
    const known = this.lastMoves;
    for (let i = slot; i < slot + 2; i++)
      if (known[i] !== 0 && board.isPseudoLegal(known[i]) && board.isLegalPseudo(known[i], inCheck)) return true;
    const buf = this.buffer();
    const n = board.generate(buf, offset, true, 1);
    if (n === 0) return false;
    // Remember a move that stays cheap to confirm: one that cannot be pinned, if there is one.
    let pick = buf[offset];
    for (let i = 0; i < n; i++) if (!board.mayBePinned(moveFrom(buf[offset + i]))) pick = buf[offset + i];
    remember(known, slot, pick);
    return true;
  }

  /** Whether the side to move has a legal move after which its opponent has one too. */
  private hasTwoMoves(inCheck: boolean, offset: number): boolean {
    const board = this.board;
    const slot = board.turn * 2;
    const known = this.lastReplies;
    for (let i = slot; i < slot + 2; i++) {
      const m = known[i];
      if (m !== 0 && board.isPseudoLegal(m) && board.isLegalPseudo(m, inCheck) && this.answered(m, offset)) return true;
    }
    // Rare (the remembered replies usually work): try every reply, those that cannot be
    // pinned first, so that the one remembered stays cheap to confirm.
    const buf = this.buffer();
    const n = board.generate(buf, offset, true);
    for (let pass = 0; pass < 2; pass++)
      for (let i = 0; i < n; i++) {
        const reply = buf[offset + i];
        if (board.mayBePinned(moveFrom(reply)) !== (pass === 1)) continue;
        if (reply !== known[slot] && reply !== known[slot + 1] && this.answered(reply, offset + n)) {
          remember(known, slot, reply);
          return true;
        }
      }
    return false;
  }

  /** Plays a legal move and tells whether the opponent then has a legal move. */
  private answered(m: number, offset: number): boolean {
    const board = this.board;
    const undo = board.make(m);
    const result = this.hasLegalMove(board.givesCheck(m), offset);
    board.unmake(m, undo);
    return result;
  }
}

/** A new remembered move replaces the older of two, so one that failed after a single sibling stays. */
function remember(known: Int32Array, slot: number, m: number): void {
  known[slot + 1] = known[slot];
  known[slot] = m;
}
