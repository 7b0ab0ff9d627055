import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rematches: one row per finished game whose rematch was asked for. The primary key on the origin
 * is what makes two players pressing Rematch at once get one rematch: the second waits for the
 * first's row and then finds its offer (a challenge, `challenge_id`) or its game (`game_id`).
 * A declined or expired offer may be replaced by a new one; the game, once there, stays.
 */
export class Rematches1796168500000 implements MigrationInterface {
  name = 'Rematches1796168500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rematches (
        origin_id uuid PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        challenge_id uuid UNIQUE REFERENCES challenges (id) ON DELETE SET NULL,
        game_id uuid UNIQUE REFERENCES games (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rematches`);
  }
}
