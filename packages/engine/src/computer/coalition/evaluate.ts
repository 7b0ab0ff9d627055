import type { Game } from '../../rules/coalition/game';
import { PIECE_VALUES } from './values';
import { teamsOf } from './teams';

/**
 * Static evaluation of a Coalition Chess position for one seat, in hundredths of a guard: its
 * team's material and position minus everyone else's (`teamsOf`). Material uses the measured values of values.ts. Position: guards are worth more the
 * nearer they are to promotion, and pieces near an opposing King press it — the game is won only
 * by mate, so a search that sees no mate yet should still close in; and a King needs air.
 */
const SQUARES = 100;
// Piece types (pieces.ts), spelled out: this is the hot path, and imported bindings cost a
// getter call each under CommonJS.
const KING = 0;
const GUARD = 6;
/** What a King loses for having 0, 1, 2 or 3+ empty squares around it. */
const AIRLESS = [150, 60, 20, 0];
/** The squares around each square (a King's steps). */
const KING_STEPS: readonly Int16Array[] = Array.from({ length: SQUARES }, (_, sq) => {
  const out: number[] = [];
  for (let df = -1; df <= 1; df++)
    for (let dr = -1; dr <= 1; dr++) {
      const f = (sq % 10) + df;
      const r = ((sq / 10) | 0) + dr;
      if ((df || dr) && f >= 0 && f < 10 && r >= 0 && r < 10) out.push(r * 10 + f);
    }
  return Int16Array.from(out);
});
/** How much a piece of each type presses a King it stands near (per step closer than 6). */
const PRESSURE = [0, 3, 2, 2, 1, 1, 0, 3, 2];
/** How far a guard of each seat on each square has advanced toward its far edge (0–9), index seat * 100 + square. */
const ADVANCE = Int8Array.from({ length: 400 }, (_, i) => {
  const seat = (i / 100) | 0;
  const sq = i % 100;
  return [(sq / 10) | 0, 9 - ((sq / 10) | 0), 9 - (sq % 10), sq % 10][seat];
});

const distance = (a: number, b: number): number =>
  Math.max(Math.abs((a % 10) - (b % 10)), Math.abs(((a / 10) | 0) - ((b / 10) | 0)));

/** Scratch per seat, reused between calls (one evaluation runs at a time). */
const worth = [0, 0, 0, 0];
const pressure = [0, 0, 0, 0, 0, 0, 0, 0];

export function evaluate(g: Game, seat: number): number {
  const { team, opponents } = teamsOf(g, seat);
  const board = g.board;
  const kings = g.king;
  worth.fill(0);
  pressure.fill(0);
  for (let sq = 0; sq < SQUARES; sq++) {
    const code = board[sq];
    if (code === 0) continue;
    const owner = (code >> 4) & 3;
    const type = code & 15;
    if (type === KING) continue;
    let value = PIECE_VALUES[type];
    if (type === GUARD) {
      const advance = ADVANCE[owner * 100 + sq];
      value += advance * advance;
    }
    worth[owner] += value;
    const press = PRESSURE[type];
    if (press) {
      for (let k = 0; k < 2; k++) {
        const ksq = kings[k];
        if (ksq < 0 || k === owner || g.partner[owner] === k) continue;
        const d = distance(sq, ksq);
        if (d < 6) pressure[owner * 2 + k] += press * (6 - d) * 4;
      }
    }
  }
  // A King walled in by its own pieces is mated by the first check a leaper gives (planes jump
  // from 32 squares and cannot be blocked): empty squares around it are worth keeping.
  for (let k = 0; k < 2; k++) {
    const ksq = kings[k];
    if (ksq < 0) continue;
    let empty = 0;
    const steps = KING_STEPS[ksq];
    for (let i = 0; i < steps.length; i++) if (board[steps[i]] === 0) empty++;
    worth[k] -= AIRLESS[Math.min(empty, 3)];
  }
  let score = 0;
  for (let s = 0; s < 4; s++) {
    const sign = (team >> s) & 1 ? 1 : (opponents >> s) & 1 ? -1 : 0;
    if (sign === 0) continue;
    score += sign * worth[s];
    // Pressure counts when it is on a King of the other side.
    for (let k = 0; k < 2; k++) {
      const against = (team >> k) & 1 ? -1 : (opponents >> k) & 1 ? 1 : 0;
      if (against !== 0 && sign === against) score += sign * pressure[s * 2 + k];
    }
  }
  return score;
}

/** Material only, for the greedy level (hundredths of a guard, team minus opponents). */
export function materialFor(g: Game, seat: number): number {
  const { team, opponents } = teamsOf(g, seat);
  let score = 0;
  for (let sq = 0; sq < SQUARES; sq++) {
    const code = g.board[sq];
    if (code === 0) continue;
    const owner = (code >> 4) & 3;
    const value = PIECE_VALUES[code & 15];
    if ((team >> owner) & 1) score += value;
    else if ((opponents >> owner) & 1) score -= value;
  }
  return score;
}
