/**
 * Time arithmetic around pauses (vacations): a clock does not run while its seat's user is away.
 * Instants are epoch milliseconds; a pause is the half-open interval [start, end).
 */
export interface Pause {
  readonly start: number;
  readonly end: number;
}

export const DAY_MS = 86_400_000;

/** Sorted, non-overlapping pauses (touching ones joined). */
export function mergePauses(pauses: readonly Pause[]): Pause[] {
  const sorted = pauses.filter((p) => p.end > p.start).sort((a, b) => a.start - b.start);
  const out: Pause[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (last && p.start <= last.end) out[out.length - 1] = { start: last.start, end: Math.max(last.end, p.end) };
    else out.push({ ...p });
  }
  return out;
}

/** The instant at which `durationMs` of running (unpaused) time has passed since `start`. */
export function addRunningTime(start: number, durationMs: number, pauses: readonly Pause[]): number {
  let t = start;
  let left = durationMs;
  for (const p of mergePauses(pauses)) {
    if (p.end <= t) continue;
    if (p.start > t) {
      const gap = p.start - t;
      if (left <= gap) return t + left;
      left -= gap;
    }
    t = p.end;
  }
  return t + left;
}

/** Running (unpaused) time between two instants. */
export function runningTimeBetween(from: number, to: number, pauses: readonly Pause[]): number {
  if (to <= from) return 0;
  let paused = 0;
  for (const p of mergePauses(pauses)) {
    const s = Math.max(p.start, from);
    const e = Math.min(p.end, to);
    if (e > s) paused += e - s;
  }
  return to - from - paused;
}
