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
import type { Game } from './game';
import {
  ARTILLERY,
  CYCLIST,
  ENGINEER,
  GUARD,
  KING,
  MACHINE_GUN,
  PLANE,
  PROMOTION_TYPES,
  SUBMARINE,
  TANK,
} from './pieces';

// Module-local copies of the imported tables and constants: CommonJS transpilers turn every
// access to an imported binding into a getter call, which dominated the perft profile.
const KNIGHT_ = KNIGHT;
const KING_STEPS_ = KING_STEPS;
const ORTHOGONAL_RAYS_ = ORTHOGONAL_RAYS;
const DIAGONAL_RAYS_ = DIAGONAL_RAYS;
const PLANE_TARGETS_ = PLANE_TARGETS;
const PLANE_MIDDLES_ = PLANE_MIDDLES;
const GUARD_ATTACKERS_ = GUARD_ATTACKERS;
const GUARD_CAPTURES_ = GUARD_CAPTURES;
const STEP_ONE_ = STEP_ONE;
const STEP_TWO_ = STEP_TWO;
const FAR_EDGE_ = FAR_EDGE;
const PROMOTIONS = Int8Array.from(PROMOTION_TYPES);
const K = KING;
const T = TANK;
const A = ARTILLERY;
const E = ENGINEER;
const C = CYCLIST;
const M = MACHINE_GUN;
const G = GUARD;
const S = SUBMARINE;
const P = PLANE;
const MOVED_BIT = 0x40;

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

/** Seats whose pieces are the enemies of `seat` (§2 "Enemy": not itself, not its partner). */
export function enemyMask(g: Game, seat: number): number {
  const partner = g.partner[seat];
  return 15 & ~(1 << seat) & (partner >= 0 ? ~(1 << partner) : 15);
}

