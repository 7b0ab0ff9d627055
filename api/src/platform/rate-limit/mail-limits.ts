import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RateLimitStore } from './rate-limit-store';

/**
 * The mail a client address may cause without signing in first (registration, verification links,
 * password resets, sign-in links). The `auth` budget counts per address *and* login, so one address
 * could mail a different address every time; this budget counts per client address alone, over an
 * hour, in PostgreSQL so every API instance counts together.
 */
@Injectable()
export class MailLimits {
  private readonly perHour: number;

  constructor(
    private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.perHour = config.rateLimits.mailPerAddressPerHour;
  }

  /** Counts one mail for the client address; throws RATE_LIMITED (with `retryAfter`) when spent. */
  async spend(address: string): Promise<void> {
    await this.store.take(
      'mail-address',
      this.perHour,
      3600,
      `address:${address}`,
      (retryAfter) =>
        new DomainError('RATE_LIMITED', `Too many emails requested from this address; try again in ${retryAfter} s.`, {
          retryAfter,
        }),
    );
  }
}
