import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PostgresThrottlerStorage } from './postgres-throttler.storage';
import { RateLimitStore } from './rate-limit-store';
import { RateLimitGuard } from './rate-limit.guard';
import { MailLimits } from './mail-limits';
import { SignInLimits } from './sign-in-limits';

/**
 * Two throttler budgets — `auth` for the credential endpoints, `api` for everything signed in —
 * and the sign-in limits (per account, per address); all counted in PostgreSQL, shared by every
 * API instance on the database.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, db: DataSource) => {
        const limits = config.rateLimits;
        return {
          throttlers: [
            { name: 'auth', ttl: 60_000, limit: limits.authPerMinute },
            { name: 'api', ttl: 60_000, limit: limits.apiPerMinute },
          ],
          storage: new PostgresThrottlerStorage(new RateLimitStore(db)),
        };
      },
    }),
  ],
  providers: [RateLimitGuard, RateLimitStore, SignInLimits, MailLimits],
  exports: [ThrottlerModule, RateLimitGuard, SignInLimits, MailLimits, RateLimitStore],
})
export class RateLimitModule {}
