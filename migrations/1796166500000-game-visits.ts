import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "While you were away": per user and game, the game's version the reader last saw and the last
 * channel message counted as seen, kept on the server so that every device of the user agrees.
 * Both only ever move forward (GREATEST on update), so two tabs marking at once cannot move them
 * back. Private: no event, export or notification names it.
 */
export class GameVisits1796166500000 implements MigrationInterface {
  name = 'GameVisits1796166500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE game_visits (
        game_id uuid NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        seen_version integer NOT NULL CHECK (seen_version >= 0),
        seen_message_id bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_id, user_id)
      )`);
    // A user's visits, for an account's deletion.
    await q.query(`CREATE INDEX game_visits_user_idx ON game_visits (user_id, game_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE game_visits`);
  }
}
