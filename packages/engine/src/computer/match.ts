import type { Action } from '../rules/core/action';
import type { GameResult, GameView } from '../rules/core/view';
import { type AnyVariant, getVariant } from '../rules';
import type { Budget, Clock } from './budget';
import { systemClock } from './budget';
import { chooseAction, type ChooseRequest } from './choose';
import { isLevel, type Level } from './level';
import { legalActions } from './legal-actions';

/**
 * Seeded games between computer players (`entente match`, `npm run bench:bots`).
 *
 * Seats: `players` gives one player per seat in seat order (repeated when shorter than the
 * seats); game i rotates them by i seats, so over the games every player sits in every seat.
 * Every action is chosen on the engine's state text, as in a real game, and applied by the
 * engine. A draw offer is answered by the other seats before play goes on.
 *
 * A player is a built-in level (`chooseAction`) or, through `playMatchWith`, anything that answers
 * a turn — the seam an external engine plugs into (the command line runs it as a process; this
 * package does no I/O). The game itself is one loop for both (`gameLoop`), which asks for an
 * action, applies it and goes on.
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

/** What a player is asked at its turn: a ChooseRequest without the level, with the seat's legal actions. */
export interface MatchTurn extends Omit<ChooseRequest, 'level'> {
  /** Which game of the match (from 0) and which of its actions (from 0). */
  readonly game: number;
  readonly step: number;
  /** legalActions of the seat (docs/bots.md). */
  readonly legal: readonly Action[];
  /** The player's last answer to this same turn, refused by the rules, and why. */
  readonly refused?: { readonly action: unknown; readonly code: string; readonly message: string };
}

/** A player of `playMatchWith` other than a built-in level. */
export interface MatchPlayer {
  /** Its name in the results (`cmd:./my-engine`). */
  readonly name: string;
  /** The action for the seat, or null to resign it. */
  choose(turn: MatchTurn): Promise<Action | null>;
  /** The game ended (an external engine's process may stop). */
  gameOver?(game: number): Promise<void> | void;
}

export interface MatchGame {
  readonly index: number;
  /** The player in each seat, in seat order (a level, or a MatchPlayer's name). */
  readonly seats: Readonly<Record<string, string>>;
  readonly result: GameResult;
  readonly adjudicated: boolean;
  readonly plies: number;
  /** The game's points summed per player. */
  readonly points: Readonly<Record<string, number>>;
  /** Milliseconds each choice took, per player. */
  readonly times: Readonly<Record<string, readonly number[]>>;
}

export const DEFAULT_MAX_PLIES: Readonly<Record<string, number>> = { '007': 600, coalition: 800 };

/** Answers a player may have refused before its seat is resigned for it (an external engine). */
export const REFUSALS_PER_TURN = 3;

export function playMatch(settings: MatchSettings): MatchGame[] {
  const variant = variantOf(settings);
  const games: MatchGame[] = [];
  for (let index = 0; index < settings.games; index++) {
    if (settings.only && !settings.only(index)) continue;
    const game = playGame(variant, settings, index);
    games.push(game);
    settings.onGame?.(game);
  }
  return games;
}

/** `playMatch` with players of any kind, one game after another. */
export async function playMatchWith(
  settings: Omit<MatchSettings, 'players'> & { readonly players: readonly (Level | MatchPlayer)[] },
): Promise<MatchGame[]> {
  const variant = variantOf(settings);
  const names = settings.players.map((p) => (typeof p === 'string' ? p : p.name));
  const byName = new Map(settings.players.map((p) => [typeof p === 'string' ? p : p.name, p]));
  const clock = settings.clock ?? systemClock;
  const games: MatchGame[] = [];
  for (let index = 0; index < settings.games; index++) {
    if (settings.only && !settings.only(index)) continue;
    const loop = gameLoop(variant, settings, names, index);
    let next = loop.next();
    while (!next.done) {
      const turn = next.value;
      const player = byName.get(turn.player)!;
      const started = clock.now();
      let action: Action | null;
      if (typeof player === 'string') action = builtIn(turn, player, clock);
      else {
        const legal = legalActions(turn.request);
        action = await player.choose({ ...turn.request, legal: legal.ok ? legal.value : [] });
      }
      next = loop.next({ action, ms: clock.now() - started });
    }
    for (const p of settings.players) if (typeof p !== 'string') await p.gameOver?.(index);
    games.push(next.value);
    settings.onGame?.(next.value);
  }
  return games;
}

