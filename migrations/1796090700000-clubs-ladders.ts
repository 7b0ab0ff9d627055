import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clubs, ladders with seasons and points tables, the incremental standings, the alliance history
 * and the 007 ratings.
 *
 * Standings are tallies (`ladder_standings`, `ladder_head_to_head`) updated in the transaction
 * that finishes a game, so reading a table costs the same after 10,000 games as after 100.
 * `ladder_results` keeps each player's contribution per game: an annulment subtracts exactly it,
 * and a rebuild can check the tallies against it.
 */
export class ClubsLadders1796090700000 implements MigrationInterface {
  name = 'ClubsLadders1796090700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE clubs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        description text NOT NULL DEFAULT '',
        visibility text NOT NULL CHECK (visibility IN ('public', 'private')),
        created_by uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX clubs_name_key ON clubs (lower(name))`);
    await q.query(`
      CREATE TABLE club_members (
        club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (club_id, user_id)
      )`);
    await q.query(`CREATE INDEX club_members_user_idx ON club_members (user_id)`);
    await q.query(`
      CREATE TABLE club_invitations (
        club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        invited_by uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (club_id, user_id)
      )`);
    await q.query(`CREATE INDEX club_invitations_user_idx ON club_invitations (user_id)`);

    await q.query(`
      CREATE TABLE ladders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        variant text NOT NULL CHECK (variant IN ('007', 'coalition')),
        options jsonb NOT NULL,
        options_fixed boolean NOT NULL,
        time_control jsonb NOT NULL,
        points_table jsonb NOT NULL,
        allow_strawmen boolean NOT NULL DEFAULT false,
        rated boolean NOT NULL DEFAULT true,
        created_by uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        first_game_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX ladders_club_name_key ON ladders (club_id, lower(name))`);
    await q.query(`
      CREATE TABLE ladder_seasons (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ladder_id uuid NOT NULL REFERENCES ladders(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        -- Tally of the season's counted games, kept with the standings so the table never counts rows.
        counted_games integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_on >= starts_on)
      )`);
    await q.query(`CREATE INDEX ladder_seasons_ladder_idx ON ladder_seasons (ladder_id, starts_on)`);
    await q.query(`
      CREATE TABLE ladder_games (
        game_id uuid PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        ladder_id uuid NOT NULL REFERENCES ladders(id) ON DELETE CASCADE,
        season_id uuid NOT NULL REFERENCES ladder_seasons(id) ON DELETE CASCADE,
        challenger_id uuid NOT NULL REFERENCES users(id),
        state text NOT NULL CHECK (state IN ('playing', 'counted', 'void', 'annulled')),
        created_at timestamptz NOT NULL DEFAULT now(),
        counted_at timestamptz,
        annulled_at timestamptz
      )`);
    await q.query(`CREATE INDEX ladder_games_ladder_idx ON ladder_games (ladder_id, created_at DESC, game_id DESC)`);
    await q.query(`CREATE INDEX ladder_games_season_idx ON ladder_games (season_id, state)`);
    await q.query(`
      CREATE TABLE ladder_results (
        game_id uuid NOT NULL REFERENCES ladder_games(game_id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id),
        season_id uuid NOT NULL REFERENCES ladder_seasons(id) ON DELETE CASCADE,
        seats text[] NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('win', 'draw', 'loss', 'coalition-abort', 'no-coalition', 'neutral')),
        points integer NOT NULL,
        PRIMARY KEY (game_id, user_id)
      )`);
    await q.query(`CREATE INDEX ladder_results_season_user_idx ON ladder_results (season_id, user_id)`);
    await q.query(`
      CREATE TABLE ladder_standings (
        season_id uuid NOT NULL REFERENCES ladder_seasons(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id),
        points integer NOT NULL DEFAULT 0,
        games integer NOT NULL DEFAULT 0,
        wins integer NOT NULL DEFAULT 0,
        draws integer NOT NULL DEFAULT 0,
        losses integer NOT NULL DEFAULT 0,
        aborts integer NOT NULL DEFAULT 0,
        neutral integer NOT NULL DEFAULT 0,
        PRIMARY KEY (season_id, user_id)
      )`);
    await q.query(
      `CREATE INDEX ladder_standings_order_idx ON ladder_standings (season_id, points DESC, wins DESC, games ASC)`,
    );
    // Points a player scored in games that an opponent also played: the head-to-head tie-break.
    await q.query(`
      CREATE TABLE ladder_head_to_head (
        season_id uuid NOT NULL REFERENCES ladder_seasons(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id),
        opponent_id uuid NOT NULL REFERENCES users(id),
        points integer NOT NULL DEFAULT 0,
        games integer NOT NULL DEFAULT 0,
        PRIMARY KEY (season_id, user_id, opponent_id)
      )`);
    // The ladder's audit log: annulments and other administrative corrections, with who and why.
    await q.query(`
      CREATE TABLE ladder_events (
        id bigserial PRIMARY KEY,
        ladder_id uuid NOT NULL REFERENCES ladders(id) ON DELETE CASCADE,
        season_id uuid REFERENCES ladder_seasons(id) ON DELETE CASCADE,
        game_id uuid REFERENCES games(id) ON DELETE CASCADE,
        type text NOT NULL,
        actor_id uuid NOT NULL REFERENCES users(id),
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ladder_events_ladder_idx ON ladder_events (ladder_id, id DESC)`);

    // One row per coalition of every Coalition Chess game (ladder or not).
    await q.query(`
      CREATE TABLE alliances (
        id bigserial PRIMARY KEY,
        game_id uuid NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        leader_seat text NOT NULL,
        joiner_seat text NOT NULL,
        leader_id uuid REFERENCES users(id),
        joiner_id uuid REFERENCES users(id),
        round integer NOT NULL,
        how text NOT NULL CHECK (how IN ('declaration', 'check', 'capture')),
        outcome text NOT NULL CHECK (outcome IN ('pending', 'won', 'lost', 'drawn', 'aborted')),
        result_reason text,
        leader_points integer,
        joiner_points integer,
        formed_at timestamptz NOT NULL,
        ended_at timestamptz,
        UNIQUE (game_id, joiner_seat)
      )`);
    await q.query(`CREATE INDEX alliances_formed_idx ON alliances (formed_at DESC, id DESC)`);
    await q.query(`CREATE INDEX alliances_leader_idx ON alliances (leader_id, formed_at DESC)`);
    await q.query(`CREATE INDEX alliances_joiner_idx ON alliances (joiner_id, formed_at DESC)`);

    await q.query(`
      CREATE TABLE ratings (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        rating double precision NOT NULL,
        rd double precision NOT NULL,
        volatility double precision NOT NULL,
        games integer NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX ratings_order_idx ON ratings (rating DESC, user_id)`);
    // Every rated game in the order it was rated; replayed when an annulment removes one.
    await q.query(`
      CREATE TABLE rated_games (
        seq bigserial PRIMARY KEY,
        game_id uuid NOT NULL UNIQUE REFERENCES games(id) ON DELETE CASCADE,
        white_id uuid NOT NULL REFERENCES users(id),
        black_id uuid NOT NULL REFERENCES users(id),
        white_score double precision NOT NULL,
        annulled boolean NOT NULL DEFAULT false,
        white_before jsonb NOT NULL,
        black_before jsonb NOT NULL,
        white_after jsonb NOT NULL,
        black_after jsonb NOT NULL,
        rated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX rated_games_white_idx ON rated_games (white_id, seq DESC)`);
    await q.query(`CREATE INDEX rated_games_black_idx ON rated_games (black_id, seq DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'rated_games',
      'ratings',
      'alliances',
      'ladder_events',
      'ladder_head_to_head',
      'ladder_standings',
      'ladder_results',
      'ladder_games',
      'ladder_seasons',
      'ladders',
      'club_invitations',
      'club_members',
      'clubs',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
