import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `games.touched`: a stamp that changes whenever anything a read of the game returns changes,
 * so a copy of that read can be checked against the row in the very statement that
 * writes it. The half-move's guarded write (GameChangeRepository.guarded) applies only while the
 * stamp is still the one its copy was read with; a server can therefore start a half-move from the
 * game as it last wrote or read it (api/src/play/core/game-snapshot-cache.ts) instead of reading it
 * again, and a copy gone stale — changed by another instance, a job, a seat offer, a vacation, a
 * new display name — writes nothing and sends the change to the locked path, which reads afresh.
 *
 * What a read of a game returns (GameRepository's SELECT) and what keeps its stamp honest:
 * - the game's own row: `games_touch`, before every UPDATE of it;
 * - its seats (`game_seats`: who, what state, which computer, the invitation, the offer);
 * - the names of the people in them, of its creator and of whom a seat is offered to (`users`);
 * - the vacations of the people in its seats (they move the deadlines);
 * - the ladder it belongs to (`ladder_games`; a ladder's points table is fixed once it has a game).
 * A change to the last four touches the game's row, which `games_touch` then stamps. A person's
 * name or vacation touches only the games still being played or waiting to start: a finished
 * game is never played again, and a copy of one is never used but to refuse, which reads afresh.
 */
export class GameTouched1796130000000 implements MigrationInterface {
  name = 'GameTouched1796130000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE games ADD COLUMN touched integer NOT NULL DEFAULT 0`);
    // The creator's games, for a new name of the creator (created_by never changes, so the index
    // costs a half-move's update nothing).
    await q.query(`CREATE INDEX games_created_by_idx ON games (created_by)`);

    await q.query(`
      CREATE FUNCTION games_touch() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.touched := OLD.touched + 1;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER games_touch BEFORE UPDATE ON games FOR EACH ROW EXECUTE FUNCTION games_touch()`);

    // Seats: any change of what a read shows of them. The list keys (list_status, sort_deadline,
    // acting) are the list's, copied from the game by games_list_keys_to_seats, and stamp nothing.
    // One function for every table whose rows belong to one game (game_id): seats and ladder games.
    await q.query(`
      CREATE FUNCTION touch_game_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE games SET touched = touched + 1 WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.game_id ELSE NEW.game_id END;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER game_seats_touch_game AFTER INSERT OR DELETE ON game_seats
      FOR EACH ROW EXECUTE FUNCTION touch_game_of_row()`);
    await q.query(`
      CREATE TRIGGER game_seats_touch_game_on_update AFTER UPDATE ON game_seats
      FOR EACH ROW WHEN ((OLD.game_id, OLD.seat, OLD.state, OLD.user_id, OLD.invited_email, OLD.computer, OLD.offered_at, OLD.offered_to)
                         IS DISTINCT FROM (NEW.game_id, NEW.seat, NEW.state, NEW.user_id, NEW.invited_email, NEW.computer, NEW.offered_at, NEW.offered_to))
      EXECUTE FUNCTION touch_game_of_row()`);

    // A person's name: the live games they sit in, created, or are offered a seat of. In the
    // order of the games' ids, as every other statement that touches several games takes them.
    await q.query(`
      CREATE FUNCTION users_touch_games() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE games g SET touched = g.touched + 1
          FROM (SELECT id FROM games
                 WHERE status IN ('open', 'setup', 'active')
                   AND (created_by = NEW.id
                        OR id IN (SELECT game_id FROM game_seats WHERE user_id = NEW.id OR offered_to = NEW.id))
                 ORDER BY id FOR UPDATE) live
         WHERE g.id = live.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER users_touch_games AFTER UPDATE OF username, display_name ON users
      FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.display_name IS DISTINCT FROM NEW.display_name)
      EXECUTE FUNCTION users_touch_games()`);

    // A vacation: the live games of the person taking it.
    await q.query(`
      CREATE FUNCTION vacations_touch_games() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        person uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
      BEGIN
        UPDATE games g SET touched = g.touched + 1
          FROM (SELECT id FROM games
                 WHERE status IN ('open', 'setup', 'active')
                   AND id IN (SELECT game_id FROM game_seats WHERE user_id = person)
                 ORDER BY id FOR UPDATE) live
         WHERE g.id = live.id;
        IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
          UPDATE games g SET touched = g.touched + 1
            FROM (SELECT id FROM games
                   WHERE status IN ('open', 'setup', 'active')
                     AND id IN (SELECT game_id FROM game_seats WHERE user_id = OLD.user_id)
                   ORDER BY id FOR UPDATE) live
           WHERE g.id = live.id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER vacations_touch_games AFTER INSERT OR UPDATE OR DELETE ON vacations
      FOR EACH ROW EXECUTE FUNCTION vacations_touch_games()`);

    // A game entering or leaving a ladder.
    await q.query(`
      CREATE TRIGGER ladder_games_touch_game AFTER INSERT OR DELETE ON ladder_games
      FOR EACH ROW EXECUTE FUNCTION touch_game_of_row()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER ladder_games_touch_game ON ladder_games`);
    await q.query(`DROP TRIGGER vacations_touch_games ON vacations`);
    await q.query(`DROP FUNCTION vacations_touch_games()`);
    await q.query(`DROP TRIGGER users_touch_games ON users`);
    await q.query(`DROP FUNCTION users_touch_games()`);
    await q.query(`DROP TRIGGER game_seats_touch_game_on_update ON game_seats`);
    await q.query(`DROP TRIGGER game_seats_touch_game ON game_seats`);
    await q.query(`DROP FUNCTION touch_game_of_row()`);
    await q.query(`DROP TRIGGER games_touch ON games`);
    await q.query(`DROP FUNCTION games_touch()`);
    await q.query(`DROP INDEX games_created_by_idx`);
    await q.query(`ALTER TABLE games DROP COLUMN touched`);
  }
}
