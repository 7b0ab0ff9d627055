import type { Action } from '../core/action';
import { fail, ok, type Result } from '../core/result';
import { arrangeBoard } from './arrangement';
import { coalitionPossible, formCoalition } from './coalitions';
import { bit, type Game } from './game';
import { GEOMETRY, IN_AREA } from './layout';
import { attacked, enemyMask, kingAttacked, legalMoves } from './move-generation';
import { matchMove, parseMove } from './move-notation';
import { finish, winnersAgainst } from './outcome';
import { BLACK, CYCLIST, GREEN, isGreatPower, MACHINE_GUN, RED, seatIndex, seatOf, typeOf, YELLOW } from './pieces';
import { drawClaimable, repetitions } from './repetition';
import { actor, eliminate, endTurnWithoutMove, playMove, scheduleCheckAnswers, settle } from './turn-flow';

/**
 * One handler per action of §10 / action.ts. Each checks the action against the rules and
 * changes the Game in place, or returns the error (and leaves the caller to drop the Game).
 * Returns whether the position changed (for the repetition history).
 */
type Handler = (g: Game, action: Action, seat: number) => Result<boolean>;

const undo = new Int32Array(3);

/** The seat must be the one acting on its regular turn (not answering a check). */
function regularTurnOf(g: Game, seat: number, what: string): Result<true> {
  const who = actor(g);
  if (!who || who.seat !== seat)
    return fail('NOT_YOUR_TURN', `${what}: it is not ${seatName(seat)}'s turn`, 'coalition.md §5');
  if (who.answer)
    return fail('NOT_YOUR_TURN', `${what}: ${seatName(seat)} must answer the check with a move`, 'coalition.md §7');
  return ok(true);
}

const seatName = (seat: number) => ['yellow', 'black', 'green', 'red'][seat];

const move: Handler = (g, action, seat) => {
  if (action.type !== 'move') return ok(false);
  if (g.phase === 'setup')
    return fail('WRONG_PHASE', 'the set-up phase comes first: arrangements, no moves', 'coalition.md §4');
  const who = actor(g)!;
  if (action.seat !== undefined && seat !== who.seat)
    return fail('NOT_YOUR_TURN', `${seatName(who.seat)} must move now`, 'coalition.md §5');
  const parsed = typeof action.move === 'string' ? parseMove(action.move) : undefined;
  if (!parsed)
    return fail('BAD_NOTATION', `"${String(action.move)}" is not a move like e2e4 or d9d10=T`, 'coalition.md §10');
  const code = g.board[parsed.from];
  const legal = legalMoves(g, who.seat, []);
  const m = matchMove(legal, parsed, code !== 0 && typeOf(code) === MACHINE_GUN);
  if (m === undefined)
    return fail('ILLEGAL_MOVE', `${action.move} is not a legal move of ${seatName(who.seat)} now`, 'coalition.md §2');
  playMove(g, m, undo, 0);
  return ok(true);
};

const declare: Handler = (g, action, seat) => {
  if (action.type !== 'declare') return ok(false);
  const ally = seatIndex(action.ally);
  if (ally < 0) return fail('BAD_ACTION', 'declare needs "ally": yellow, black, green or red');
  if (g.phase !== 'active' || g.round > 3)
    return fail('WRONG_PHASE', 'coalitions are declared in rounds 1–3', 'coalition.md §6');
  const turn = regularTurnOf(g, seat, 'declare');
  if (!turn.ok) return turn;
  if (isGreatPower(seat)) return fail('ILLEGAL_MOVE', 'only a small power declares a coalition', 'coalition.md §6');
  if (!coalitionPossible(g, seat, ally))
    return fail(
      'ILLEGAL_MOVE',
      `a coalition of ${seatName(seat)} and ${seatName(ally)} is not possible`,
      'coalition.md §6',
    );
  formCoalition(g, seat, ally, 'declaration');
  scheduleCheckAnswers(g, seat);
  settle(g); // the declaration does not use up the move, but partners may now block every move
  return ok(true); // coalitions are part of the repetition key
};

