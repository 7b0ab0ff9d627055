import { ACTION_TYPES, type Action } from '../core/action';
import type { Effect } from '../core/effect';
import { fail, ok, type Result } from '../core/result';
import type { ApplyContext, StartPosition, Variant } from '../core/variant';
import { HANDLERS } from './actions';
import { bit, Game } from './game';
import { DEFAULT_ARRAY, GEOMETRY } from './layout';
import { actor } from './turn-flow';
import { kingAttacked, legalMoves } from './move-generation';
import { formatMove } from './move-notation';
import { makePosition, parsePosition } from './notation';
import { normalizeCoalitionOptions, parseCoalitionOptions, type CoalitionOptions } from './options';
import { finish } from './outcome';
import { perftDivideGame, perftGame } from './perft';
import { BLACK, GREEN, pieceCode, RED, SEAT_NAMES, seatIndex, YELLOW } from './pieces';
import { quietRounds, repetitionKey, repetitions } from './repetition';
import { type CoalitionRules, NEWEST_COALITION_RULES } from './rules-edition';
import type { CoalitionState } from './state';
import { settle } from './turn-flow';
import { playingOrder } from './playing-order';
import { gameView } from './view';

/** The game at the start: the default array, in the set-up phase unless `setupPhase` is false (§3, §4). */
export function initialGame(options: CoalitionOptions, setupPhase = options.setupPhase): Game {
  const g = new Game(options);
  for (const [seat, type, sq] of DEFAULT_ARRAY) g.board[sq] = pieceCode(seat, type);
  g.recount();
  g.arrangeLeft = bit(BLACK) | bit(GREEN) | bit(RED);
  g.cyclistLeft = bit(YELLOW) | bit(BLACK);
  g.phase = setupPhase ? 'setup' : 'active';
  if (!setupPhase) {
    settle(g);
    g.history = [repetitionKey(g)];
  }
  return g;
}

/** After an action that changed the position: record it and apply the automatic draws of §8. */
function recordPosition(g: Game, automaticDraws: boolean): void {
  if (g.phase !== 'active') return;
  g.history = [...g.history, repetitionKey(g)];
  if (!automaticDraws) return;
  if (repetitions(g) >= 5) finish(g, 'fivefold-repetition');
  else if (quietRounds(g) >= 75) finish(g, 'seventy-five-rounds');
}

function applyAction(
  state: CoalitionState,
  action: Action,
  context?: ApplyContext,
): Result<{ state: CoalitionState; effects: Effect[] }> {
  if (typeof action !== 'object' || action === null || !ACTION_TYPES.includes(action.type))
    return fail('BAD_ACTION', `unknown action; types: ${ACTION_TYPES.join(', ')}`);
  const seatName = (action as { seat?: unknown }).seat;
  const needsSeat = action.type !== 'move';
  if ((needsSeat || seatName !== undefined) && seatIndex(seatName) < 0)
    return fail('BAD_ACTION', `"${action.type}" needs "seat": ${SEAT_NAMES.join(', ')}`);
  if (state.phase === 'finished' || state.phase === 'aborted') return fail('GAME_OVER', 'the game has ended');
  // perft (and its --moves) starts from the default array with Yellow to move whatever
  // setupPhase says (docs/architecture.md), so a board move in the set-up phase starts there.
  const g =
    context?.ignoreAutomaticDraws && state.phase === 'setup' && action.type === 'move'
      ? initialGame(state.options, false)
      : Game.fromState(state);
  const effects: Effect[] = [];
  g.effects = effects;
  const seat = seatName === undefined ? (actor(g)?.seat ?? -1) : seatIndex(seatName);
  const done = HANDLERS[action.type](g, action, seat);
  if (!done.ok) return done;
  if (done.value) recordPosition(g, !context?.ignoreAutomaticDraws);
  return ok({ state: g.toState(), effects });
}

/** Coalition Chess under one edition of its rules: its options carry the edition's switches. */
export function coalitionEdition(rules: CoalitionRules): Variant<CoalitionState, CoalitionOptions> {
  return {
    ...coalitionRules,
    edition: `coalition/${rules.edition}`,
    parseOptions: (raw) => parseCoalitionOptions(raw, rules),
  };
}

const coalitionRules: Omit<Variant<CoalitionState, CoalitionOptions>, 'edition' | 'parseOptions'> = {
  id: 'coalition',
  seats: SEAT_NAMES,
  normalizeOptions: normalizeCoalitionOptions,

  initial(options: CoalitionOptions, start?: StartPosition): Result<CoalitionState> {
    if (start?.fen !== undefined)
      return fail('BAD_POSITION', 'Coalition Chess starts from a position text, not a FEN', 'coalition.md §10');
    if (start?.position !== undefined) {
      const parsed = parsePosition(start.position, options);
      if (!parsed.ok || parsed.value.phase !== 'active') return parsed;
      // A hand-written position may stop at a turn that is skipped, passed or lost; settle it
      // as the engine would (a no-op for any state the engine wrote itself).
      const g = Game.fromState(parsed.value);
      settle(g);
      return ok(g.toState());
    }
    return ok(initialGame(options).toState());
  },

  apply: applyAction,
  view: gameView,
  playingOrder,

  checkedKings(state: CoalitionState): readonly string[] {
    const g = Game.fromState(state);
    return [YELLOW, BLACK]
      .filter((s) => !(g.out & bit(s)) && kingAttacked(g, s))
      .map((s) => GEOMETRY.makeSquare(g.king[s]));
  },

  legalMoves(state: CoalitionState, seat?: string): readonly string[] {
    const g = Game.fromState(state);
    const who = actor(g);
    if (!who || (seat !== undefined && seatIndex(seat) !== who.seat)) return [];
    return legalMoves(g, who.seat, []).map(formatMove).sort();
  },

  serialize: makePosition,
  deserialize: parsePosition,

  // docs/architecture.md: coalition perft starts from the default array with Yellow to move,
  // whatever setupPhase says, so a state still in the set-up phase counts from there.
  perft(state: CoalitionState, depth: number): number {
    return perftGame(state.phase === 'setup' ? initialGame(state.options, false) : Game.fromState(state), depth);
  },
  perftDivide(state: CoalitionState, depth: number) {
    return perftDivideGame(state.phase === 'setup' ? initialGame(state.options, false) : Game.fromState(state), depth);
  },
};

/** Coalition Chess under the newest edition of its rules. */
export const coalitionVariant = coalitionEdition(NEWEST_COALITION_RULES);
