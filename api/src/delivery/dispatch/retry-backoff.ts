/**
 * When to try a failed delivery again: exponential from `baseMs` (30 s, 1 min, 2 min, ...)
 * capped at an hour; after `MAX_ATTEMPTS` the delivery is marked failed and kept for inspection.
 */
export const MAX_ATTEMPTS = 20;

export function retryDelayMs(attempts: number, baseMs = 30_000, capMs = 3_600_000): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** When a delivery that failed its `attempts`-th time is tried again, counted from `from`. */
export function retryAt(attempts: number, from: Date): Date {
  return new Date(from.getTime() + retryDelayMs(attempts));
}
