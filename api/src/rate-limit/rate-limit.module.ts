import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RateLimitGuard } from './rate-limit.guard';

/** Two budgets: `auth` for the credential endpoints, `api` for everything signed in. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const limits = config.rateLimits;
        return {
          throttlers: [
            { name: 'auth', ttl: 60_000, limit: limits.authPerMinute },
            { name: 'api', ttl: 60_000, limit: limits.apiPerMinute },
          ],
        };
      },
    }),
  ],
  providers: [RateLimitGuard],
  exports: [ThrottlerModule, RateLimitGuard],
})
export class RateLimitModule {}
