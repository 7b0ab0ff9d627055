import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finished games newest first: a player's results and "My games"' finished section list the games
 * that are over by when they ended (latest first, then id), read straight from an index in that order.
 *
 * - `games.sort_ended`: when the game ended, generated from `finished_at` (-infinity for a game
 *   over without one, which sorts last); the games' own finished list reads it from a partial index.
 * - The same key on each seat, kept by the triggers that already copy the list keys
 *   (`game_seats_list_keys`, `games_list_keys_to_seats`, which now also fires on `finished_at`),
 *   so that a player's finished games are read from the seats' partial index.
 */
export class FinishedNewestFirst1796170000000 implements MigrationInterface {
  name = 'FinishedNewestFirst1796170000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE games
        ADD COLUMN sort_ended timestamptz NOT NULL GENERATED ALWAYS AS (coalesce(finished_at, '-infinity'::timestamptz)) STORED`);
    await q.query(`CREATE INDEX games_ended_idx ON games (sort_ended DESC, id DESC) WHERE list_status = 'finished'`);
    await q.query(
      `CREATE INDEX games_ended_variant_idx ON games (variant, sort_ended DESC, id DESC) WHERE list_status = 'finished'`,
    );
    await q.query(`ALTER TABLE game_seats ADD COLUMN sort_ended timestamptz NOT NULL DEFAULT '-infinity'`);
    await q.query(`UPDATE game_seats s SET sort_ended = g.sort_ended FROM games g WHERE g.id = s.game_id`);
    await q.query(`
      CREATE INDEX game_seats_ended_idx ON game_seats (user_id, sort_ended DESC, game_id DESC)
       WHERE user_id IS NOT NULL AND list_status = 'finished'`);

    await q.query(`
      CREATE OR REPLACE FUNCTION game_seats_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE g games%ROWTYPE;
      BEGIN
        SELECT * INTO g FROM games WHERE id = NEW.game_id;
        NEW.list_status := g.list_status;
        NEW.sort_deadline := g.sort_deadline;
        NEW.sort_ended := g.sort_ended;
        NEW.acting := NEW.state = 'taken' AND NEW.computer IS NULL AND g.status IN ('setup', 'active') AND NEW.seat = ANY (g.to_move);
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION games_list_keys_to_seats() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE game_seats s
           SET list_status = NEW.list_status, sort_deadline = NEW.sort_deadline, sort_ended = NEW.sort_ended,
               acting = (s.state = 'taken' AND s.computer IS NULL AND NEW.status IN ('setup', 'active') AND s.seat = ANY (NEW.to_move))
         WHERE s.game_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`DROP TRIGGER games_list_keys_to_seats ON games`);
    await q.query(`
      CREATE TRIGGER games_list_keys_to_seats AFTER UPDATE OF status, deadline_at, to_move, finished_at ON games
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deadline_at IS DISTINCT FROM NEW.deadline_at
                         OR OLD.to_move IS DISTINCT FROM NEW.to_move OR OLD.finished_at IS DISTINCT FROM NEW.finished_at)
      EXECUTE FUNCTION games_list_keys_to_seats()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER games_list_keys_to_seats ON games`);
    await q.query(`
      CREATE TRIGGER games_list_keys_to_seats AFTER UPDATE OF status, deadline_at, to_move ON games
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deadline_at IS DISTINCT FROM NEW.deadline_at
                         OR OLD.to_move IS DISTINCT FROM NEW.to_move)
      EXECUTE FUNCTION games_list_keys_to_seats()`);
    await q.query(`
      CREATE OR REPLACE FUNCTION games_list_keys_to_seats() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE game_seats s
           SET list_status = NEW.list_status, sort_deadline = NEW.sort_deadline,
               acting = (s.state = 'taken' AND s.computer IS NULL AND NEW.status IN ('setup', 'active') AND s.seat = ANY (NEW.to_move))
         WHERE s.game_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION game_seats_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE g games%ROWTYPE;
      BEGIN
        SELECT * INTO g FROM games WHERE id = NEW.game_id;
        NEW.list_status := g.list_status;
        NEW.sort_deadline := g.sort_deadline;
        NEW.acting := NEW.state = 'taken' AND NEW.computer IS NULL AND g.status IN ('setup', 'active') AND NEW.seat = ANY (g.to_move);
        RETURN NEW;
      END $$`);
    await q.query(`DROP INDEX game_seats_ended_idx`);
    await q.query(`ALTER TABLE game_seats DROP COLUMN sort_ended`);
    await q.query(`DROP INDEX games_ended_variant_idx`);
    await q.query(`DROP INDEX games_ended_idx`);
    await q.query(`ALTER TABLE games DROP COLUMN sort_ended`);
  }
}
