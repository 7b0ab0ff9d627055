import { BoardGeometry, DIAGONAL, KNIGHT_LEAPS, ORTHOGONAL, ALL_DIRECTIONS } from '../core/geometry';

/**
 * The orthodox 8×8 board with make/unmake, the hot path of 007 Chess.
 *
 * 007 never changes what a single half-move may do on the board: the colour moved alternates
 * over the record (007.md §2), so every half-move is an orthodox move of the colour to move.
 * This class is therefore plain orthodox chess; the 007 layer (turn schedule, completion,
 * Détente, Fast, outcomes) sits on top in `game.ts`. Public game states stay immutable: they
 * hold a frozen snapshot and copy it into a scratch Board whenever they need to look ahead.
 *
 * Speed: squares are 0..63 (a1 = 0), pieces are small integers in an Int8Array, moves are
 * packed integers, generation writes into a caller-provided Int32Array and legality uses
 * check and pin detection, so perft allocates nothing per node.
 */

export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;
/** Colour bit of a piece code: white pieces are 1..6, black 9..14. */
export const BLACK_BIT = 8;
export const WHITE = 0;
export const BLACK = 1;

/** Move flags (bits 15..16 of a packed move). */
export const FLAG_NONE = 0;
export const FLAG_DOUBLE = 1;
export const FLAG_EP = 2;
export const FLAG_CASTLE = 3;

export const moveFrom = (m: number): number => m & 63;
export const moveTo = (m: number): number => (m >> 6) & 63;
export const movePromo = (m: number): number => (m >> 12) & 7;
export const moveFlag = (m: number): number => (m >> 15) & 3;
const pack = (from: number, to: number, promo: number, flag: number): number =>
  from | (to << 6) | (promo << 12) | (flag << 15);

export const CASTLE_WK = 1;
export const CASTLE_WQ = 2;
export const CASTLE_BK = 4;
export const CASTLE_BQ = 8;

/** Every move generator needs at most this many slots for one position (218 is the known maximum). */
export const MAX_MOVES = 256;

/**
 * A move list for one function's own use, made once per thread. Reusing it saves an allocation
 * outside V8's heap (a typed array above 64 bytes) on every call, which cost more than filling it.
 * Safe only for a function that fills and reads it before returning and is not re-entered meanwhile
 * (no recursion, no callback): each such function has its own.
 */
export function moveListBuffer(): Int32Array {
  return new Int32Array(MAX_MOVES);
}

export const geometry = new BoardGeometry(8, 8);
const KNIGHT_TABLE = geometry.leaps(KNIGHT_LEAPS);
const KING_TABLE = geometry.leaps(ALL_DIRECTIONS);
/** Rays per square: directions 0..3 orthogonal, 4..7 diagonal. */
const RAYS: readonly (readonly Int16Array[])[] = (() => {
  const orth = geometry.rays(ORTHOGONAL);
  const diag = geometry.rays(DIAGONAL);
  return orth.map((o, sq) => [...o, ...diag[sq]]);
})();
/** Squares from which a pawn of colour c attacks sq (index c * 64 + sq). */
const PAWN_ATTACKERS: readonly Int16Array[] = (() => {
  const out: Int16Array[] = [];
  for (let c = 0; c < 2; c++) {
    for (let sq = 0; sq < 64; sq++) {
      const f = sq & 7;
      const r = sq >> 3;
      const pr = c === WHITE ? r - 1 : r + 1;
      const from: number[] = [];
      for (const df of [-1, 1]) {
        const s = geometry.square(f + df, pr);
        if (s >= 0) from.push(s);
      }
      out.push(Int16Array.from(from));
    }
  }
  return out;
})();
/** Squares a pawn of colour c on sq captures to (index c * 64 + sq). */
const PAWN_CAPTURES: readonly Int16Array[] = (() => {
  const out: Int16Array[] = [];
  for (let c = 0; c < 2; c++) {
    for (let sq = 0; sq < 64; sq++) {
      const r = (sq >> 3) + (c === WHITE ? 1 : -1);
      const to: number[] = [];
      for (const df of [-1, 1]) {
        const s = geometry.square((sq & 7) + df, r);
        if (s >= 0) to.push(s);
      }
      out.push(Int16Array.from(to));
    }
  }
  return out;
})();
/**
 * Direction from square a to square b as an index into RAYS[a] (0..3 orthogonal, 4..7
 * diagonal), or -1 when they share no line (index a * 64 + b). With KNIGHT_ADJ and KING_ADJ it
 * lets a single given move be checked in O(1) instead of generating all moves.
 */
