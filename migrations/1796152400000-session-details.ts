import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's list of sessions (`GET /me/sessions`): each remembers the device (its User-Agent),
 * the client address it signed in from and when it was last used (touched at most once a
 * minute). Sessions from before have none of these until they are used.
 */
export class SessionDetails1796152400000 implements MigrationInterface {
  name = 'SessionDetails1796152400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE sessions ADD COLUMN user_agent text, ADD COLUMN address text, ADD COLUMN last_seen_at timestamptz`,
    );
    await q.query(`CREATE INDEX sessions_user_live_idx ON sessions (user_id) WHERE revoked_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX sessions_user_live_idx`);
    await q.query(`ALTER TABLE sessions DROP COLUMN user_agent, DROP COLUMN address, DROP COLUMN last_seen_at`);
  }
}
