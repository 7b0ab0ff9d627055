import {
  DIAGONAL_RAYS,
  FAR_EDGE,
  GUARD_ATTACKERS,
  GUARD_CAPTURES,
  KING_STEPS,
  KNIGHT,
  ORTHOGONAL_RAYS,
  PLANE_MIDDLES,
  PLANE_TARGETS,
  STEP_ONE,
  STEP_TWO,
} from './attack-tables';
import { bit, type Game } from './game';
import {
  ARTILLERY,
  CYCLIST,
  ENGINEER,
  GUARD,
  hasMoved,
  isGreatPower,
  KING,
  MACHINE_GUN,
  pieceCode,
  PLANE,
  PROMOTION_TYPES,
  seatOf,
  SUBMARINE,
  TANK,
  typeOf,
} from './pieces';

/**
 * Board moves of §2 as integers: from | to << 7 | promotion << 14 | flags << 18, where
 * promotion is the new type + 1 (0: none) and the flags mark a double step or en passant.
 */
export const DOUBLE_STEP = 1;
export const EN_PASSANT = 2;
export const moveFrom = (m: number): number => m & 127;
export const moveTo = (m: number): number => (m >> 7) & 127;
export const movePromotion = (m: number): number => ((m >> 14) & 15) - 1;
export const moveFlags = (m: number): number => m >> 18;
const encode = (from: number, to: number, promotion = -1, flags = 0): number => from | (to << 7) | ((promotion + 1) << 14) | (flags << 18);

/** Seats whose pieces are the enemies of `seat` (§2 "Enemy": not itself, not its partner). */
export function enemyMask(g: Game, seat: number): number {
  const partner = g.partner[seat];
  return 15 & ~bit(seat) & (partner >= 0 ? ~bit(partner) : 15);
}

const belongs = (code: number, mask: number): boolean => code !== 0 && (mask & bit(seatOf(code))) !== 0;

/** Whether a piece of a seat in `mask` attacks `square` (kings attack, but are never captured). */
export function attacked(g: Game, square: number, mask: number): boolean {
  const board = g.board;
  for (const from of KNIGHT[square]) {
    const c = board[from];
    if (belongs(c, mask) && (typeOf(c) === ENGINEER || typeOf(c) === SUBMARINE)) return true;
  }
  for (const from of KING_STEPS[square]) {
    const c = board[from];
    if (belongs(c, mask) && (typeOf(c) === KING || typeOf(c) === MACHINE_GUN)) return true;
  }
  for (let seat = 0; seat < 4; seat++) {
    if (!(mask & bit(seat))) continue;
    for (const from of GUARD_ATTACKERS[seat][square]) {
      const c = board[from];
      if (c !== 0 && seatOf(c) === seat && typeOf(c) === GUARD) return true;
    }
  }
  const planes = PLANE_TARGETS[square];
  for (let i = 0; i < planes.length; i++) {
    const c = board[planes[i]];
    if (belongs(c, mask) && typeOf(c) === PLANE && planeRouteOpen(g, PLANE_MIDDLES[square][i])) return true;
  }
  for (const ray of ORTHOGONAL_RAYS[square])
    for (const s of ray) {
      const c = board[s];
      if (!c) continue;
      if (belongs(c, mask)) {
        const t = typeOf(c);
        if (t === TANK || t === ARTILLERY || t === SUBMARINE) return true;
      }
      break;
    }
  for (const ray of DIAGONAL_RAYS[square])
    for (const s of ray) {
      const c = board[s];
      if (!c) continue;
      if (belongs(c, mask)) {
        const t = typeOf(c);
        if (t === TANK || t === CYCLIST || t === SUBMARINE) return true;
      }
      break;
    }
  return false;
}

function planeRouteOpen(g: Game, middles: Int16Array): boolean {
  if (!g.options.planeNeedsEmptyIntermediate) return true;
  for (const m of middles) if (g.board[m] === 0) return true;
  return false;
}

/** Whether the great power's King is attacked by an enemy piece. */
export function kingAttacked(g: Game, seat: number): boolean {
  const k = g.king[seat];
  return k >= 0 && attacked(g, k, enemyMask(g, seat));
}

/** Pushes a move, or all its promotion choices when a guard or machine gun reaches the far edge. */
function push(out: number[], seat: number, type: number, from: number, to: number, flags = 0): void {
  if ((type === GUARD || type === MACHINE_GUN) && FAR_EDGE[seat][to]) {
    // A machine gun that stays one is written without suffix (§11.1).
    for (const p of PROMOTION_TYPES) out.push(encode(from, to, type === MACHINE_GUN && p === MACHINE_GUN ? -1 : p, flags));
  } else out.push(encode(from, to, -1, flags));
}