const LINE_DIR: Int8Array = (() => {
  const dir = new Int8Array(64 * 64).fill(-1);
  for (let a = 0; a < 64; a++) for (let d = 0; d < 8; d++) for (const b of RAYS[a][d]) dir[a * 64 + b] = d;
  return dir;
})();
const adjacency = (table: readonly Int16Array[]): Uint8Array => {
  const adj = new Uint8Array(64 * 64);
  table.forEach((targets, a) => targets.forEach((b) => (adj[a * 64 + b] = 1)));
  return adj;
};
const KNIGHT_ADJ = adjacency(KNIGHT_TABLE);
const KING_ADJ = adjacency(KING_TABLE);

/** The direction from a to b (an index into the rays of a), or -1 when they share no line. */
export const lineDirection = (a: number, b: number): number => LINE_DIR[a * 64 + b];

/** Whether sq lies strictly between a and b on their common line. */
export const isBetween = (a: number, b: number, sq: number): boolean => {
  const d = LINE_DIR[a * 64 + b];
  return d >= 0 && LINE_DIR[a * 64 + sq] === d && LINE_DIR[sq * 64 + b] === d;
};
/** Castling rights that survive a move touching this square (king or rook moved or captured). */
const CASTLE_MASK = (() => {
  const mask = new Int8Array(64).fill(15);
  mask[4] = 15 & ~(CASTLE_WK | CASTLE_WQ);
  mask[0] = 15 & ~CASTLE_WQ;
  mask[7] = 15 & ~CASTLE_WK;
  mask[60] = 15 & ~(CASTLE_BK | CASTLE_BQ);
  mask[56] = 15 & ~CASTLE_BQ;
  mask[63] = 15 & ~CASTLE_BK;
  return mask;
})();

export const colorOf = (piece: number): number => piece >> 3;
export const typeOf = (piece: number): number => piece & 7;

/** The frozen content of a Board: what an immutable game state holds. */
export interface BoardSnapshot {
  readonly squares: Readonly<Int8Array>;
  readonly turn: number;
  readonly castling: number;
  readonly ep: number;
  readonly halfmove: number;
  readonly fullmove: number;
}

export class Board {
  readonly squares = new Int8Array(64);
  turn = WHITE;
  castling = 0;
  /** The square a pawn skipped on the last double step, or -1. */
  ep = -1;
  halfmove = 0;
  fullmove = 1;
  readonly kings = new Int8Array([-1, -1]);
  /**
   * Pin marks: pinStamp[sq] === stamp means the piece on sq is pinned to its king. Bytes, so the
   * array is small enough for V8 to keep on its heap: a larger typed array is allocated and freed
   * outside it, which cost more than the move generation of a half-move (a Board is made per check).
   */
  private readonly pinStamp = new Uint8Array(64);
  private stamp = 0;
  // State of the generate() call in progress (fields, not a closure: no allocation per node).
  private genOut: Int32Array = new Int32Array(0);
  private genN = 0;
  private genVerify = false;
  private genInCheck = false;

  static fromSnapshot(s: BoardSnapshot): Board {
    const b = new Board();
    b.load(s);
    return b;
  }

  load(s: BoardSnapshot): void {
    this.squares.set(s.squares);
    this.turn = s.turn;
    this.castling = s.castling;
    this.ep = s.ep;
    this.halfmove = s.halfmove;
    this.fullmove = s.fullmove;
    this.kings[0] = this.kings[1] = -1;
    for (let sq = 0; sq < 64; sq++) {
      const p = this.squares[sq];
      if (typeOf(p) === KING) this.kings[colorOf(p)] = sq;
    }
  }

  snapshot(): BoardSnapshot {
    return Object.freeze({
      squares: Int8Array.from(this.squares),
      turn: this.turn,
      castling: this.castling,
      ep: this.ep,
      halfmove: this.halfmove,
      fullmove: this.fullmove,
    });
  }

