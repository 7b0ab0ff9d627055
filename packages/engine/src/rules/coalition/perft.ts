import { Game } from './game';
import { legalMoves, unmakeBoard } from './move-generation';
import { formatMove } from './move-notation';
import { actor, playMove } from './turn-flow';

/**
 * perft for Coalition Chess (docs/architecture.md): counts sequences of board moves; out-of-turn
 * answers are plies, forced passes and skipped turns are applied by the turn flow and are no
 * ply. Moves are made and unmade on one Game; only the small turn record is copied per node.
 */
export interface Control {
  pointer: number;
  phase: Game['phase'];
  round: number;
  pending: number[];
  deferred: number[];
  skip: number;
  partner: number[];
  coalitions: Game['coalitions'];
  out: number;
  ep: number[];
  lastResetRound: number;
  plies: number;
  result: Game['result'];
  counts: number[];
}

/** The turn record of a Game, to restore after a move is unmade (perft; the computer players' search). */
export function saveTurnState(g: Game): Control {
  return {
    pointer: g.pointer,
    phase: g.phase,
    round: g.round,
    pending: g.pending.slice(),
    deferred: g.deferred.slice(),
    skip: g.skip,
    partner: g.partner.slice(),
    coalitions: g.coalitions,
    out: g.out,
    ep: g.ep.slice(),
    lastResetRound: g.lastResetRound,
    plies: g.plies,
    result: g.result,
    counts: g.counts.slice(),
  };
}

export function restoreTurnState(g: Game, c: Control): void {
  g.pointer = c.pointer;
  g.phase = c.phase;
  g.round = c.round;
  g.pending = c.pending;
  g.deferred = c.deferred;
  g.skip = c.skip;
  g.partner = c.partner;
  g.coalitions = c.coalitions;
  g.out = c.out;
  g.ep = c.ep;
  g.lastResetRound = c.lastResetRound;
  g.plies = c.plies;
  g.result = c.result;
  for (let i = 0; i < 4; i++) g.counts[i] = c.counts[i];
  g.cachedMoves = null;
}

const UNDO_SLOTS = 3;

function count(g: Game, depth: number, undo: Int32Array, lists: number[][]): number {
  const who = actor(g);
  if (!who) return 0;
  const cached = g.cachedMoves;
  g.cachedMoves = null;
  if (depth === 1) return cached ? cached.length : legalMoves(g, who.seat, lists[depth]).length;
  let moves: number[];
  if (cached) {
    // settle() already generated them into a shared buffer: copy before the children reuse it
    moves = lists[depth];
    moves.length = cached.length;
    for (let i = 0; i < cached.length; i++) moves[i] = cached[i];
  } else moves = legalMoves(g, who.seat, lists[depth]);
  let nodes = 0;
  const at = depth * UNDO_SLOTS;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    const c = saveTurnState(g);
    playMove(g, m, undo, at);
    nodes += count(g, depth - 1, undo, lists);
    unmakeBoard(g, m, undo, at);
    restoreTurnState(g, c);
  }
  return nodes;
}

function prepare(g: Game, depth: number): { undo: Int32Array; lists: number[][] } {
  g.trackHistory = false;
  g.effects = null;
  return { undo: new Int32Array((depth + 1) * UNDO_SLOTS), lists: Array.from({ length: depth + 1 }, () => []) };
}

export function perftGame(g: Game, depth: number): number {
  if (depth <= 0) return 1;
  const { undo, lists } = prepare(g, depth);
  return count(g, depth, undo, lists);
}

export function perftDivideGame(g: Game, depth: number): Array<[string, number]> {
  const who = actor(g);
  if (!who || depth <= 0) return [];
  const { undo, lists } = prepare(g, depth);
  const moves = legalMoves(g, who.seat, []);
  const out: Array<[string, number]> = [];
  for (const m of moves) {
    const c = saveTurnState(g);
    playMove(g, m, undo, 0);
    out.push([formatMove(m), depth === 1 ? 1 : count(g, depth - 1, undo, lists)]);
    unmakeBoard(g, m, undo, 0);
    restoreTurnState(g, c);
  }
  return out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}