/** Board moves of `seat` ignoring its own King's safety. */
export function pseudoMoves(g: Game, seat: number, out: number[] = []): number[] {
  const board = g.board;
  const enemies = enemyMask(g, seat);
  // A target is open when empty or held by an enemy piece other than a King (Kings are never captured).
  const open = (s: number): boolean => {
    const c = board[s];
    return c === 0 || (belongs(c, enemies) && typeOf(c) !== KING);
  };
  const slide = (from: number, type: number, rays: readonly Int16Array[]): void => {
    for (const ray of rays)
      for (const s of ray) {
        const c = board[s];
        if (c === 0) out.push(encode(from, s));
        else {
          if (open(s)) out.push(encode(from, s));
          break;
        }
      }
    void type;
  };
  for (let from = 0; from < board.length; from++) {
    const code = board[from];
    if (code === 0 || seatOf(code) !== seat) continue;
    const type = typeOf(code);
    switch (type) {
      case KING:
        for (const s of KING_STEPS[from]) if (open(s)) out.push(encode(from, s));
        break;
      case TANK:
        slide(from, type, ORTHOGONAL_RAYS[from]);
        slide(from, type, DIAGONAL_RAYS[from]);
        break;
      case ARTILLERY:
        slide(from, type, ORTHOGONAL_RAYS[from]);
        break;
      case CYCLIST:
        slide(from, type, DIAGONAL_RAYS[from]);
        break;
      case ENGINEER:
        for (const s of KNIGHT[from]) if (open(s)) out.push(encode(from, s));
        break;
      case SUBMARINE:
        slide(from, type, ORTHOGONAL_RAYS[from]);
        slide(from, type, DIAGONAL_RAYS[from]);
        for (const s of KNIGHT[from]) if (open(s)) out.push(encode(from, s));
        break;
      case PLANE: {
        const targets = PLANE_TARGETS[from];
        for (let i = 0; i < targets.length; i++)
          if (open(targets[i]) && planeRouteOpen(g, PLANE_MIDDLES[from][i])) out.push(encode(from, targets[i]));
        break;
      }
      case MACHINE_GUN: {
        for (const s of KING_STEPS[from]) if (open(s)) push(out, seat, type, from, s);
        const one = STEP_ONE[seat][from];
        const two = STEP_TWO[seat][from];
        if (!hasMoved(code) && two >= 0 && board[one] === 0 && board[two] === 0) push(out, seat, type, from, two, DOUBLE_STEP);
        break;
      }
      case GUARD: {
        const one = STEP_ONE[seat][from];
        if (one >= 0 && board[one] === 0) {
          push(out, seat, type, from, one);
          const two = STEP_TWO[seat][from];
          if (!hasMoved(code) && two >= 0 && board[two] === 0) push(out, seat, type, from, two, DOUBLE_STEP);
        }
        for (const s of GUARD_CAPTURES[seat][from]) {
          const c = board[s];
          if (c !== 0) {
            if (open(s)) push(out, seat, type, from, s);
          } else if (enPassantVictim(g, s, enemies) >= 0) push(out, seat, type, from, s, EN_PASSANT);
        }
        break;
      }
    }
  }
  return out;
}

/**
 * The square of the guard an en passant capture onto the empty `skipped` square takes, or -1:
 * an enemy's double step skipped it, its right still lasts, and the guard still stands (§11.7).
 */
export function enPassantVictim(g: Game, skipped: number, enemies: number): number {
  for (let seat = 0; seat < 4; seat++) {
    if (g.ep[seat] !== skipped || !(enemies & bit(seat))) continue;
    const at = STEP_ONE[seat][skipped];
    const c = g.board[at];
    if (c !== 0 && seatOf(c) === seat && typeOf(c) === GUARD) return at;
  }
  return -1;
}

/**
 * Plays a move on the board only (no turn logic) and returns what unmakeBoard needs:
 * [captured code, captured square, moved code]. Keeps king squares and counts current.
 */
export function makeBoard(g: Game, m: number, undo: Int32Array, at: number): void {
  const board = g.board;
  const from = moveFrom(m);
  const to = moveTo(m);
  const code = board[from];
  const seat = seatOf(code);
  let capSq = to;
  if (moveFlags(m) & EN_PASSANT) capSq = enPassantVictim(g, to, enemyMask(g, seat));
  const captured = board[capSq];
  undo[at] = captured;
  undo[at + 1] = capSq;
  undo[at + 2] = code;
  if (captured) {
    board[capSq] = 0;
    g.counts[seatOf(captured)]--;
  }
  board[from] = 0;
  const promotion = movePromotion(m);
  board[to] = pieceCode(seat, promotion >= 0 ? promotion : typeOf(code), true);
  if (typeOf(code) === KING) g.king[seat] = to;
}

export function unmakeBoard(g: Game, m: number, undo: Int32Array, at: number): void {
  const board = g.board;
  const from = moveFrom(m);
  const to = moveTo(m);
  const captured = undo[at];
  const capSq = undo[at + 1];
  const code = undo[at + 2];
  board[to] = 0;
  board[from] = code;
  if (captured) {
    board[capSq] = captured;
    g.counts[seatOf(captured)]++;
  }
  if (typeOf(code) === KING) g.king[seatOf(code)] = from;
}

const scratch = new Int32Array(3);

/** Legal board moves of `seat`: a great power may not leave its King attacked (§7). */
export function legalMoves(g: Game, seat: number, out: number[] = []): number[] {
  out.length = 0;
  const moves = pseudoMoves(g, seat, out);
  if (!isGreatPower(seat) || g.king[seat] < 0) return moves;
  const enemies = enemyMask(g, seat);
  let n = 0;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    makeBoard(g, m, scratch, 0);
    const safe = !attacked(g, g.king[seat], enemies);
    unmakeBoard(g, m, scratch, 0);
    if (safe) moves[n++] = m;
  }
  moves.length = n;
  return moves;
}
