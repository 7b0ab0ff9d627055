import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { readRateLimits } from './rate-limits';
import { RateLimitGuard } from './rate-limit.guard';

/** Two budgets: `auth` for the credential endpoints, `api` for everything signed in. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      useFactory: () => {
        const limits = readRateLimits();
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