function variantOf(settings: { variant: string; edition?: string }): AnyVariant {
  const variant = getVariant(settings.variant, settings.edition);
  if (!variant) throw new Error(`unknown variant ${settings.variant} or rules edition ${settings.edition}`);
  return variant;
}

/** The player of each seat in game `index` (seat order, rotated by the game's number). */
export function seatLevels<P extends string>(
  seats: readonly string[],
  players: readonly P[],
  index: number,
): Record<string, P> {
  const expanded = seats.map((_, i) => players[i % players.length]);
  return Object.fromEntries(seats.map((seat, i) => [seat, expanded[(i + index) % seats.length]]));
}

export function playGame(variant: AnyVariant, settings: MatchSettings, index: number): MatchGame {
  const clock = settings.clock ?? systemClock;
  const loop = gameLoop(variant, settings, settings.players, index);
  let next = loop.next();
  while (!next.done) {
    const started = clock.now();
    const action = builtIn(next.value, next.value.player as Level, clock);
    next = loop.next({ action, ms: clock.now() - started });
  }
  return next.value;
}

/** A built-in level's choice; a refusal of it is a bug of the player, not a move to retry. */
function builtIn(turn: SeatTurn, level: Level, clock: Clock): Action {
  const { request } = turn;
  const where = `game ${request.game + 1}: ${request.seat} (${level})`;
  if (request.refused)
    throw new Error(`${where} chose ${JSON.stringify(request.refused.action)}: ${request.refused.message}`);
  if (!isLevel(level)) throw new Error(`unknown level "${level}"`);
  const chosen = chooseAction(
    {
      variant: request.variant,
      edition: request.edition,
      options: request.options,
      state: request.state,
      seat: request.seat,
      budget: request.budget,
      seed: request.seed,
      level,
    },
    clock,
  );
  if (!chosen.ok) throw new Error(`${where} could not choose: ${chosen.error.message}`);
  if (!chosen.value.action) throw new Error(`${where} had nothing to do in its turn`);
  return chosen.value.action;
}

interface SeatTurn {
  readonly player: string;
  readonly request: Omit<MatchTurn, 'legal'>;
}

/**
 * One game as a loop that yields each seat's turn and is handed the action chosen for it (and
 * how long the choice took). A refused action is asked for again (`refused`), up to
 * REFUSALS_PER_TURN times; then, or when the player answers null, its seat resigns.
 */
