import { DomainError } from '../../platform/errors/domain-error';

/**
 * The correspondence clock, stored with the game now and run by the clock issue later:
 * - per move: each half-move (a whole turn in 007) must be made within `days` days (1–30);
 * - bank: each player starts with `initialDays`, gains `incrementDays` per move, capped at `maxDays`.
 */
export type TimeControl = (
  | { readonly type: 'per-move'; readonly days: number }
  | { readonly type: 'bank'; readonly initialDays: number; readonly incrementDays: number; readonly maxDays: number }
) & {
  /** `false`: the creator forbade vacation in this game (its clocks run through vacations). */
  readonly allowVacation?: false;
};

export const DEFAULT_TIME_CONTROL: TimeControl = { type: 'per-move', days: 3 };

const isInt = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

export function parseTimeControl(raw: unknown): TimeControl {
  if (raw === undefined || raw === null) return DEFAULT_TIME_CONTROL;
  const bad = (message: string) => new DomainError('BAD_TIME_CONTROL', message);
  if (typeof raw !== 'object' || Array.isArray(raw)) throw bad('timeControl must be an object');
  const tc = raw as Record<string, unknown>;
  if (tc.allowVacation !== undefined && typeof tc.allowVacation !== 'boolean')
    throw bad('timeControl.allowVacation must be true or false');
  // Stored only when vacation is forbidden, so games created before the clock issue read the same.
  const vacation = tc.allowVacation === false ? { allowVacation: false as const } : {};
  if (tc.type === 'per-move') {
    if (!isInt(tc.days, 1, 30)) throw bad('timeControl.days must be a whole number of days from 1 to 30');
    return { type: 'per-move', days: tc.days, ...vacation };
  }
  if (tc.type === 'bank') {
    if (!isInt(tc.initialDays, 1, 90)) throw bad('timeControl.initialDays must be a whole number from 1 to 90');
    if (!isInt(tc.incrementDays, 0, 30)) throw bad('timeControl.incrementDays must be a whole number from 0 to 30');
    if (!isInt(tc.maxDays, 1, 180)) throw bad('timeControl.maxDays must be a whole number from 1 to 180');
    if (tc.maxDays < tc.initialDays) throw bad('timeControl.maxDays must be at least initialDays');
    return {
      type: 'bank',
      initialDays: tc.initialDays,
      incrementDays: tc.incrementDays,
      maxDays: tc.maxDays,
      ...vacation,
    };
  }
  throw bad('timeControl.type must be "per-move" or "bank"');
}
