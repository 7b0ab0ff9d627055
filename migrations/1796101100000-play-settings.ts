import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The user's settings for playing, a row only once changed (defaults otherwise), kept
 * like the notification settings: `confirm_moves` asks before a single half-move is sent.
 */
export class PlaySettings1796101100000 implements MigrationInterface {
  name = 'PlaySettings1796101100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE play_settings (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        confirm_moves boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS play_settings`);
  }
}
