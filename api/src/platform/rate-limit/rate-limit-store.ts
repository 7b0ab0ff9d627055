import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';

/** The table of migrations/…-rate-limits.ts; every limiter keeps its counters there under its own prefix. */
const TABLE = 'rate_limits';

/**
 * Counters of every request budget, in PostgreSQL (rate-limiter-flexible's Postgres backend on the
 * app's own connection pool), so all API instances on one database share them: a client cannot
 * multiply its budget by the number of instances behind the load balancer. One upsert per
 * counted request; expired rows are deleted by one of the limiters every few minutes.
 */
@Injectable()
export class RateLimitStore {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The limiter `name` allowing `points` per `durationSeconds` (one instance per distinct budget). */
  limiter(name: string, points: number, durationSeconds: number): RateLimiterPostgres {
    const id = `${name}:${points}:${durationSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.db,
        storeType: 'typeorm',
        tableName: TABLE,
        tableCreated: true, // the schema changes only through migrations/
        clearExpiredByTimeout: this.limiters.size === 0,
        keyPrefix: name,
        points,
        duration: durationSeconds,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /**
   * Counts one use by `key` of the budget `name` (`points` per `durationSeconds`). When the budget
   * is spent, throws what `refused` makes of the seconds to wait; otherwise returns how to give the
   * use back (for a request refused for another reason, so only what was done uses up the budget).
   */
  async take(
    name: string,
    points: number,
    durationSeconds: number,
    key: string,
    refused: (retryAfter: number) => Error,
  ): Promise<{ giveBack(): Promise<void> }> {
    const limiter = this.limiter(name, points, durationSeconds);
    try {
      await limiter.consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw refused(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
    return { giveBack: async () => void (await limiter.reward(key)) };
  }
}
