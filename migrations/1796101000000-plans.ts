import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conditional turns: players' plans.
 *
 * - `game_plans`: every version of a player's plan in a game, append-only and hash-chained per
 *   (game, user) like the game's own events: stored, replaced, narrowed (lines that no longer
 *   match dropped), played (a planned answer committed, with what triggered it), cancelled,
 *   ended with the game, deleted. The current plan is the newest version; it is live while that
 *   version is `active`. UPDATE, DELETE and TRUNCATE are refused by trigger. Only the owner ever
 *   reads these rows (api/src/play/plans).
 * - `games.planned_seats`: the seats of the game that have a live plan, kept with each plan
 *   version in the same transaction under the game's row lock. The write path reads it with the
 *   game: a change to a game with a plan takes the locked path (the plan effect), and the
 *   unlocked half-move's guarded UPDATE compares it, so a plan stored after the half-move was read
 *   makes that statement stale instead of being passed over. It is never presented.
 */
export class Plans1796101000000 implements MigrationInterface {
  name = 'Plans1796101000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE games ADD COLUMN planned_seats text[] NOT NULL DEFAULT '{}'`);

    await q.query(`
      CREATE TABLE game_plans (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        game_id uuid NOT NULL REFERENCES games(id),
        user_id uuid NOT NULL REFERENCES users(id),
        seat text NOT NULL,
        version integer NOT NULL CHECK (version >= 1),
        change text NOT NULL CHECK (change IN ('stored', 'narrowed', 'played', 'cancelled', 'ended', 'deleted')),
        active boolean NOT NULL,
        lines jsonb NOT NULL,
        from_version integer NOT NULL,
        detail jsonb,
        created_at timestamptz NOT NULL,
        prev_hash char(64) NOT NULL,
        hash char(64) NOT NULL,
        UNIQUE (game_id, user_id, version),
        CHECK (active = (jsonb_array_length(lines) > 0))
      )`);
    await q.query(`
      CREATE FUNCTION game_plans_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'game_plans is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER game_plans_no_update BEFORE UPDATE OR DELETE ON game_plans
      FOR EACH ROW EXECUTE FUNCTION game_plans_append_only()`);
    await q.query(`
      CREATE TRIGGER game_plans_no_truncate BEFORE TRUNCATE ON game_plans
      FOR EACH STATEMENT EXECUTE FUNCTION game_plans_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS game_plans_no_truncate ON game_plans`);
    await q.query(`DROP TRIGGER IF EXISTS game_plans_no_update ON game_plans`);
    await q.query(`DROP TABLE IF EXISTS game_plans`);
    await q.query(`DROP FUNCTION IF EXISTS game_plans_append_only()`);
    await q.query(`ALTER TABLE games DROP COLUMN planned_seats`);
  }
}
