import type { Action } from '../../rules/core/action';
import { bit, Game } from '../../rules/coalition/game';
import { legalMoves, unmakeBoard } from '../../rules/coalition/move-generation';
import { points } from '../../rules/coalition/outcome';
import { restoreTurnState, saveTurnState } from '../../rules/coalition/perft';
import { BLACK, GREEN, RED, SEAT_NAMES, seatIndex, typeOf, YELLOW } from '../../rules/coalition/pieces';
import { drawClaimable } from '../../rules/coalition/repetition';
import type { CoalitionState } from '../../rules/coalition/state';
import { actor, playMove } from '../../rules/coalition/turn-flow';
import { coalitionVariant } from '../../rules/coalition/variant';
import type { Choice } from '../chess007/player';
import type { Deadline } from '../budget';
import type { Level } from '../level';
import type { Random } from '../random';
import { chooseAlly, possibleAllies } from './alliance';
import { legalOnly, moveAction, passAllowed, turnCandidates } from './candidates';
import { materialFor } from './evaluate';
import { arrangement, randomPlacement } from './setup';
import { TeamSearch, WIN } from './team-search';
import { PIECE_VALUES } from './values';

/**
 * The Coalition Chess computer player: what a seat does now, at each level.
 *
 * - Set-up phase: an arrangement (setup.ts).
 * - A pending draw offer the seat has not agreed to: accept or decline (random: at random;
 *   greedy: accept when its coalition is behind in material; search: accept unless its search
 *   says it stands better by more than a guard).
 * - Its regular turn: random picks uniformly among every action it may take — each board move,
 *   each possible declaration, a pass (with `openingPasses`), each cyclist square (with
 *   `cyclistColourChange`) and a re-arrangement (§12, one candidate with a random placement).
 *   Greedy and search first declare a coalition when neutral (alliance.ts), claim a draw when
 *   one is claimable and they do not stand better, then move: greedy the best one-ply material
 *   gain for its coalition (a mate wins outright), search by `TeamSearch`; search also weighs
 *   a pass (with `openingPasses`) against its best move. Neither re-arranges nor changes its
 *   cyclist's colour: a move does more in every position we measured (docs).
 * - An out-of-turn check answer: a board move, chosen the same way.
 * Offers: search sometimes offers a draw in a level position late in the game (`wantsToOffer`).
 */
const DRAW_MARGIN = 100;

export function chooseCoalition(
  state: CoalitionState,
  seatName: string,
  level: Level,
  deadline: Deadline,
  random: Random,
): Choice {
  const seat = seatIndex(seatName);
  if (state.phase === 'finished' || state.phase === 'aborted') return { action: null };
  const g = Game.fromState(state);
  if (g.out & bit(seat)) return { action: null };
  if (g.drawOffer && !(g.drawOffer.agreed & bit(seat)))
    return { action: answerOffer(g, seat, level, deadline, random) };
  if (g.phase === 'setup') return setUp(state, g, seat, level, random);
  const who = actor(g);
  if (!who || who.seat !== seat) return { action: null };
  const moves = legalMoves(g, seat, []);
  if (level === 'random') return { action: random.pick(randomCandidates(state, g, seat, moves, who.answer, random)) };

  if (!who.answer) {
    const allies = g.round <= 3 ? possibleAllies(g, seat) : [];
    if (allies.length > 0) {
      const ally = chooseAlly(g, seat, allies, level, deadline, random);
      return { action: { type: 'declare', seat: seatName, ally: SEAT_NAMES[ally] } };
    }
  }
  if (moves.length === 0) return { action: null };
  if (level === 'greedy') {
    if (!who.answer && drawClaimable(g) && materialFor(g, seat) < 0)
      return { action: { type: 'claim-draw', seat: seatName } };
    const { move, gain } = greedyMove(g, seat, moves, random);
    return { action: moveAction(move), score: gain };
  }
  const outcome = new TeamSearch(g, seat, deadline, random).run(moves);
  if (outcome.move < 0) {
    // Out of time before a single move was searched (a starved machine): play greedy.
    const { move, gain } = greedyMove(g, seat, moves, random);
    return { action: moveAction(move), score: gain };
  }
  if (!who.answer && drawClaimable(g) && outcome.score <= DRAW_MARGIN)
    return { action: { type: 'claim-draw', seat: seatName }, score: outcome.score };
  if (!who.answer && wantsToOffer(g, outcome.score, random))
    return { action: { type: 'offer-draw', seat: seatName }, score: outcome.score };
  if (!who.answer && passAllowed(g, seat)) {
    const pass = passValue(state, seat, deadline, random);
    if (pass !== undefined && pass > outcome.score) return { action: { type: 'pass', seat: seatName }, score: pass };
  }
  return { action: moveAction(outcome.move), score: outcome.score, depth: outcome.depth };
}