/** Whether a piece of a seat in `mask` attacks `square` (kings attack, but are never captured). */
export function attacked(g: Game, square: number, mask: number): boolean {
  const board = g.board;
  let list = KNIGHT_[square];
  for (let i = 0; i < list.length; i++) {
    const c = board[list[i]];
    if (c !== 0 && (mask >> ((c >> 4) & 3)) & 1) {
      const t = c & 15;
      if (t === E || t === S) return true;
    }
  }
  list = KING_STEPS_[square];
  for (let i = 0; i < list.length; i++) {
    const c = board[list[i]];
    if (c !== 0 && (mask >> ((c >> 4) & 3)) & 1) {
      const t = c & 15;
      if (t === K || t === M) return true;
    }
  }
  for (let seat = 0; seat < 4; seat++) {
    if (!((mask >> seat) & 1)) continue;
    list = GUARD_ATTACKERS_[seat][square];
    for (let i = 0; i < list.length; i++) {
      const c = board[list[i]];
      if (c !== 0 && ((c >> 4) & 3) === seat && (c & 15) === G) return true;
    }
  }
  list = PLANE_TARGETS_[square];
  for (let i = 0; i < list.length; i++) {
    const c = board[list[i]];
    if (c !== 0 && (c & 15) === P && (mask >> ((c >> 4) & 3)) & 1 && planeRouteOpen(g, PLANE_MIDDLES_[square][i]))
      return true;
  }
  let rays = ORTHOGONAL_RAYS_[square];
  for (let r = 0; r < 4; r++) {
    const ray = rays[r];
    for (let i = 0; i < ray.length; i++) {
      const c = board[ray[i]];
      if (c === 0) continue;
      if ((mask >> ((c >> 4) & 3)) & 1) {
        const t = c & 15;
        if (t === T || t === A || t === S) return true;
      }
      break;
    }
  }
  rays = DIAGONAL_RAYS_[square];
  for (let r = 0; r < 4; r++) {
    const ray = rays[r];
    for (let i = 0; i < ray.length; i++) {
      const c = board[ray[i]];
      if (c === 0) continue;
      if ((mask >> ((c >> 4) & 3)) & 1) {
        const t = c & 15;
        if (t === T || t === C || t === S) return true;
      }
      break;
    }
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
function push(out: number[], seat: number, type: number, from: number, to: number, flags: number): void {
  if (FAR_EDGE_[seat][to]) {
    // A machine gun that stays one is written without suffix (§11.1).
    for (let i = 0; i < PROMOTIONS.length; i++) {
      const p = PROMOTIONS[i];
      out.push(from | (to << 7) | ((type === M && p === M ? 0 : p + 1) << 14) | (flags << 18));
    }
  } else out.push(from | (to << 7) | (flags << 18));
}

/** Appends the moves along `rays` to empty squares or onto capturable pieces. */
function slide(board: Uint8Array, out: number[], from: number, rays: readonly Int16Array[], enemies: number): void {
  for (let r = 0; r < rays.length; r++) {
    const ray = rays[r];
    for (let i = 0; i < ray.length; i++) {
      const to = ray[i];
      const c = board[to];
      if (c === 0) out.push(from | (to << 7));
      else {
        // capturable: an enemy piece other than a King (Kings are never captured)
        if ((enemies >> ((c >> 4) & 3)) & 1 && (c & 15) !== K) out.push(from | (to << 7));
        break;
      }
    }
  }
}

/** Appends the leaps from `from` to empty squares or onto capturable pieces. */
function leap(board: Uint8Array, out: number[], from: number, targets: Int16Array, enemies: number): void {
  for (let i = 0; i < targets.length; i++) {
    const to = targets[i];
    const c = board[to];
    if (c === 0 || ((enemies >> ((c >> 4) & 3)) & 1 && (c & 15) !== K)) out.push(from | (to << 7));
  }
}

/** Board moves of `seat` ignoring its own King's safety. */
export function pseudoMoves(g: Game, seat: number, out: number[] = []): number[] {
  const board = g.board;
  const enemies = enemyMask(g, seat);
  for (let from = 0; from < 100; from++) {
    const code = board[from];
    if (code === 0 || ((code >> 4) & 3) !== seat) continue;
    switch (code & 15) {
      case K:
        leap(board, out, from, KING_STEPS_[from], enemies);
        break;
      case T:
        slide(board, out, from, ORTHOGONAL_RAYS_[from], enemies);
        slide(board, out, from, DIAGONAL_RAYS_[from], enemies);
        break;
      case A:
        slide(board, out, from, ORTHOGONAL_RAYS_[from], enemies);
        break;
      case C:
        slide(board, out, from, DIAGONAL_RAYS_[from], enemies);
        break;
      case E:
        leap(board, out, from, KNIGHT_[from], enemies);
        break;
      case S:
        slide(board, out, from, ORTHOGONAL_RAYS_[from], enemies);
        slide(board, out, from, DIAGONAL_RAYS_[from], enemies);
        leap(board, out, from, KNIGHT_[from], enemies);
        break;
      case P: {
        const targets = PLANE_TARGETS_[from];
        const strict = g.options.planeNeedsEmptyIntermediate;
        for (let i = 0; i < targets.length; i++) {
          const to = targets[i];
          const c = board[to];
          if (
            (c === 0 || ((enemies >> ((c >> 4) & 3)) & 1 && (c & 15) !== K)) &&
            (!strict || planeRouteOpen(g, PLANE_MIDDLES_[from][i]))
          )
            out.push(from | (to << 7));
        }
        break;
      }
      case M: {
        const steps = KING_STEPS_[from];
        for (let i = 0; i < steps.length; i++) {
          const to = steps[i];
          const c = board[to];
          if (c === 0 || ((enemies >> ((c >> 4) & 3)) & 1 && (c & 15) !== K)) push(out, seat, M, from, to, 0);
        }
        const two = STEP_TWO_[seat][from];
        if (!(code & MOVED_BIT) && two >= 0 && board[STEP_ONE_[seat][from]] === 0 && board[two] === 0)
          push(out, seat, M, from, two, DOUBLE_STEP);
        break;
      }
      case G: {
        const one = STEP_ONE_[seat][from];
        if (one >= 0 && board[one] === 0) {
          push(out, seat, G, from, one, 0);
          const two = STEP_TWO_[seat][from];
          if (!(code & MOVED_BIT) && two >= 0 && board[two] === 0) push(out, seat, G, from, two, DOUBLE_STEP);
        }
        const caps = GUARD_CAPTURES_[seat][from];
        for (let i = 0; i < caps.length; i++) {
          const to = caps[i];
          const c = board[to];
          if (c !== 0) {
            if ((enemies >> ((c >> 4) & 3)) & 1 && (c & 15) !== K) push(out, seat, G, from, to, 0);
          } else if (enPassantVictim(g, to, enemies) >= 0) push(out, seat, G, from, to, EN_PASSANT);
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
  const ep = g.ep;
  for (let seat = 0; seat < 4; seat++) {
    if (ep[seat] !== skipped || !((enemies >> seat) & 1)) continue;
    const at = STEP_ONE_[seat][skipped];
    const c = g.board[at];
    if (c !== 0 && ((c >> 4) & 3) === seat && (c & 15) === G) return at;
  }
  return -1;
}

/**
 * Plays a move on the board only (no turn logic) and writes what unmakeBoard needs into
 * `undo` at `at`: captured code, captured square, moved code. Keeps king squares and counts.
 */
export function makeBoard(g: Game, m: number, undo: Int32Array, at: number): void {
  const board = g.board;
  const from = m & 127;
  const to = (m >> 7) & 127;
  const code = board[from];
  const seat = (code >> 4) & 3;
  const capSq = (m >> 18) & EN_PASSANT ? enPassantVictim(g, to, enemyMask(g, seat)) : to;
  const captured = board[capSq];
  undo[at] = captured;
  undo[at + 1] = capSq;
  undo[at + 2] = code;
  if (captured) {
    board[capSq] = 0;
    g.counts[(captured >> 4) & 3]--;
  }
  board[from] = 0;
  const promotion = ((m >> 14) & 15) - 1;
  const type = promotion >= 0 ? promotion : code & 15;
  // the moved bit is kept for guards and machine guns only (pieces.ts)
  board[to] = 0x80 | (type === G || type === M ? MOVED_BIT : 0) | (seat << 4) | type;
  if ((code & 15) === K) g.king[seat] = to;
}

export function unmakeBoard(g: Game, m: number, undo: Int32Array, at: number): void {
  const board = g.board;
  const from = m & 127;
  const to = (m >> 7) & 127;
  const captured = undo[at];
  const code = undo[at + 2];
  board[to] = 0;
  board[from] = code;
  if (captured) {
    board[undo[at + 1]] = captured;
    g.counts[(captured >> 4) & 3]++;
  }
  if ((code & 15) === K) g.king[(code >> 4) & 3] = from;
}

const scratch = new Int32Array(3);

/**
 * Legal board moves of `seat`: a great power may not leave its King attacked (§7).
 *
 * Each pseudo-legal move is tried on the board, except where the answer is known: with the King
 * not attacked, a piece that shields it from no enemy rider cannot uncover one by leaving, and
 * leapers attack from where they stand whatever moves — so its moves are legal. A shield is the
 * first piece of the seat on a line from the King with an enemy tank, artillery, cyclist or
 * submarine next behind it, moving that way. Still tried: King moves, en passant (it empties a
 * second square) and, with `planeNeedsEmptyIntermediate`, moves from a knight's step of the
 * King (leaving may open a plane's route).
 */
export function legalMoves(g: Game, seat: number, out: number[] = []): number[] {
  out.length = 0;
  const moves = pseudoMoves(g, seat, out);
  const king = g.king[seat];
  if (seat > 1 || king < 0) return moves;
  const enemies = enemyMask(g, seat);
  const quiet = !attacked(g, king, enemies);
  const shields = quiet ? shieldsOf(g, king, seat, enemies) : 0;
  const kx = king % 10;
  const ky = (king / 10) | 0;
  const planeRoutes = g.options.planeNeedsEmptyIntermediate;
  let n = 0;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    const from = m & 127;
    if (quiet && from !== king && !((m >> 18) & EN_PASSANT) && !isShield(from, shields)) {
      const dx = Math.abs((from % 10) - kx);
      const dy = Math.abs(((from / 10) | 0) - ky);
      if (!(planeRoutes && ((dx === 1 && dy === 2) || (dx === 2 && dy === 1)))) {
        moves[n++] = m;
        continue;
      }
    }
    makeBoard(g, m, scratch, 0);
    const safe = !attacked(g, g.king[seat], enemies);
    unmakeBoard(g, m, scratch, 0);
    if (safe) moves[n++] = m;
  }
  moves.length = n;
  return moves;
}

/** Squares of the shields found by `shieldsOf` (at most one per direction). */
const shieldSquares = new Int16Array(8);

/** Finds the King's shields (see legalMoves) into shieldSquares; returns how many. */
function shieldsOf(g: Game, king: number, seat: number, enemies: number): number {
  const board = g.board;
  let count = 0;
  for (let orthogonal = 0; orthogonal < 2; orthogonal++) {
    const rays = orthogonal ? ORTHOGONAL_RAYS_[king] : DIAGONAL_RAYS_[king];
    for (let r = 0; r < rays.length; r++) {
      const ray = rays[r];
      let shield = -1;
      for (let i = 0; i < ray.length; i++) {
        const c = board[ray[i]];
        if (c === 0) continue;
        if (shield < 0) {
          if (((c >> 4) & 3) !== seat) break;
          shield = ray[i];
          continue;
        }
        const t = c & 15;
        const rider = t === T || t === S || (orthogonal ? t === A : t === C);
        if ((enemies >> ((c >> 4) & 3)) & 1 && rider) shieldSquares[count++] = shield;
        break;
      }
    }
  }
  return count;
}

function isShield(square: number, count: number): boolean {
  for (let i = 0; i < count; i++) if (shieldSquares[i] === square) return true;
  return false;
}
