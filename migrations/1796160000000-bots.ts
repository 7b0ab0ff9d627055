import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bot accounts (docs/bots.md).
 *
 * - `users.bot`: the account is a bot — set once (`POST /me/bot`) and never cleared, and only on
 *   an account that has never held a seat, so a seat's holder is a bot or not for the game's
 *   whole life.
 * - `bot_profiles`: what a bot accepts (variants, option sets, time controls, games at once, other
 *   bots); the bot client declines an invitation outside it with the reason.
 */
export class Bots1796160000000 implements MigrationInterface {
  name = 'Bots1796160000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN bot boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE bot_profiles (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        variants text[] NOT NULL,
        option_sets jsonb NOT NULL DEFAULT '{}',
        time_controls text[] NOT NULL,
        min_days integer NOT NULL,
        max_days integer NOT NULL,
        max_games integer NOT NULL CHECK (max_games BETWEEN 1 AND 100),
        accept_bots boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (min_days BETWEEN 1 AND 180 AND max_days BETWEEN min_days AND 180)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE bot_profiles`);
    await q.query(`ALTER TABLE users DROP COLUMN bot`);
  }
}
