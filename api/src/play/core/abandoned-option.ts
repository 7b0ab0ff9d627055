import { DomainError } from '../../platform/errors/domain-error';
import { isLevel, type Level } from '@entente/engine';

/**
 * The game option `abandoned`: what happens to a seat whose person times out or leaves
 * the running game.
 *
 * - `resign` (the default; the rules files' time-out): the seat resigns — in 007 the game is lost,
 *   in Coalition Chess the party is eliminated and the others play on.
 * - `computer`: a computer player of `level` takes the seat and the game goes on.
 * - `substitute`: a computer player of `level` takes the seat and keeps it, and the seat is offered
 *   to anyone — in the lobby and to the game's club — until a person takes it over (then the
 *   computer leaves it).
 *
 * A computer that takes a seat holds it alone: the seat's `user_id` is null from then on (the
 * person who held it before stays in the record of holders, `seat_holders`).
 */
export const ABANDONED_VALUES = ['resign', 'computer', 'substitute'] as const;
export type AbandonedMode = (typeof ABANDONED_VALUES)[number];

export type Abandoned =
  { readonly mode: 'resign' } | { readonly mode: 'computer' | 'substitute'; readonly level: Level };

/** The level a computer takes an abandoned seat at when the game's creator names none. */
export const DEFAULT_ABANDONED_LEVEL: Level = 'greedy';

export const RESIGN: Abandoned = { mode: 'resign' };

export function isAbandonedMode(value: unknown): value is AbandonedMode {
  return (ABANDONED_VALUES as readonly unknown[]).includes(value);
}

/**
 * The option of a new game from its request: `abandoned` and `abandonedLevel` beside the options
 * or inside them (like the press settings); both places at once must agree. A level without a
 * computer to play it, or an unknown value, is BAD_OPTIONS.
 */
export function parseAbandoned(
  top: { abandoned?: unknown; abandonedLevel?: unknown },
  inOptions: { abandoned?: unknown; abandonedLevel?: unknown },
): Abandoned {
  const mode = pick('abandoned', top.abandoned, inOptions.abandoned, isAbandonedMode) ?? 'resign';
  const level = pick('abandonedLevel', top.abandonedLevel, inOptions.abandonedLevel, isLevel);
  if (mode === 'resign') {
    if (level !== undefined)
      throw new DomainError('BAD_OPTIONS', '"abandonedLevel" needs "abandoned": "computer" or "substitute".');
    return RESIGN;
  }
  return { mode, level: level ?? DEFAULT_ABANDONED_LEVEL };
}

/** The option as the `games` row stores it (`abandoned`, `abandoned_level`), and back. */
export function abandonedColumns(a: Abandoned): [AbandonedMode, Level | null] {
  return a.mode === 'resign' ? ['resign', null] : [a.mode, a.level];
}

export function abandonedFromColumns(mode: unknown, level: unknown): Abandoned {
  if ((mode === 'computer' || mode === 'substitute') && isLevel(level)) return { mode, level };
  return RESIGN;
}

function pick<T>(name: string, top: unknown, inside: unknown, valid: (v: unknown) => v is T): T | undefined {
  for (const value of [top, inside])
    if (value !== undefined && !valid(value))
      throw new DomainError('BAD_OPTIONS', `option "${name}" has no value ${JSON.stringify(value)}`);
  if (top !== undefined && inside !== undefined && top !== inside)
    throw new DomainError(
      'BAD_OPTIONS',
      `"${name}" is given twice, as ${JSON.stringify(top)} and ${JSON.stringify(inside)}`,
    );
  return (top ?? inside) as T | undefined;
}
