/**
 * Request budgets, per minute, overridable by environment (validated with every other setting
 * in config/environment.ts) so that a deployment or the benchmark can change them without a
 * code change:
 * - RATE_LIMIT_AUTH_PER_MINUTE: sign-in, registration and reset attempts per address and login;
 *   low, because these are what password guessing and mail bombing go through;
 * - RATE_LIMIT_API_PER_MINUTE: any authenticated call per user; generous, it only stops runaways;
 * - RATE_LIMIT_SIGNIN_PER_ACCOUNT_PER_MINUTE: sign-in attempts per account from one address, and
 *   ten times as many from all addresses together (a botnet guessing one password is slowed; the
 *   owner at another address is not locked out, and a sign-in link passes every limit);
 * - RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE: sign-in attempts per address, to all accounts
 *   together (one machine spraying a common password over many accounts).
 * Successful sign-ins are given back, so only failures use up the sign-in budgets. All are counted
 * in PostgreSQL (rate-limit-store.ts), shared by every API instance.
 */
export interface RateLimits {
  readonly authPerMinute: number;
  readonly apiPerMinute: number;
  readonly signInPerAccountPerMinute: number;
  readonly signInPerAddressPerMinute: number;
  /** Mail caused without signing in (registration, resets, links), per client address and hour. */
  readonly mailPerAddressPerHour: number;
}