function* gameLoop(
  variant: AnyVariant,
  settings: Omit<MatchSettings, 'players'>,
  players: readonly string[],
  index: number,
): Generator<SeatTurn, MatchGame, { action: Action | null; ms: number }> {
  const options = variant.parseOptions(settings.options);
  if (!options.ok) throw new Error(`invalid options: ${options.error.message}`);
  const initial = variant.initial(options.value);
  if (!initial.ok) throw new Error(initial.error.message);
  let state = initial.value;
  const seats = seatLevels(variant.seats, players, index);
  const maxPlies = settings.maxPlies ?? DEFAULT_MAX_PLIES[variant.id] ?? 800;
  const times: Record<string, number[]> = Object.fromEntries(Object.values(seats).map((p) => [p, []]));
  let view = variant.view(state);
  for (let step = 0; view.status === 'active' || view.status === 'setup'; step++) {
    if (view.plies >= maxPlies) return record(index, seats, moveCap(variant, view), true, view.plies, times);
    const seat = nextSeat(variant, view);
    const text = variant.serialize(state);
    const base = {
      variant: variant.id,
      edition: variant.edition,
      options: settings.options,
      state: text,
      seat,
      budget: settings.budget,
      seed: `${settings.seed}:${index}:${step}`,
      game: index,
      step,
    };
    let refused: MatchTurn['refused'];
    let action: Action | null = null;
    for (let attempt = 0; ; attempt++) {
      const chosen = yield {
        player: seats[seat],
        request: { ...base, ...(refused ? { refused } : {}) },
      };
      times[seats[seat]].push(chosen.ms);
      if (chosen.action === null) break;
      const next = variant.apply(state, chosen.action);
      if (next.ok) {
        action = chosen.action;
        state = next.value.state;
        break;
      }
      refused = { action: chosen.action, code: next.error.code, message: next.error.message };
      if (attempt + 1 >= REFUSALS_PER_TURN) break;
    }
    if (action === null) {
      const resigned = variant.apply(state, { type: 'resign', seat });
      if (!resigned.ok) throw new Error(`game ${index + 1}: ${seat} could not resign: ${resigned.error.message}`);
      state = resigned.value.state;
    }
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
  seats: Record<string, string>,
  result: GameResult,
  adjudicated: boolean,
  plies: number,
  times: Record<string, number[]>,
): MatchGame {
  const points: Record<string, number> = {};
  for (const [seat, player] of Object.entries(seats))
    points[player] = (points[player] ?? 0) + (result.points[seat] ?? 0);
  return { index, seats, result, adjudicated, plies, points, times };
}

/** One line per game for the command line: number, seats, result, length, points per player. */
export function formatGame(game: MatchGame): string {
  const seats = Object.entries(game.seats)
    .map(([seat, player]) => `${seat}=${player}`)
    .join(' ');
  const winners = game.result.winners.length ? `won by ${game.result.winners.join('+')}` : 'no winner';
  const points = Object.entries(game.points)
    .map(([player, p]) => `${player}=${p}`)
    .join(' ');
  return `game ${game.index + 1}: ${seats} | ${winners} (${game.result.reason}) after ${game.plies} plies | ${points}`;
}

/** Points per player over the games, in the order the players first appear in `players`. */
export function totalPoints(games: readonly MatchGame[], players: readonly string[]): [string, number][] {
  const names = [...new Set(players)];
  return names.map((name) => [name, games.reduce((sum, g) => sum + (g.points[name] ?? 0), 0)]);
}

export const formatScore = (totals: readonly [string, number][]): string =>
  `score: ${totals.map(([player, p]) => `${player}=${p}`).join(' ')}`;

/**
 * A rating-like comparison of two players over a match: each game a win (1), draw (½) or loss
 * (0) for `a` by whose points were higher, and the Elo difference that score means, with a 95 %
 * interval from the score's standard error (draws counted as halves, so it is a rough one).
 */
export interface Comparison {
  readonly games: number;
  readonly score: number;
  readonly elo: number;
  readonly low: number;
  readonly high: number;
}

export function compare(games: readonly MatchGame[], a: string, b: string): Comparison {
  const n = games.length;
  if (n === 0) return { games: 0, score: 0.5, elo: 0, low: -Infinity, high: Infinity };
  let won = 0;
  for (const g of games) {
    const pa = g.points[a] ?? 0;
    const pb = g.points[b] ?? 0;
    won += pa > pb ? 1 : pa === pb ? 0.5 : 0;
  }
  const score = won / n;
  const error = Math.sqrt(Math.max(score * (1 - score), 0.25 / n) / n);
  const elo = (s: number) => {
    const clamped = Math.min(Math.max(s, 0.5 / n), 1 - 0.5 / n);
    return Math.round(-400 * Math.log10(1 / clamped - 1)) + 0;
  };
  return { games: n, score, elo: elo(score), low: elo(score - 1.96 * error), high: elo(score + 1.96 * error) };
}

export function formatComparison(a: string, b: string, c: Comparison): string {
  const signed = (x: number) => (x > 0 ? `+${x}` : String(x));
  return (
    `rating: ${a} scored ${(100 * c.score).toFixed(1)}% against ${b} over ${c.games} games: ` +
    `${signed(c.elo)} Elo (95% interval ${signed(c.low)} to ${signed(c.high)})`
  );
}
