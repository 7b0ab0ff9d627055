import { localClock } from '../notifications/local-clock';
import type { QuietHours } from '../notifications/notification-settings';

export type { QuietHours };

/** A call to act is never held past the point where this much of its deadline remains. */
export const DEADLINE_MARGIN_MS = 12 * 3_600_000;

const MINUTE = 60_000;

function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

function inWindow(minute: number, start: number, end: number): boolean {
  return start <= end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The time zone's offset from UTC (ms) at an instant. */
function offsetAt(at: number, timeZone: string): number {
  const l = localClock(at, timeZone);
  const wall = Date.UTC(l.y, l.mo - 1, l.d, 0, l.minute);
  return wall - Math.floor(at / MINUTE) * MINUTE;
}

/**
 * The instants at which the local clock reads `minute` on the local day (y, mo, d), earliest
 * first: two in the hour repeated when clocks go back; on a day whose clock skips that time
 * (clocks go forward) the instant of the skip.
 */
function instantsOfLocal(y: number, mo: number, d: number, minute: number, timeZone: string): number[] {
  const wall = Date.UTC(y, mo - 1, d, 0, minute);
  const candidates = [wall - offsetAt(wall - 86_400_000, timeZone), wall - offsetAt(wall + 86_400_000, timeZone)];
  const exact = candidates.filter((t) => {
    const l = localClock(t, timeZone);
    return l.d === d && l.minute === minute;
  });
  if (exact.length > 0) return [...new Set(exact)].sort((a, b) => a - b);
  // Skipped: the clock jumps over `minute` between the two candidates; find the jump to the minute.
  let lo = Math.min(...candidates);
  let hi = Math.max(...candidates);
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    const l = localClock(mid, timeZone);
    if (l.d !== d || l.minute >= minute) hi = mid;
    else lo = mid;
  }
  return [hi];
}

/**
 * When quiet hours that hold at `now` end (the first instant the local clock leaves the window),
 * or null when `now` is not in quiet hours (or they are off).
 */
export function quietUntil(now: number, quiet: QuietHours, timeZone: string): number | null {
  if (!quiet.enabled) return null;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return null;
  const l = localClock(now, timeZone);
  if (!inWindow(l.minute, start, end)) return null;
  // The end on the local day of `now`, or on the next day when the window crosses midnight.
  const today = instantsOfLocal(l.y, l.mo, l.d, end, timeZone).find((t) => t > now);
  if (today !== undefined) return today;
  const next = new Date(Date.UTC(l.y, l.mo - 1, l.d + 1));
  return instantsOfLocal(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), end, timeZone)[0];
}

/**
 * How long a push made at `now` waits: until quiet hours end, but a call to act (a `deadline`)
 * no later than 12 h before that deadline (at once when less remains). Null: send now.
 */
export function pushHeldUntil(
  now: number,
  quiet: QuietHours,
  timeZone: string,
  deadline: number | null,
): number | null {
  const until = quietUntil(now, quiet, timeZone);
  if (until === null) return null;
  const latest = deadline === null ? until : Math.min(until, deadline - DEADLINE_MARGIN_MS);
  return latest > now ? latest : null;
}
