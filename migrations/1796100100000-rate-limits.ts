import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Request budgets shared by every API instance: the counters of rate-limiter-flexible's
 * Postgres backend, in the table layout it reads and writes (key, points, expire as epoch
 * milliseconds). Keys carry the budget's prefix (`throttle-auth:…`, `signin-account:…`). Unlogged:
 * counters are worth nothing after a crash and need no WAL; they are written on every counted request.
 */
export class RateLimits1796100100000 implements MigrationInterface {
  name = 'RateLimits1796100100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNLOGGED TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    await q.query(`CREATE INDEX rate_limits_expire_idx ON rate_limits (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limits`);
  }
}
