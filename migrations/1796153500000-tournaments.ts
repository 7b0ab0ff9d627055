import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tournaments: a club's events with a fixed field and a schedule (round robin, Swiss, role-balanced
 * Coalition tables; docs/tournaments.md).
 *
 * - `tournaments`: the event, its settings and its life (`open` → `running` → `finished`); the
 *   Coalition tables' whole schedule (`schedule`) is fixed at the start.
 * - `tournament_entries`: who entered; `seed` is the place in the schedule, given at the start.
 * - `tournament_games`: each game of the event, its round and board; the game's read joins it
 *   (api/src/play/core/game.repository.ts), so a stamp trigger covers it.
 * - `tournament_seats`: who was paired to which seat of which game (null: a computer seat, which
 *   scores for nobody) and, once the game counts, the entrant's outcome and points; a bye is a
 *   row without a game. Standings and crosstables read these rows only.
 * - `tournament_events`: the event's log of changes, append-only like a ladder's.
 */
export class Tournaments1796153500000 implements MigrationInterface {
  name = 'Tournaments1796153500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tournaments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        variant text NOT NULL CHECK (variant IN ('007', 'coalition')),
        format text NOT NULL CHECK (format IN ('round-robin', 'swiss', 'coalition-rotation')),
        format_options jsonb NOT NULL,
        options jsonb NOT NULL,
        time_control jsonb NOT NULL,
        points_table jsonb NOT NULL,
        tie_breaks text[] NOT NULL,
        admission text NOT NULL CHECK (admission IN ('open', 'invitation')),
        entries_close_at timestamptz,
        starts_at timestamptz,
        min_entrants integer NOT NULL CHECK (min_entrants >= 2),
        max_entrants integer NOT NULL CHECK (max_entrants >= min_entrants AND max_entrants <= 1000),
        state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'running', 'finished')),
        rounds integer NOT NULL DEFAULT 0,
        current_round integer NOT NULL DEFAULT 0,
        schedule jsonb,
        created_by uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX tournaments_club_name_key ON tournaments (club_id, lower(name))`);
    await q.query(`CREATE INDEX tournaments_club_idx ON tournaments (club_id, created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE tournament_entries (
        tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id),
        state text NOT NULL DEFAULT 'entered' CHECK (state IN ('entered', 'withdrawn')),
        seed integer,
        added_by uuid REFERENCES users(id),
        entered_at timestamptz NOT NULL DEFAULT now(),
        withdrawn_at timestamptz,
        PRIMARY KEY (tournament_id, user_id)
      )`);
    await q.query(
      `CREATE INDEX tournament_entries_order_idx ON tournament_entries (tournament_id, entered_at, user_id)`,
    );
    await q.query(`CREATE INDEX tournament_entries_user_idx ON tournament_entries (user_id)`);
    await q.query(`
      CREATE TABLE tournament_games (
        game_id uuid PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        round integer NOT NULL CHECK (round >= 1),
        board integer NOT NULL CHECK (board >= 1),
        state text NOT NULL DEFAULT 'playing' CHECK (state IN ('playing', 'counted', 'void')),
        counted_at timestamptz,
        UNIQUE (tournament_id, round, board)
      )`);
    await q.query(`
      CREATE TABLE tournament_seats (
        id bigserial PRIMARY KEY,
        tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        round integer NOT NULL,
        game_id uuid REFERENCES tournament_games(game_id) ON DELETE CASCADE,
        seat text,
        user_id uuid REFERENCES users(id),
        outcome text,
        points double precision,
        forfeit boolean NOT NULL DEFAULT false,
        CHECK ((game_id IS NULL) = (seat IS NULL)),
        CHECK (game_id IS NOT NULL OR user_id IS NOT NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX tournament_seats_game_seat_key ON tournament_seats (game_id, seat)`);
    await q.query(
      `CREATE UNIQUE INDEX tournament_seats_bye_key ON tournament_seats (tournament_id, round, user_id) WHERE game_id IS NULL`,
    );
    await q.query(`CREATE INDEX tournament_seats_event_idx ON tournament_seats (tournament_id, round)`);
    await q.query(`CREATE INDEX tournament_seats_user_idx ON tournament_seats (tournament_id, user_id)`);
    await q.query(`
      CREATE TABLE tournament_events (
        id bigserial PRIMARY KEY,
        tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        type text NOT NULL,
        round integer,
        game_id uuid REFERENCES games(id) ON DELETE CASCADE,
        actor_id uuid REFERENCES users(id),
        payload jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX tournament_events_idx ON tournament_events (tournament_id, id DESC)`);
    // The game's read shows its tournament: a game entering or leaving one moves its stamp
    // (migrations/1796130000000-game-touched.ts). A tournament's name is fixed once it has games.
    await q.query(`
      CREATE TRIGGER tournament_games_touch_game AFTER INSERT OR DELETE ON tournament_games
      FOR EACH ROW EXECUTE FUNCTION touch_game_of_row()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER tournament_games_touch_game ON tournament_games`);
    await q.query(`DROP TABLE tournament_events`);
    await q.query(`DROP TABLE tournament_seats`);
    await q.query(`DROP TABLE tournament_games`);
    await q.query(`DROP TABLE tournament_entries`);
    await q.query(`DROP TABLE tournaments`);
  }
}
