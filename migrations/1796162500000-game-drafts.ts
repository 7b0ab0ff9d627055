import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drafts: a player's turn or arrangement not yet sent, one per user and game, kept so that it
 * follows the player to another device. Private: no event, no export, no notification names it.
 * A draft belongs to the game's version it was made at; when the game moves on (the turn sent,
 * or anyone's action) the trigger `games_drop_stale_drafts` deletes it in the same statement.
 */
export class GameDrafts1796162500000 implements MigrationInterface {
  name = 'GameDrafts1796162500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE game_drafts (
        game_id uuid NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        version integer NOT NULL,
        draft jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_id, user_id)
      )`);
    // A user's drafts, for the games list's mark and for an account's deletion.
    await q.query(`CREATE INDEX game_drafts_user_idx ON game_drafts (user_id, game_id)`);
    await q.query(`
      CREATE FUNCTION games_drop_stale_drafts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM game_drafts WHERE game_id = NEW.id AND version <> NEW.version;
        RETURN NULL;
      END $$`);
    // Only when the version moves: the common half-move pays one index probe.
    await q.query(`
      CREATE TRIGGER games_drop_stale_drafts AFTER UPDATE OF version ON games
      FOR EACH ROW WHEN (OLD.version IS DISTINCT FROM NEW.version)
      EXECUTE FUNCTION games_drop_stale_drafts()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER games_drop_stale_drafts ON games`);
    await q.query(`DROP FUNCTION games_drop_stale_drafts()`);
    await q.query(`DROP TABLE game_drafts`);
  }
}
