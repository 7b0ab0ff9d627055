import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../errors/domain-error';
import { RateLimitStore } from './rate-limit-store';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { RateLimits } from '../config/rate-limits';

export interface SignInAttempt {
  /** The username or email tried, as typed. */
  readonly login: string;
  /** The client's address (req.ip: the socket, or what a trusted proxy says). */
  readonly address: string;
}

/**
 * Password guessing is limited three ways, in PostgreSQL so every API instance counts together:
 * per account from one client address (one machine guessing one password), per address over all
 * accounts (one machine spraying a password over many accounts), and per account over all
 * addresses with a ceiling ten times the first (many machines guessing one password). A limit
 * spent from one address never locks the owner out from another: a fresh address has a budget of
 * its own below the ceiling, and the emailed one-time sign-in link (POST /auth/sign-in-link)
 * passes every limit. An attempt is counted before the
 * password is checked — so concurrent guesses cannot all slip in before the first is counted — and
 * given back when it succeeds, so only failures use up the budget and a person who signs in on
 * several devices is never slowed.
 */
@Injectable()
export class SignInLimits {
  private readonly limits: RateLimits;

  constructor(
    private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = config.rateLimits;
  }

  /** Counts the attempt; throws RATE_LIMITED (with `retryAfter` seconds) when a budget is spent. */
  async attempt(a: SignInAttempt): Promise<{ succeeded(): Promise<void> }> {
    const login = a.login.trim().toLowerCase();
    const keys = [
      [this.perAccountFromAddress(), `account:${login}|address:${a.address}`],
      [this.perAddress(), `address:${a.address}`],
      [this.perAccount(), `account:${login}`],
    ] as const;
    const counted: (typeof keys)[number][] = [];
    for (const entry of keys) {
      try {
        await entry[0].consume(entry[1]);
        counted.push(entry);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        // The budget that is spent keeps its count; the other gets its point back.
        await Promise.all(counted.map(([limiter, key]) => limiter.reward(key)));
        const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new DomainError(
          'RATE_LIMITED',
          `Too many sign-in attempts; try again in ${retryAfter} s, or sign in with a link sent by email (POST /auth/sign-in-link).`,
          {
            retryAfter,
          },
        );
      }
    }
    return { succeeded: async () => void (await Promise.all(keys.map(([limiter, key]) => limiter.reward(key)))) };
  }

  private perAccountFromAddress() {
    return this.store.limiter('signin-account-address', this.limits.signInPerAccountPerMinute, 60);
  }

  private perAccount() {
    return this.store.limiter('signin-account-all', this.limits.signInPerAccountPerMinute * 10, 60);
  }

  private perAddress() {
    return this.store.limiter('signin-address', this.limits.signInPerAddressPerMinute, 60);
  }
}