const arrange: Handler = (g, action, seat) => {
  if (action.type !== 'arrange') return ok(false);
  if (g.out & bit(seat)) return fail('WRONG_PHASE', `${seatName(seat)} has left the game`, 'coalition.md §11.14');
  if (g.phase === 'setup') {
    const smallDone = (bit(BLACK) | bit(GREEN) | bit(RED)) & ~(g.setupDone | g.out);
    if (g.setupDone & bit(seat)) return fail('WRONG_PHASE', `${seatName(seat)} has already set up`, 'coalition.md §4');
    if (seat === YELLOW && smallDone)
      return fail('NOT_YOUR_TURN', 'Yellow sets up after Black, Green and Red', 'coalition.md §4');
  } else {
    if (g.round > 3) return fail('WRONG_PHASE', 're-arrangement is possible in rounds 1–3 only', 'coalition.md §5');
    const turn = regularTurnOf(g, seat, 'arrange');
    if (!turn.ok) return turn;
    if (seat === YELLOW) return fail('BAD_ARRANGEMENT', 'Yellow may not re-arrange', 'coalition.md §5');
    if (!(g.arrangeLeft & bit(seat)))
      return fail('BAD_ARRANGEMENT', `${seatName(seat)} has already re-arranged`, 'coalition.md §5');
    if (isGreatPower(seat) && kingAttacked(g, seat))
      return fail('BAD_ARRANGEMENT', 'a re-arrangement is never an answer to a check', 'coalition.md §11.10');
  }
  const next = arrangeBoard(g.board, seat, action.placement);
  if (!next.ok) return next;
  const before = Array.from(g.board);
  g.board.set(next.value);
  g.recount();
  if (isGreatPower(seat) && kingAttacked(g, seat)) {
    g.board.set(before);
    g.recount();
    return fail('BAD_ARRANGEMENT', 'the arrangement leaves the own King attacked', 'coalition.md §11.10');
  }
  g.emit({ type: 'arranged', seat: seatName(seat) });
  // No reset of the repetition history: a re-arranged piece can move back (§11.15), and in the
  // set-up phase there is no history yet.
  if (g.phase === 'setup') {
    g.setupDone |= bit(seat);
    if (seat === YELLOW) {
      // Yellow's set-up ends the phase; a King it attacks answers as after a move (§11.10).
      g.phase = 'active';
      g.round = 1;
      g.pointer = 0;
      g.emit({ type: 'round-started', round: 1 });
      scheduleCheckAnswers(g, YELLOW);
      settle(g);
    }
    return ok(true);
  }
  g.arrangeLeft &= ~bit(seat);
  endTurnWithoutMove(g, seat, true);
  return ok(true);
};

const pass: Handler = (g, action, seat) => {
  if (action.type !== 'pass') return ok(false);
  if (!g.options.openingPasses)
    return fail('ILLEGAL_MOVE', 'passing needs the option openingPasses', 'coalition.md §5');
  if (g.phase !== 'active' || g.round > 3)
    return fail('WRONG_PHASE', 'a party may pass in rounds 1–3 only', 'coalition.md §5');
  const turn = regularTurnOf(g, seat, 'pass');
  if (!turn.ok) return turn;
  if (isGreatPower(seat) && kingAttacked(g, seat))
    return fail('ILLEGAL_MOVE', 'no pass while in check', 'coalition.md §11.9');
  g.emit({ type: 'passed', seat: seatName(seat), forced: false });
  endTurnWithoutMove(g, seat, false);
  return ok(true);
};

const cyclist: Handler = (g, action, seat) => {
  if (action.type !== 'cyclist') return ok(false);
  const rule = 'coalition.md §9';
  if (!g.options.cyclistColourChange)
    return fail('ILLEGAL_MOVE', 'the cyclist colour change needs the option cyclistColourChange', rule);
  if (!isGreatPower(seat)) return fail('ILLEGAL_MOVE', 'only Yellow and Black have cyclists', rule);
  if (g.phase !== 'active' || g.round > 3)
    return fail('WRONG_PHASE', 'the cyclist colour change is possible in rounds 1–3 only', rule);
  const turn = regularTurnOf(g, seat, 'cyclist');
  if (!turn.ok) return turn;
  if (!(g.cyclistLeft & bit(seat)))
    return fail('ILLEGAL_MOVE', `${seatName(seat)} has already changed its cyclist's colour`, rule);
  if (kingAttacked(g, seat))
    return fail('ILLEGAL_MOVE', 'the cyclist change is no move and never answers a check', 'coalition.md §11.13');
  const to = typeof action.square === 'string' ? GEOMETRY.parseSquare(action.square) : undefined;
  if (to === undefined) return fail('BAD_NOTATION', 'cyclist needs "square", e.g. "e2"', 'coalition.md §11.12');
  const cyclists: number[] = [];
  g.board.forEach((code, sq) => code && seatOf(code) === seat && typeOf(code) === CYCLIST && cyclists.push(sq));
  if (cyclists.length !== 1)
    return fail('ILLEGAL_MOVE', `${seatName(seat)} has ${cyclists.length} cyclists, not one`, rule);
  const from = cyclists[0];
  if (!IN_AREA[seat][to] || g.board[to] !== 0)
    return fail('ILLEGAL_MOVE', `${action.square} is not an empty square of the set-up area`, rule);
  if (GEOMETRY.isLight(to) === GEOMETRY.isLight(from))
    return fail('ILLEGAL_MOVE', 'the cyclist must change its colour', rule);
  g.board[to] = g.board[from];
  g.board[from] = 0;
  if (attacked(g, g.king[seat], enemyMask(g, seat))) {
    g.board[from] = g.board[to];
    g.board[to] = 0;
    return fail('ILLEGAL_MOVE', 'the change leaves the own King attacked', 'coalition.md §7');
  }
  g.cyclistLeft &= ~bit(seat);
  g.emit({ type: 'arranged', seat: seatName(seat) });
  settle(g); // the move is still to come (§9: in addition to it)
  return ok(true);
};