  /** Whether a piece of colour `by` attacks sq (pieces as they stand now). */
  isAttacked(sq: number, by: number): boolean {
    const b = this.squares;
    const bit = by << 3;
    const pawns = PAWN_ATTACKERS[by * 64 + sq];
    for (let i = 0; i < pawns.length; i++) if (b[pawns[i]] === (PAWN | bit)) return true;
    const kn = KNIGHT_TABLE[sq];
    for (let i = 0; i < kn.length; i++) if (b[kn[i]] === (KNIGHT | bit)) return true;
    const kg = KING_TABLE[sq];
    for (let i = 0; i < kg.length; i++) if (b[kg[i]] === (KING | bit)) return true;
    const rays = RAYS[sq];
    for (let d = 0; d < 8; d++) {
      const ray = rays[d];
      for (let i = 0; i < ray.length; i++) {
        const p = b[ray[i]];
        if (p === 0) continue;
        if (colorOf(p) === by) {
          const t = typeOf(p);
          if (t === QUEEN || (d < 4 ? t === ROOK : t === BISHOP)) return true;
        }
        break;
      }
    }
    return false;
  }

  inCheck(color = this.turn): boolean {
    const k = this.kings[color];
    return k >= 0 && this.isAttacked(k, color ^ 1);
  }

  /**
   * Writes the moves of the side to move into `out` from `offset` and returns how many.
   * `legal`: orthodox legality (king safety); false gives pseudo-legal moves (Fast 007, where
   * kings may be left en prise and castling ignores attacked squares, 007.md §5.3).
   * `limit`: stop after the piece whose moves reach it (existence tests need only one move).
   */
  generate(out: Int32Array, offset: number, legal: boolean, limit = MAX_MOVES): number {
    const b = this.squares;
    const us = this.turn;
    const them = us ^ 1;
    const ourBit = us << 3;
    const ksq = this.kings[us];
    const checkLegal = legal && ksq >= 0;
    const inCheck = checkLegal && this.isAttacked(ksq, them);
    if (checkLegal && !inCheck) this.markPins(ksq, us);
    this.genOut = out;
    this.genN = offset;
    this.genVerify = checkLegal;
    this.genInCheck = inCheck;
    for (let from = 0; from < 64 && this.genN - offset < limit; from++) {
      const p = b[from];
      if (p === 0 || colorOf(p) !== us) continue;
      const t = typeOf(p);
      if (t === PAWN) {
        const dir = us === WHITE ? 8 : -8;
        const rank = from >> 3;
        const promoRank = us === WHITE ? 6 : 1;
        const startRank = us === WHITE ? 1 : 6;
        const one = from + dir;
        if (b[one] === 0) {
          if (rank === promoRank) for (let pr = QUEEN; pr >= KNIGHT; pr--) this.push(from, one, pr, FLAG_NONE);
          else {
            this.push(from, one, 0, FLAG_NONE);
            if (rank === startRank && b[one + dir] === 0) this.push(from, one + dir, 0, FLAG_DOUBLE);
          }
        }
        const caps = PAWN_CAPTURES[us * 64 + from];
        for (let i = 0; i < caps.length; i++) {
          const to = caps[i];
          const q = b[to];
          if (q !== 0 && colorOf(q) === them) {
            if (rank === promoRank) for (let pr = QUEEN; pr >= KNIGHT; pr--) this.push(from, to, pr, FLAG_NONE);
            else this.push(from, to, 0, FLAG_NONE);
          } else if (to === this.ep && q === 0) this.push(from, to, 0, FLAG_EP);
        }
      } else if (t === KNIGHT) {
        const tg = KNIGHT_TABLE[from];
        for (let i = 0; i < tg.length; i++) {
          const q = b[tg[i]];
          if (q === 0 || colorOf(q) !== us) this.push(from, tg[i], 0, FLAG_NONE);
        }
      } else if (t === KING) {
        const tg = KING_TABLE[from];
        for (let i = 0; i < tg.length; i++) {
          const to = tg[i];
          const q = b[to];
          if (q !== 0 && colorOf(q) === us) continue;
          if (checkLegal) {
            // The king must not stand in its own shadow: lift it while testing the target.
            b[from] = 0;
            const attacked = this.isAttacked(to, them);
            b[from] = p;
            if (attacked) continue;
          }
          out[this.genN++] = pack(from, to, 0, FLAG_NONE);
        }
        this.genN = this.genCastling(out, this.genN, from, us, legal, inCheck);
      } else {
        const rays = RAYS[from];
        const d0 = t === BISHOP ? 4 : 0;
        const d1 = t === ROOK ? 4 : 8;
        for (let d = d0; d < d1; d++) {
          const ray = rays[d];
          for (let i = 0; i < ray.length; i++) {
            const to = ray[i];
            const q = b[to];
            if (q === 0) this.push(from, to, 0, FLAG_NONE);
            else {
              if ((q & BLACK_BIT) !== ourBit) this.push(from, to, 0, FLAG_NONE);
              break;
            }
          }
        }
      }
    }
    return this.genN - offset;
  }

