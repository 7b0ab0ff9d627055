import { coalitionByMove, neutralSmallPower } from './coalitions';
import { bit, type Game } from './game';
import { DOUBLE_STEP, kingAttacked, legalMoves, makeBoard, moveFlags, moveFrom } from './move-generation';
import { finish, smallPowersAllied, winnersAgainst } from './outcome';
import {
  BLACK,
  EMPTY,
  GREEN,
  GUARD,
  isGreatPower,
  MACHINE_GUN,
  RED,
  SEAT_NAMES,
  seatOf,
  typeOf,
  YELLOW,
} from './pieces';
import { STEP_ONE } from './attack-tables';
import { SQUARES } from './layout';
import { formatMove } from './move-notation';

/**
 * Who acts when (§5, §7, §11.4–11.9): regular turns in playing order, out-of-turn check
 * answers before the next regular turn, skipped turns, forced passes, rounds and the end of the
 * coalition phase. Works on a Game in place; used by `apply` and by perft alike.
 */

export interface Actor {
  readonly seat: number;
  /** True for an out-of-turn check answer. */
  readonly answer: boolean;
}

/** The seat that must act now in an active, settled game. */
export function actor(g: Game): Actor | null {
  if (g.phase !== 'active') return null;
  if (g.pending.length > 0) return { seat: g.pending[0], answer: true };
  return { seat: g.turnSeat, answer: false };
}

/** Moves the regular-turn pointer on, past seats out of the game, counting rounds. */
export function advancePointer(g: Game): void {
  for (let guard = 0; guard < 8; guard++) {
    g.pointer++;
    if (g.pointer === g.order.length) {
      g.pointer = 0;
      g.round++;
      g.emit({ type: 'round-started', round: g.round });
      if (g.round === 4) g.coalitionPhaseEnded = true;
    }
    if (!(g.out & bit(g.turnSeat))) return;
  }
}

/** Ends the current regular turn; answers owed "after it" (§11.5) are due now. */
export function endRegularTurn(g: Game): void {
  if (g.deferred.length) {
    g.pending = [...g.pending, ...g.deferred];
    g.deferred = [];
  }
  advancePointer(g);
}

/**
 * The party that moves next anyway: the seat of the coming regular turn, looking past seats out
 * of the game and turns that will be skipped, but not past a forced pass (§11.8).
 */
export function nextRegularMover(g: Game): number {
  let skips = g.skip;
  let p = g.pointer;
  for (let i = 0; i < 12; i++) {
    const seat = g.order[p];
    if (!(g.out & bit(seat))) {
      if (skips & bit(seat)) skips &= ~bit(seat);
      else return seat;
    }
    p = (p + 1) % g.order.length;
  }
  return g.turnSeat;
}

/**
 * After a move or an arrangement by `mover`: drop owed answers whose check is gone (§11.4), and
 * schedule the answers of newly checked Kings (§7, §11.5).
 */
export function scheduleCheckAnswers(g: Game, mover: number): void {
  const stillChecked = (s: number) => kingAttacked(g, s);
  if (g.pending.length) g.pending = g.pending.filter(stillChecked);
  if (g.deferred.length) g.deferred = g.deferred.filter(stillChecked);
  const checked: number[] = [];
  const start = g.order.indexOf(mover);
  for (let i = 1; i <= g.order.length; i++) {
    const seat = g.order[(start + i) % g.order.length];
    if (seat === mover || !isGreatPower(seat) || g.pending.includes(seat) || g.deferred.includes(seat)) continue;
    if (stillChecked(seat)) checked.push(seat);
  }
  if (!checked.length) return;
  if (g.options.checkResponse === 'own-turn') {
    for (const seat of checked) g.emit({ type: 'check', seat: SEAT_NAMES[seat], answer: 'turn' });
    return;
  }
  const next = nextRegularMover(g);
  const nextFirst = checked[0] === next;
  for (const seat of checked) {
    if (seat === next) g.emit({ type: 'check', seat: SEAT_NAMES[seat], answer: 'turn' });
    else {
      if (nextFirst) g.deferred.push(seat);
      else g.pending.push(seat);
      g.emit({ type: 'check', seat: SEAT_NAMES[seat], answer: 'immediate' });
    }
  }
}

/** A small power leaves the game (§5, §8); against the small-power coalition that may end it. */
export function eliminate(g: Game, seat: number, reason: 'no-pieces' | 'resigned'): void {
  if (g.out & bit(seat)) return;
  g.out |= bit(seat);
  for (let sq = 0; sq < SQUARES; sq++) if (g.board[sq] && seatOf(g.board[sq]) === seat) g.board[sq] = EMPTY;
  g.counts[seat] = 0;
  g.ep[seat] = -1;
  g.emit({ type: 'eliminated', seat: SEAT_NAMES[seat], reason });
  // A party that leaves takes its own draw offer with it; its agreement to another's no longer counts.
  if (g.drawOffer)
    g.drawOffer = g.drawOffer.by === seat ? null : { ...g.drawOffer, agreed: g.drawOffer.agreed & ~bit(seat) };
  if (smallPowersAllied(g) && g.out & bit(GREEN) && g.out & bit(RED))
    finish(g, 'small-powers-captured', bit(YELLOW) | bit(BLACK));
}