const resign: Handler = (g, action, seat) => {
  if (action.type !== 'resign') return ok(false);
  if (g.out & bit(seat)) return fail('WRONG_PHASE', `${seatName(seat)} has left the game`, 'coalition.md §8');
  const reason = action.reason === 'timeout' ? 'timeout' : 'resignation';
  if (isGreatPower(seat)) {
    finish(g, reason, winnersAgainst(g, seat));
    return ok(false);
  }
  eliminate(g, seat, 'resigned');
  if (g.phase === 'active') {
    scheduleCheckAnswers(g, seat); // its pieces leave: lines open
    settle(g);
  }
  return ok(true);
};

/** Seats still in the game that have not agreed yet; the offer is accepted when none are left. */
const holdouts = (g: Game): number => 15 & ~g.out & ~(g.drawOffer?.agreed ?? 0);

const offerDraw: Handler = (g, _action, seat) => {
  if (g.out & bit(seat)) return fail('WRONG_PHASE', `${seatName(seat)} has left the game`, 'coalition.md §8');
  if (g.drawOffer)
    return fail('WRONG_PHASE', 'a draw offer is already pending; accept or decline it', 'coalition.md §8');
  g.drawOffer = { by: seat, agreed: bit(seat) };
  g.emit({ type: 'draw-offered', seat: seatName(seat) });
  return ok(false);
};

const acceptDraw: Handler = (g, _action, seat) => {
  if (!g.drawOffer) return fail('NO_DRAW_OFFER', 'there is no draw offer to accept', 'coalition.md §8');
  if (g.out & bit(seat)) return fail('WRONG_PHASE', `${seatName(seat)} has left the game`, 'coalition.md §8');
  g.drawOffer = { ...g.drawOffer, agreed: g.drawOffer.agreed | bit(seat) };
  if (!holdouts(g)) finish(g, 'agreement');
  return ok(false);
};

const declineDraw: Handler = (g, _action, seat) => {
  if (!g.drawOffer) return fail('NO_DRAW_OFFER', 'there is no draw offer to decline', 'coalition.md §8');
  if (g.out & bit(seat)) return fail('WRONG_PHASE', `${seatName(seat)} has left the game`, 'coalition.md §8');
  g.drawOffer = null;
  g.emit({ type: 'draw-declined', seat: seatName(seat) });
  return ok(false);
};

const claimDraw: Handler = (g, _action, seat) => {
  if (g.phase !== 'active') return fail('WRONG_PHASE', 'a draw is claimed during play', 'coalition.md §8');
  if (actor(g)!.seat !== seat) return fail('NOT_YOUR_TURN', 'the party to act claims a draw', 'coalition.md §8');
  if (!drawClaimable(g))
    return fail('DRAW_NOT_CLAIMABLE', 'neither threefold repetition nor 50 quiet rounds', 'coalition.md §8');
  finish(g, repetitions(g) >= 3 ? 'threefold-repetition' : 'fifty-rounds');
  return ok(false);
};

export const HANDLERS: Record<Action['type'], Handler> = {
  move,
  declare,
  arrange,
  pass,
  cyclist,
  resign,
  'offer-draw': offerDraw,
  'accept-draw': acceptDraw,
  'decline-draw': declineDraw,
  'claim-draw': claimDraw,
};