  /** Adds a generated move, after a king-safety test when a pin, a check or en passant needs one. */
  private push(from: number, to: number, promo: number, flag: number): void {
    const m = pack(from, to, promo, flag);
    if (
      this.genVerify &&
      (this.genInCheck || flag === FLAG_EP || this.pinStamp[from] === this.stamp) &&
      !this.leavesKingSafe(m)
    )
      return;
    this.genOut[this.genN++] = m;
  }

  private genCastling(out: Int32Array, n: number, from: number, us: number, legal: boolean, inCheck: boolean): number {
    const home = us === WHITE ? 4 : 60;
    if (from !== home || inCheck) return n;
    const b = this.squares;
    const them = us ^ 1;
    const rook = ROOK | (us << 3);
    const kRight = us === WHITE ? CASTLE_WK : CASTLE_BK;
    const qRight = us === WHITE ? CASTLE_WQ : CASTLE_BQ;
    if (this.castling & kRight && b[home + 3] === rook && b[home + 1] === 0 && b[home + 2] === 0) {
      if (!legal || (!this.isAttacked(home + 1, them) && !this.isAttacked(home + 2, them)))
        out[n++] = pack(home, home + 2, 0, FLAG_CASTLE);
    }
    if (this.castling & qRight && b[home - 4] === rook && b[home - 1] === 0 && b[home - 2] === 0 && b[home - 3] === 0) {
      if (!legal || (!this.isAttacked(home - 1, them) && !this.isAttacked(home - 2, them)))
        out[n++] = pack(home, home - 2, 0, FLAG_CASTLE);
    }
    return n;
  }

