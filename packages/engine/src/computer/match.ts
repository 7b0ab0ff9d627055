import type { Action } from '../rules/core/action';
import type { GameResult, GameView } from '../rules/core/view';
import { type AnyVariant, getVariant } from '../rules';
import type { Budget, Clock } from './budget';
import { systemClock } from './budget';
import { chooseAction } from './choose';
import type { Level } from './level';

/**
 * Seeded games between computer players (`entente match`, `npm run bench:bots`).
 *
 * Seats: `players` gives one level per seat in seat order (repeated when shorter than the
 * seats); game i rotates them by i seats, so over the games every level sits in every seat.
 * Every action goes through `chooseAction` on the engine's state text, as in a real game, and is
 * applied by the engine. A draw offer is answered by the other seats before play goes on.
 *
 * Games end by the rules (their automatic draws included). A game still running after
 * `maxPlies` half-moves is stopped and scored as a draw by agreement would be — an adjudication
 * for matches only, reported as `move-cap`, which the rules do not know.
 */
export interface MatchSettings {
  readonly variant: string;
  /** The rules edition to play (e.g. `coalition/1`); the variant's newest when absent. */
  readonly edition?: string;
  readonly options?: unknown;
  readonly players: readonly Level[];
  readonly games: number;
  readonly seed: number | string;
  readonly budget?: Budget;
  readonly maxPlies?: number;
  readonly clock?: Clock;
  /** Called after each game (the command line prints it at once). */
  readonly onGame?: (game: MatchGame) => void;
  /** Games to play, by index (default all): lets workers share a match. */
  readonly only?: (index: number) => boolean;
}

export interface MatchGame {
  readonly index: number;
  /** The level in each seat, in seat order. */
  readonly seats: Readonly<Record<string, Level>>;
  readonly result: GameResult;
  readonly adjudicated: boolean;
  readonly plies: number;
  /** The game's points summed per level. */
  readonly points: Readonly<Record<string, number>>;
  /** Milliseconds each chooseAction call took, per level. */
  readonly times: Readonly<Record<string, readonly number[]>>;
}

export const DEFAULT_MAX_PLIES: Readonly<Record<string, number>> = { '007': 600, coalition: 800 };

export function playMatch(settings: MatchSettings): MatchGame[] {
  const variant = getVariant(settings.variant, settings.edition);
  if (!variant) throw new Error(`unknown variant ${settings.variant} or rules edition ${settings.edition}`);
  const games: MatchGame[] = [];
  for (let index = 0; index < settings.games; index++) {
    if (settings.only && !settings.only(index)) continue;
    const game = playGame(variant, settings, index);
    games.push(game);
    settings.onGame?.(game);
  }
  return games;
}

/** The level of each seat in game `index` (seat order, rotated by the game's number). */
export function seatLevels(seats: readonly string[], players: readonly Level[], index: number): Record<string, Level> {
  const expanded = seats.map((_, i) => players[i % players.length]);
  return Object.fromEntries(seats.map((seat, i) => [seat, expanded[(i + index) % seats.length]]));
}

export function playGame(variant: AnyVariant, settings: MatchSettings, index: number): MatchGame {
  const options = variant.parseOptions(settings.options);
  if (!options.ok) throw new Error(`invalid options: ${options.error.message}`);
  const initial = variant.initial(options.value);
  if (!initial.ok) throw new Error(initial.error.message);
  let state = initial.value;
  const seats = seatLevels(variant.seats, settings.players, index);
  const maxPlies = settings.maxPlies ?? DEFAULT_MAX_PLIES[variant.id] ?? 800;
  const clock = settings.clock ?? systemClock;
  const times: Record<string, number[]> = Object.fromEntries(Object.values(seats).map((level) => [level, []]));
  let view = variant.view(state);
  for (let step = 0; view.status === 'active' || view.status === 'setup'; step++) {
    if (view.plies >= maxPlies) return record(index, seats, moveCap(variant, view), true, view.plies, times);
    const seat = nextSeat(variant, view);
    const started = clock.now();
    const chosen = chooseAction(
      {
        variant: variant.id,
        edition: variant.edition,
        options: settings.options,
        state: variant.serialize(state),
        seat,
        level: seats[seat],
        budget: settings.budget,
        seed: `${settings.seed}:${index}:${step}`,
      },
      clock,
    );
    times[seats[seat]].push(clock.now() - started);
    if (!chosen.ok) throw new Error(`game ${index + 1}: ${seat} could not choose: ${chosen.error.message}`);
    const action: Action | null = chosen.value.action;
    if (!action) throw new Error(`game ${index + 1}: ${seat} (${seats[seat]}) had nothing to do in its turn`);
    const next = variant.apply(state, action);
    if (!next.ok)
      throw new Error(
        `game ${index + 1}: ${seat} (${seats[seat]}) chose ${JSON.stringify(action)}: ${next.error.message}`,
      );
    state = next.value.state;
    view = variant.view(state);
  }
  return record(index, seats, view.result!, false, view.plies, times);
}

/** Who acts next: a seat that still has to answer a draw offer, else the first seat to move. */
function nextSeat(variant: AnyVariant, view: GameView): string {
  const offer = view.drawOffer;
  if (offer) {
    const answering = variant.seats.find(
      (s) => s !== offer.by && !offer.agreed.includes(s) && !view.eliminated.includes(s),
    );
    if (answering) return answering;
  }
  return view.toMove[0].seat;
}

/** The adjudication at the move cap: scored like a draw of the seats still in the game. */
function moveCap(variant: AnyVariant, view: GameView): GameResult {
  const points = Object.fromEntries(variant.seats.map((s) => [s, view.eliminated.includes(s) ? 0 : 2]));
  return { winners: [], reason: 'move-cap', points };
}

function record(
  index: number,
  seats: Record<string, Level>,
  result: GameResult,
  adjudicated: boolean,
  plies: number,
  times: Record<string, number[]>,
): MatchGame {
  const points: Record<string, number> = {};
  for (const [seat, level] of Object.entries(seats)) points[level] = (points[level] ?? 0) + (result.points[seat] ?? 0);
  return { index, seats, result, adjudicated, plies, points, times };
}

/** One line per game for the command line: number, seats, result, length, points per level. */
export function formatGame(game: MatchGame): string {
  const seats = Object.entries(game.seats)
    .map(([seat, level]) => `${seat}=${level}`)
    .join(' ');
  const winners = game.result.winners.length ? `won by ${game.result.winners.join('+')}` : 'no winner';
  const points = Object.entries(game.points)
    .map(([level, p]) => `${level}=${p}`)
    .join(' ');
  return `game ${game.index + 1}: ${seats} | ${winners} (${game.result.reason}) after ${game.plies} plies | ${points}`;
}

/** Points per level over the games, in the order the levels first appear in `players`. */
export function totalPoints(games: readonly MatchGame[], players: readonly Level[]): [Level, number][] {
  const levels = [...new Set(players)];
  return levels.map((level) => [level, games.reduce((sum, g) => sum + (g.points[level] ?? 0), 0)]);
}

export const formatScore = (totals: readonly [Level, number][]): string =>
  `score: ${totals.map(([level, p]) => `${level}=${p}`).join(' ')}`;
