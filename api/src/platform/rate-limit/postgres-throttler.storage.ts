import { Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitStore } from './rate-limit-store';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Nest's throttler counting in PostgreSQL (RateLimitStore) instead of each process's memory, so
 * the `auth` and `api` budgets hold across every API instance.
 */
@Injectable()
export class PostgresThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly store: RateLimitStore) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const limiter = this.store.limiter(`throttle-${throttlerName}`, limit, Math.max(1, Math.ceil(ttl / 1000)));
    try {
      const res = await limiter.consume(key);
      return {
        totalHits: res.consumedPoints,
        timeToExpire: seconds(res.msBeforeNext),
        isBlocked: false,
        timeToBlockExpire: 0,
      };
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const wait = seconds(error.msBeforeNext);
      return { totalHits: error.consumedPoints, timeToExpire: wait, isBlocked: true, timeToBlockExpire: wait };
    }
  }
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