  /** Marks our pieces that shield our king from an enemy slider. */
  private markPins(ksq: number, us: number): void {
    // A stamp left from 255 marks ago would read as current: start the marks afresh instead.
    if (this.stamp === 255) {
      this.pinStamp.fill(0);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    const b = this.squares;
    const rays = RAYS[ksq];
    for (let d = 0; d < 8; d++) {
      const ray = rays[d];
      let shield = -1;
      for (let i = 0; i < ray.length; i++) {
        const p = b[ray[i]];
        if (p === 0) continue;
        if (colorOf(p) === us) {
          if (shield >= 0) break;
          shield = ray[i];
        } else {
          const t = typeOf(p);
          if (shield >= 0 && (t === QUEEN || (d < 4 ? t === ROOK : t === BISHOP))) this.pinStamp[shield] = stamp;
          break;
        }
      }
    }
  }

  private leavesKingSafe(m: number): boolean {
    const us = this.turn;
    const undo = this.make(m);
    const safe = !this.isAttacked(this.kings[us], us ^ 1);
    this.unmake(m, undo);
    return safe;
  }

  /** Plays a move (assumed generated for this position); returns what unmake needs. */
  make(m: number): number {
    const b = this.squares;
    const from = moveFrom(m);
    const to = moveTo(m);
    const flag = moveFlag(m);
    const p = b[from];
    const us = this.turn;
    let captured = b[to];
    const undo = captured | (this.castling << 4) | ((this.ep + 1) << 8) | (this.halfmove << 15);
    b[from] = 0;
    if (flag === FLAG_EP) {
      const capSq = to + (us === WHITE ? -8 : 8);
      captured = b[capSq];
      b[capSq] = 0;
    } else if (flag === FLAG_CASTLE) {
      if (to > from) {
        b[from + 1] = b[from + 3];
        b[from + 3] = 0;
      } else {
        b[from - 1] = b[from - 4];
        b[from - 4] = 0;
      }
    }
    const promo = movePromo(m);
    b[to] = promo ? promo | (us << 3) : p;
    if (typeOf(p) === KING) this.kings[us] = to;
    if (typeOf(captured) === KING) this.kings[us ^ 1] = -1;
    this.castling &= CASTLE_MASK[from] & CASTLE_MASK[to];
    this.ep = flag === FLAG_DOUBLE ? (from + to) >> 1 : -1;
    this.halfmove = captured !== 0 || typeOf(p) === PAWN ? 0 : this.halfmove + 1;
    if (us === BLACK) this.fullmove++;
    this.turn = us ^ 1;
    return undo;
  }

  unmake(m: number, undo: number): void {
    const b = this.squares;
    const from = moveFrom(m);
    const to = moveTo(m);
    const flag = moveFlag(m);
    const them = this.turn;
    const us = them ^ 1;
    this.turn = us;
    if (us === BLACK) this.fullmove--;
    const moved = movePromo(m) ? PAWN | (us << 3) : b[to];
    b[from] = moved;
    const captured = undo & 15;
    b[to] = captured;
    if (typeOf(moved) === KING) this.kings[us] = from;
    if (typeOf(captured) === KING) this.kings[them] = to;
    if (flag === FLAG_EP) {
      b[to + (us === WHITE ? -8 : 8)] = PAWN | (them << 3);
    } else if (flag === FLAG_CASTLE) {
      if (to > from) {
        b[from + 3] = b[from + 1];
        b[from + 1] = 0;
      } else {
        b[from - 4] = b[from - 1];
        b[from - 1] = 0;
      }
    }
    this.castling = (undo >> 4) & 15;
    this.ep = ((undo >> 8) & 127) - 1;
    this.halfmove = undo >>> 15;
  }

  /** The square of the piece a move captures (en passant: the passed pawn), or -1. */
  capturedSquare(m: number): number {
    if (moveFlag(m) === FLAG_EP) return moveTo(m) + (this.turn === WHITE ? -8 : 8);
    return this.squares[moveTo(m)] !== 0 ? moveTo(m) : -1;
  }

  /** Orthodox perft (legal) or pseudo-legal perft, bulk-counting at the last ply. */
  perft(depth: number, legal = true, buffer: Int32Array = new Int32Array(MAX_MOVES * (depth + 1)), offset = 0): number {
    const n = this.generate(buffer, offset, legal);
    if (depth <= 1) return depth <= 0 ? 1 : n;
    let total = 0;
    for (let i = 0; i < n; i++) {
      const m = buffer[offset + i];
      const undo = this.make(m);
      total += this.perft(depth - 1, legal, buffer, offset + n);
      this.unmake(m, undo);
    }
    return total;
  }

  /**
   * Whether the move just made (`make(m)` was the last call) put the side now to move in check,
   * knowing that side was not in check before it — true of every position reached by legal
   * moves, where the side not to move is never in check. Looks only at the moved piece and the
   * line it left, instead of every attacker of the king.
   */
  givesCheck(m: number): boolean {
    const k = this.kings[this.turn];
    if (k < 0) return false;
    const mover = this.turn ^ 1;
    const flag = moveFlag(m);
    if (flag === FLAG_EP || flag === FLAG_CASTLE) return this.isAttacked(k, mover);
    const to = moveTo(m);
    return this.attacksAs(typeOf(this.squares[to]), mover, to, k, -1) || this.opensLine(k, moveFrom(m), -1, mover);
  }

  /**
   * The same question before m is made (castling and en passant: undefined, not answered): the
   * moved piece, or its promotion, attacks from its target with its square of departure empty,
   * or the line it leaves opens onto a slider of the mover.
   */
  wouldGiveCheck(m: number): boolean | undefined {
    const flag = moveFlag(m);
    if (flag === FLAG_EP || flag === FLAG_CASTLE) return undefined;
    const mover = this.turn;
    const k = this.kings[mover ^ 1];
    if (k < 0) return false;
    const from = moveFrom(m);
    const to = moveTo(m);
    const type = movePromo(m) || typeOf(this.squares[from]);
    return this.attacksAs(type, mover, to, k, from) || this.opensLine(k, from, to, mover);
  }

  /** Whether a piece of this type and colour on sq attacks target, the square `vacated` counting as empty. */
  private attacksAs(type: number, color: number, sq: number, target: number, vacated: number): boolean {
    if (type === PAWN) {
      const caps = PAWN_CAPTURES[color * 64 + sq];
      for (let i = 0; i < caps.length; i++) if (caps[i] === target) return true;
      return false;
    }
    if (type === KNIGHT) return KNIGHT_ADJ[sq * 64 + target] === 1;
    if (type === KING) return KING_ADJ[sq * 64 + target] === 1;
    const d = LINE_DIR[sq * 64 + target];
    if (d < 0 || (type === ROOK && d >= 4) || (type === BISHOP && d < 4)) return false;
    const ray = RAYS[sq][d];
    for (let i = 0; i < ray.length && ray[i] !== target; i++)
      if (ray[i] !== vacated && this.squares[ray[i]] !== 0) return false;
    return true;
  }

  /**
   * Whether the line from the king k through the empty(ed) square `via` ends on a slider of `by`
   * that attacks k, the square `occupied` (if not -1) counting as a blocker.
   */
  private opensLine(k: number, via: number, occupied: number, by: number): boolean {
    const d = LINE_DIR[k * 64 + via];
    if (d < 0) return false;
    const ray = RAYS[k][d];
    for (let i = 0; i < ray.length; i++) {
      const sq = ray[i];
      if (sq === occupied) return false;
      const p = this.squares[sq];
      if (p === 0 || sq === via) continue;
      const t = typeOf(p);
      return colorOf(p) === by && (t === QUEEN || (d < 4 ? t === ROOK : t === BISHOP));
    }
    return false;
  }

  /**
   * Whether a packed move (from an earlier position) is a pseudo-legal move here. En passant and
   * castling are never confirmed (callers fall back to generating); a king is never a target.
   */
  isPseudoLegal(m: number): boolean {
    const from = moveFrom(m);
    const to = moveTo(m);
    const flag = moveFlag(m);
    const b = this.squares;
    const p = b[from];
    const us = this.turn;
    if (p === 0 || colorOf(p) !== us || flag === FLAG_EP || flag === FLAG_CASTLE) return false;
    const q = b[to];
    if (q !== 0 && (colorOf(q) === us || typeOf(q) === KING)) return false;
    const t = typeOf(p);
    const promo = movePromo(m);
    if (t === PAWN) {
      const dir = us === WHITE ? 8 : -8;
      const rank = from >> 3;
      if ((rank === (us === WHITE ? 6 : 1)) !== (promo !== 0)) return false;
      if (flag === FLAG_DOUBLE)
        return rank === (us === WHITE ? 1 : 6) && to === from + 2 * dir && b[from + dir] === 0 && q === 0;
      if (to === from + dir) return q === 0;
      return q !== 0 && this.attacksAs(PAWN, us, from, to, -1);
    }
    return promo === 0 && flag === FLAG_NONE && this.attacksAs(t, us, from, to, -1);
  }

  /**
   * Whether a pseudo-legal move of the side to move is legal, `inCheck` saying whether that side
   * is in check now: a piece off every line through its king cannot be pinned, so outside check
   * only king moves and pieces on such a line need the move to be tried.
   */
  isLegalPseudo(m: number, inCheck: boolean): boolean {
    if (!inCheck && !this.mayBePinned(moveFrom(m))) return true;
    return this.kings[this.turn] < 0 || this.leavesKingSafe(m);
  }

  /** Whether moving the piece on sq could expose its king: the king itself, or a piece on a line through it. */
  mayBePinned(sq: number): boolean {
    const k = this.kings[this.turn];
    return k >= 0 && (sq === k || LINE_DIR[k * 64 + sq] >= 0);
  }

  /** Whether an en passant capture is actually possible (FIDE's rule for repetition identity). */
  hasLegalEp(legal: boolean): boolean {
    if (this.ep < 0) return false;
    const buf = EP_MOVES;
    const n = this.generate(buf, 0, legal);
    for (let i = 0; i < n; i++) if (moveFlag(buf[i]) === FLAG_EP) return true;
    return false;
  }
}

/** hasLegalEp's move list (see moveListBuffer). */
const EP_MOVES = moveListBuffer();

/** Squares a castling move's rook goes from and to. */
export function castlingRookSquares(m: number): readonly [number, number] {
  const from = moveFrom(m);
  return moveTo(m) > from ? [from + 3, from + 1] : [from - 4, from - 1];
}
