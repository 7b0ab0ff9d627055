import type { TimeControl } from './time-control';
import { addRunningTime, DAY_MS, type Pause, runningTimeBetween } from './pauses';

/**
 * One seat's clock, kept in `games.clocks` (JSON, ISO instants):
 * - `since`: when the seat began to have to act (absent while it waits);
 * - `deadline`: when it must have acted, vacations of its user added;
 * - `bankMs`: a bank clock's time left, as of the end of its last turn;
 * - `reminded`: the reminder points (`half`, `24h`, ...) already sent for this `since`.
 */
export interface SeatClock {
  readonly since?: string;
  readonly deadline?: string;
  readonly bankMs?: number;
  readonly reminded?: readonly string[];
}

export type SeatClocks = Readonly<Record<string, SeatClock>>;

export interface ClockChange {
  readonly timeControl: TimeControl;
  readonly clocks: SeatClocks;
  /** Seats that had to act before the change, and after it. */
  readonly before: readonly string[];
  readonly after: readonly string[];
  /** False when the game is over (or not started): every clock stops. */
  readonly running: boolean;
  readonly now: number;
  readonly pausesOf: (seat: string) => readonly Pause[];
}

export interface SettledClocks {
  readonly clocks: SeatClocks;
  /** The earliest deadline of a seat that must act; null when none runs. */
  readonly deadline: number | null;
}

/** The time a seat has for the action it now owes: a day count per move, or what is in its bank. */
export function allotment(tc: TimeControl, clock: SeatClock): number {
  return tc.type === 'per-move' ? tc.days * DAY_MS : (clock.bankMs ?? tc.initialDays * DAY_MS);
}

/**
 * Applies one accepted change to the seats' clocks: a seat that stopped having to act is charged
 * the running time it used (bank) and credited the increment up to the cap; a seat that now must
 * act starts its clock; a seat still acting (the next half-move of its own 007 turn) keeps it.
 */
export function settleClocks(c: ClockChange): SettledClocks {
  const clocks: Record<string, SeatClock> = { ...c.clocks };
  const after = c.running ? new Set(c.after) : new Set<string>();
  for (const seat of c.before) {
    if (after.has(seat)) continue;
    const clock = clocks[seat] ?? {};
    let bankMs = clock.bankMs;
    if (c.timeControl.type === 'bank' && clock.since && c.running) {
      const used = runningTimeBetween(Date.parse(clock.since), c.now, c.pausesOf(seat));
      const left = Math.max(0, allotment(c.timeControl, clock) - used);
      bankMs = Math.min(left + c.timeControl.incrementDays * DAY_MS, c.timeControl.maxDays * DAY_MS);
    }
    clocks[seat] = bankMs === undefined ? {} : { bankMs };
  }
  const before = new Set(c.before);
  for (const seat of after) {
    if (before.has(seat) && clocks[seat]?.since) continue;
    const clock = clocks[seat] ?? {};
    const deadline = addRunningTime(c.now, allotment(c.timeControl, clock), c.pausesOf(seat));
    clocks[seat] = {
      ...(clock.bankMs !== undefined ? { bankMs: clock.bankMs } : {}),
      since: new Date(c.now).toISOString(),
      deadline: new Date(deadline).toISOString(),
    };
  }
  if (!c.running)
    for (const seat of Object.keys(clocks))
      clocks[seat] = clocks[seat].bankMs === undefined ? {} : { bankMs: clocks[seat].bankMs };
  return { clocks, deadline: earliestDeadline(clocks, [...after]) };
}

/** The deadlines again after a user's vacations changed: same `since`, same allotment, new pauses. */
export function recomputeDeadlines(
  tc: TimeControl,
  clocks: SeatClocks,
  acting: readonly string[],
  pausesOf: (seat: string) => readonly Pause[],
): SettledClocks {
  const out: Record<string, SeatClock> = { ...clocks };
  for (const seat of acting) {
    const clock = out[seat];
    if (!clock?.since) continue;
    const deadline = addRunningTime(Date.parse(clock.since), allotment(tc, clock), pausesOf(seat));
    out[seat] = { ...clock, deadline: new Date(deadline).toISOString() };
  }
  return { clocks: out, deadline: earliestDeadline(out, acting) };
}

function earliestDeadline(clocks: SeatClocks, seats: readonly string[]): number | null {
  let min: number | null = null;
  for (const seat of seats) {
    const d = clocks[seat]?.deadline;
    if (d && (min === null || Date.parse(d) < min)) min = Date.parse(d);
  }
  return min;
}
