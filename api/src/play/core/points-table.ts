import { DomainError } from '../../platform/errors/domain-error';

/**
 * What each outcome of a ladder game is worth to a player. The defaults are the clubs' table of
 * the issue and the rules (coalition.md §8, 007.md §7.6); a ladder may change them before its first
 * game, never after (a table that changes mid-season would rewrite results already announced).
 */
export interface PointsTable {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  /** Coalition Chess: the game was aborted for neutrality (§11) and this player was in a coalition. */
  readonly coalitionAbort: number;
  /** Coalition Chess: no coalition — neutral at the neutrality abort, or at the end of a decided game. */
  readonly noCoalition: number;
}

export const DEFAULT_POINTS_TABLE: PointsTable = { win: 6, draw: 2, loss: 0, coalitionAbort: 1, noCoalition: 0 };

export const POINTS_TABLE_KEYS = Object.keys(DEFAULT_POINTS_TABLE) as (keyof PointsTable)[];

/** 007 by its rules (007.md §7.6): a win 1, a draw ½. A tournament's 007 default. */
export const POINTS_TABLE_007: PointsTable = { win: 1, draw: 0.5, loss: 0, coalitionAbort: 0, noCoalition: 0 };

/**
 * The defaults with the given entries replaced; each a whole number from 0 to 100, or with
 * `halves` (a tournament's table, where 007 scores ½ for a draw) a multiple of ½.
 */
export function pointsTableFrom(
  partial: Partial<Record<keyof PointsTable, unknown>> | undefined,
  base: PointsTable = DEFAULT_POINTS_TABLE,
  halves = false,
): PointsTable {
  const table: Record<string, number> = { ...base };
  for (const [key, value] of Object.entries(partial ?? {})) {
    if (!(POINTS_TABLE_KEYS as string[]).includes(key))
      throw new DomainError(
        'BAD_POINTS_TABLE',
        `The points table has no entry ${key}; its entries are ${POINTS_TABLE_KEYS.join(', ')}.`,
      );
    const whole = typeof value === 'number' && Number.isInteger(halves ? value * 2 : value);
    if (!whole || (value as number) < 0 || (value as number) > 100) {
      throw new DomainError(
        'BAD_POINTS_TABLE',
        `pointsTable.${key} must be a ${halves ? 'multiple of ½' : 'whole number'} from 0 to 100.`,
      );
    }
    table[key] = value as number;
  }
  return table as unknown as PointsTable;
}
