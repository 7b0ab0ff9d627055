import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who has a game's page open and visible: one row per live stream that says so, refreshed while
 * it lasts and removed when it closes; a crashed instance's rows simply expire. Pushes for that
 * user and game are skipped while a row is live. Unlogged: it is rebuilt by the streams themselves.
 */
export class GamePresence1796163500000 implements MigrationInterface {
  name = 'GamePresence1796163500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNLOGGED TABLE game_presence (
        connection_id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        game_id uuid NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX game_presence_user_game_idx ON game_presence (user_id, game_id, expires_at)`);
    await q.query(`CREATE INDEX game_presence_game_idx ON game_presence (game_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE game_presence`);
  }
}
