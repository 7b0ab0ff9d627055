/**
 * Request budgets, per minute, overridable by environment (validated with every other setting
 * in config/environment.ts) so that a deployment or the benchmark can change them without a
 * code change:
 * - RATE_LIMIT_AUTH_PER_MINUTE: sign-in, registration and reset attempts per address and login;
 *   low, because these are what password guessing and mail bombing go through;
 * - RATE_LIMIT_API_PER_MINUTE: any authenticated call per user; generous, it only stops runaways.
 */
export interface RateLimits {
  readonly authPerMinute: number;
  readonly apiPerMinute: number;
}