/**
 * A draw offer in a level position from round 40 on, every tenth round, and then only with
 * probability 1/3: the state does not record a declined offer, so a rule without chance would
 * offer again at once after every decline.
 */
function wantsToOffer(g: Game, score: number, random: Random): boolean {
  return !g.drawOffer && g.round >= 40 && g.round % 10 === 0 && Math.abs(score) <= DRAW_MARGIN && random.next() < 1 / 3;
}

function setUp(state: CoalitionState, g: Game, seat: number, level: Level, random: Random): Choice {
  return { action: mayArrangeNow(g, seat) ? arrangement(state, seat, level, random) : null };
}

/** In the set-up phase: Black, Green and Red first, in any order; Yellow after all three (§4). */
export function mayArrangeNow(g: Game, seat: number): boolean {
  const waiting = [BLACK, GREEN, RED].filter((s) => !(g.setupDone & bit(s)) && !(g.out & bit(s)));
  return waiting.length > 0 ? waiting.includes(seat) : seat === YELLOW && !(g.setupDone & bit(YELLOW));
}

function answerOffer(g: Game, seat: number, level: Level, deadline: Deadline, random: Random): Action {
  let accept: boolean;
  if (level === 'random') accept = random.next() < 0.5;
  else if (level === 'greedy') accept = materialFor(g, seat) < 0;
  else accept = g.phase !== 'active' || new TeamSearch(g, seat, deadline, random).value(8) <= DRAW_MARGIN;
  return { type: accept ? 'accept-draw' : 'decline-draw', seat: SEAT_NAMES[seat] };
}

/** Every action the seat may take now, each one candidate (the random level picks uniformly). */
function randomCandidates(
  state: CoalitionState,
  g: Game,
  seat: number,
  moves: readonly number[],
  answering: boolean,
  random: Random,
): Action[] {
  const candidates = turnCandidates(state, g, seat, moves, answering, () => randomPlacement(state.board, seat, random));
  // Only actions the rules accept (a re-arrangement or cyclist square may expose the King).
  const legal = legalOnly(state, candidates);
  return legal.length ? legal : candidates;
}

/** The search's value of passing (§5, openingPasses): the position after the pass, searched. */
function passValue(state: CoalitionState, seat: number, deadline: Deadline, random: Random): number | undefined {
  const passed = coalitionVariant.apply(state, { type: 'pass', seat: SEAT_NAMES[seat] });
  if (!passed.ok) return undefined;
  return new TeamSearch(passed.value.state, seat, deadline.slice(0.5), random).value(6);
}

/**
 * The greedy level's move: the most valuable capture of an enemy piece for the seat's coalition;
 * a move that ends the game in the coalition's favour first (a mate), one that loses it last.
 * Ties at random.
 */
export function greedyMove(
  g: Game,
  seat: number,
  moves: readonly number[],
  random: Random,
): { move: number; gain: number } {
  const undo = new Int32Array(3);
  g.trackHistory = false;
  g.effects = null;
  let best: number[] = [];
  let bestGain = -Infinity;
  for (const m of moves) {
    const victim = g.board[(m >> 7) & 127];
    let gain = victim ? PIECE_VALUES[typeOf(victim)] : 0;
    const promotion = ((m >> 14) & 15) - 1;
    if (promotion >= 0) gain += PIECE_VALUES[promotion] - PIECE_VALUES[typeOf(g.board[m & 127])];
    const saved = saveTurnState(g);
    playMove(g, m, undo, 0);
    if (g.phase !== 'active') {
      const mine = points(g)[seat];
      gain = mine >= 6 ? WIN : mine === 2 ? gain : -WIN;
    }
    unmakeBoard(g, m, undo, 0);
    restoreTurnState(g, saved);
    if (gain > bestGain) {
      bestGain = gain;
      best = [m];
    } else if (gain === bestGain) best.push(m);
  }
  return { move: random.pick(best), gain: bestGain };
}
