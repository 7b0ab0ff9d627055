import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lists that stay flat at 100,000 games: every filter and order of `GET /games` is
 * served by an index whose order is the list's, so a page reads about as many rows as it holds.
 *
 * The list order is "the caller's turn first, then nearest deadline, then id". Its keys become
 * columns instead of expressions computed per row:
 * - `games.list_status`: the status group a filter names (open | active | finished), and
 *   `games.sort_deadline`: the deadline, +infinity without one — both generated, so no writer
 *   has to remember them.
 * - The same two keys on each seat, with `acting` (this seat's person must act now — a seat a
 *   computer plays is no person's turn, even when it keeps the person it was taken over from),
 *   so that a player's games ("mine", `player=`, "my turn") are read in list order from the
 *   seats' indexes. PostgreSQL keeps them: a seat takes them from its game when it is written
 *   (`game_seats_list_keys`), and a change of a game's status, deadline or seats to move copies
 *   them to its seats (`games_list_keys_to_seats`). They are an index's data, not the game's:
 *   nothing reads them but the list. The games already in a database get them when the
 *   migration runs (the generated columns compute themselves; the seats' are copied below).
 *
 * Also: the unread notifications of a user get their own index (the bell counts them every 30 s),
 * ladder games one per filter (season, state) in list order, ratings one in the list's exact
 * order, and the GIN index on `games.to_move`, which no query uses, goes (each half-move paid for it).
 */
export class ListKeys1796120000000 implements MigrationInterface {
  name = 'ListKeys1796120000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE games
        ADD COLUMN list_status text NOT NULL GENERATED ALWAYS AS (
          CASE WHEN status IN ('setup', 'active') THEN 'active'
               WHEN status IN ('finished', 'aborted') THEN 'finished'
               ELSE 'open' END) STORED,
        ADD COLUMN sort_deadline timestamptz NOT NULL GENERATED ALWAYS AS (coalesce(deadline_at, 'infinity'::timestamptz)) STORED`);
    await q.query(`CREATE INDEX games_list_idx ON games (sort_deadline, id)`);
    await q.query(`CREATE INDEX games_list_status_idx ON games (list_status, sort_deadline, id)`);
    await q.query(`CREATE INDEX games_list_variant_idx ON games (variant, sort_deadline, id)`);
    await q.query(`CREATE INDEX games_list_variant_status_idx ON games (variant, list_status, sort_deadline, id)`);
    await q.query(`DROP INDEX games_variant_idx`);
    await q.query(`DROP INDEX games_to_move_idx`);

    await q.query(`
      ALTER TABLE game_seats
        ADD COLUMN list_status text NOT NULL DEFAULT 'open',
        ADD COLUMN sort_deadline timestamptz NOT NULL DEFAULT 'infinity',
        ADD COLUMN acting boolean NOT NULL DEFAULT false`);
    await q.query(`
      UPDATE game_seats s SET list_status = g.list_status, sort_deadline = g.sort_deadline,
             acting = (s.state = 'taken' AND s.computer IS NULL AND g.status IN ('setup', 'active') AND s.seat = ANY (g.to_move))
        FROM games g WHERE g.id = s.game_id`);
    await q.query(
      `CREATE INDEX game_seats_list_idx ON game_seats (user_id, sort_deadline, game_id) WHERE user_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX game_seats_list_status_idx ON game_seats (user_id, list_status, sort_deadline, game_id) WHERE user_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX game_seats_acting_idx ON game_seats (user_id, sort_deadline, game_id) WHERE acting`);

    await q.query(`
      CREATE FUNCTION game_seats_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE g games%ROWTYPE;
      BEGIN
        SELECT * INTO g FROM games WHERE id = NEW.game_id;
        NEW.list_status := g.list_status;
        NEW.sort_deadline := g.sort_deadline;
        NEW.acting := NEW.state = 'taken' AND NEW.computer IS NULL AND g.status IN ('setup', 'active') AND NEW.seat = ANY (g.to_move);
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER game_seats_list_keys BEFORE INSERT OR UPDATE OF state, computer ON game_seats
      FOR EACH ROW EXECUTE FUNCTION game_seats_list_keys()`);
    await q.query(`
      CREATE FUNCTION games_list_keys_to_seats() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE game_seats s
           SET list_status = NEW.list_status, sort_deadline = NEW.sort_deadline,
               acting = (s.state = 'taken' AND s.computer IS NULL AND NEW.status IN ('setup', 'active') AND s.seat = ANY (NEW.to_move))
         WHERE s.game_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER games_list_keys_to_seats AFTER UPDATE OF status, deadline_at, to_move ON games
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deadline_at IS DISTINCT FROM NEW.deadline_at
                         OR OLD.to_move IS DISTINCT FROM NEW.to_move)
      EXECUTE FUNCTION games_list_keys_to_seats()`);

    await q.query(
      `CREATE INDEX user_notifications_unread_idx ON user_notifications (user_id, id DESC) WHERE read_at IS NULL`,
    );

    // Ladder games, newest first, by ladder, by ladder and state, by season, by season and state
    // (the last also serves the rebuild's "counted games of a season").
    await q.query(
      `CREATE INDEX ladder_games_ladder_state_idx ON ladder_games (ladder_id, state, created_at DESC, game_id DESC)`,
    );
    await q.query(
      `CREATE INDEX ladder_games_season_list_idx ON ladder_games (season_id, created_at DESC, game_id DESC)`,
    );
    await q.query(
      `CREATE INDEX ladder_games_season_state_idx ON ladder_games (season_id, state, created_at DESC, game_id DESC)`,
    );
    await q.query(`DROP INDEX ladder_games_season_idx`);

    await q.query(`CREATE INDEX ratings_list_idx ON ratings (rating DESC, user_id DESC)`);
    await q.query(`DROP INDEX ratings_order_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX ratings_order_idx ON ratings (rating DESC, user_id)`);
    await q.query(`DROP INDEX ratings_list_idx`);
    await q.query(`CREATE INDEX ladder_games_season_idx ON ladder_games (season_id, state)`);
    await q.query(`DROP INDEX ladder_games_season_state_idx`);
    await q.query(`DROP INDEX ladder_games_season_list_idx`);
    await q.query(`DROP INDEX ladder_games_ladder_state_idx`);
    await q.query(`DROP INDEX user_notifications_unread_idx`);
    await q.query(`DROP TRIGGER games_list_keys_to_seats ON games`);
    await q.query(`DROP FUNCTION games_list_keys_to_seats()`);
    await q.query(`DROP TRIGGER game_seats_list_keys ON game_seats`);
    await q.query(`DROP FUNCTION game_seats_list_keys()`);
    await q.query(`ALTER TABLE game_seats DROP COLUMN acting, DROP COLUMN sort_deadline, DROP COLUMN list_status`);
    await q.query(`CREATE INDEX games_to_move_idx ON games USING gin (to_move)`);
    await q.query(`CREATE INDEX games_variant_idx ON games (variant, status)`);
    await q.query(`ALTER TABLE games DROP COLUMN sort_deadline, DROP COLUMN list_status`);
  }
}
