/**
 * Request budgets, per minute, overridable by environment so that a deployment (or the
 * benchmark) can change them without a code change:
 * - RATE_LIMIT_AUTH_PER_MINUTE: sign-in, registration and reset attempts per address and login;
 *   low, because these are what password guessing and mail bombing go through;
 * - RATE_LIMIT_API_PER_MINUTE: any authenticated call per user; generous, it only stops runaways.
 */
export interface RateLimits {
  readonly authPerMinute: number;
  readonly apiPerMinute: number;
}

export function readRateLimits(env: Record<string, string | undefined> = process.env): RateLimits {
  const read = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer (got "${raw}")`);
    return n;
  };
  return {
    authPerMinute: read('RATE_LIMIT_AUTH_PER_MINUTE', 10),
    apiPerMinute: read('RATE_LIMIT_API_PER_MINUTE', 1200),
  };
}