/**
 * Plays a legal board move of the acting seat with all its consequences, then settles who acts
 * next. `undo` receives the board undo record (perft).
 */
export function playMove(g: Game, m: number, undo: Int32Array, at: number): void {
  const { seat, answer } = actor(g)!;
  const from = moveFrom(m);
  const type = typeOf(g.board[from]);
  makeBoard(g, m, undo, at);
  const captured = undo[at];
  const capturedSeat = captured ? seatOf(captured) : -1;
  g.plies++;
  if (g.effects)
    g.emit({
      type: 'moved',
      seat: SEAT_NAMES[seat],
      color: SEAT_NAMES[seat],
      move: formatMove(m),
      capture: captured !== 0,
    });
  // §11.7: moving out of turn ends the mover's en passant right; a new double step opens one.
  if (answer) g.ep[seat] = -1;
  if (type === GUARD && moveFlags(m) & DOUBLE_STEP) g.ep[seat] = STEP_ONE[seat][from];
  if (captured || type === GUARD || type === MACHINE_GUN) g.lastResetRound = g.round;
  // §11.15: only a capture or a guard move makes every earlier position unreachable; a machine
  // gun moves like a King and can step back, so the positions before its move still count.
  if ((captured || type === GUARD) && g.trackHistory) g.history = [];
  if (capturedSeat >= 0 && !isGreatPower(capturedSeat) && g.counts[capturedSeat] === 0) {
    eliminate(g, capturedSeat, 'no-pieces');
    if (g.phase !== 'active') return;
  }
  coalitionByMove(g, seat, capturedSeat);
  if (answer) {
    g.pending.shift();
    g.skip |= bit(seat); // §11.4: a flag, skips do not accumulate
  } else endRegularTurn(g);
  scheduleCheckAnswers(g, seat);
  settle(g);
}

/** Ends a regular turn without a board move (pass, re-arrangement) and settles. */
export function endTurnWithoutMove(g: Game, mover: number, checksMayArise: boolean): void {
  endRegularTurn(g);
  if (checksMayArise) scheduleCheckAnswers(g, mover);
  settle(g);
}

const scratchMoves: number[] = [];

/**
 * Brings the game to the point where someone must choose: plays skipped turns and forced passes
 * (§11.9), finds mates and stalemates, and ends the coalition phase after round 3 (§11.6).
 */
export function settle(g: Game): void {
  let passes = 0;
  g.cachedMoves = null;
  while (g.phase === 'active') {
    if (g.coalitionPhaseEnded) {
      g.coalitionPhaseEnded = false;
      endCoalitionPhase(g);
      continue;
    }
    // §5: a round is complete when each party still in the game has had its turn, so a regular
    // turn whose party left (resigned, or lost its last piece to an answer) is passed at once,
    // before any answer still owed — at the end of round 3 that is §11.6, owed answers unplayed.
    if (g.out & bit(g.turnSeat)) {
      advancePointer(g);
      continue;
    }
    if (g.pending.length) {
      const seat = g.pending[0];
      if (!kingAttacked(g, seat)) {
        g.pending.shift();
        continue;
      }
      if (legalMoves(g, seat, scratchMoves).length === 0) finish(g, 'checkmate', winnersAgainst(g, seat));
      else g.cachedMoves = scratchMoves;
      return;
    }
    const seat = g.turnSeat;
    g.ep[seat] = -1; // §11.7: the right ends when the double-stepper's turn comes, even a skipped one
    if (g.skip & bit(seat)) {
      g.skip &= ~bit(seat);
      g.emit({ type: 'passed', seat: SEAT_NAMES[seat], forced: true });
      endRegularTurn(g);
      continue;
    }
    if (legalMoves(g, seat, scratchMoves).length > 0) {
      g.cachedMoves = scratchMoves;
      return;
    }
    if (isGreatPower(seat) && kingAttacked(g, seat)) return finish(g, 'checkmate', winnersAgainst(g, seat));
    if (isGreatPower(seat) && g.options.stalemate === 'draw') return finish(g, 'stalemate');
    // Nobody can move at all: without this the forced passes would go round for ever.
    if (++passes > 8) return finish(g, 'stalemate');
    g.emit({ type: 'passed', seat: SEAT_NAMES[seat], forced: true });
    endRegularTurn(g);
  }
}

/**
 * §11.6: after the last regular turn of round 3, a great power that must act next, in check
 * without an answer, is mated at once; otherwise a neutral small power aborts the game.
 */
function endCoalitionPhase(g: Game): void {
  const next = g.pending.length ? g.pending[0] : nextRegularMover(g);
  if (isGreatPower(next) && kingAttacked(g, next) && legalMoves(g, next, scratchMoves).length === 0) {
    finish(g, 'checkmate', winnersAgainst(g, next));
    return;
  }
  if (neutralSmallPower(g)) finish(g, 'neutrality');
}
