import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Coalition Chess ratings (OpenSkill), reliability, and the entry limits of a game (docs/ratings.md).
 *
 * - `games.rated`: whether a finished Coalition game is rated (its creator may say no; a ladder's
 *   games follow the ladder). `games.join_requirements`: the minimum reliability and the rating
 *   range a person must meet to join a seat (null: none). Both are fixed at creation.
 * - `coalition_ratings`: one row per player and track — `all` (every seat), `great` (Yellow,
 *   Black), `small` (Green, Red) — as of their last rated game; `ordinal` (μ − 3σ) is what the
 *   leaderboards order by, over players with at least five rated games (a partial index).
 * - `coalition_rated_games`: every rated game in the order it was rated, with the teams as rated
 *   (members, roles, shares of the seat's actions, ranks), so an annulment replays the games after
 *   it from this table alone; `coalition_rating_changes` each track's rating before and after.
 * - `rating_annulments`: games annulled for the ratings (by a ladder's admin or a moderator), even
 *   before they end: such a game is never rated.
 * - `player_reliability`: per person, the last 50 obligations as bits (1 met, 0 missed; newest in
 *   bit 0) and all-time counts, kept as the changes happen; `reliability_misses` the time-outs and
 *   abandoned seats with their time, for the last twelve months' count and excused by a vacation.
 * - The 007 leaderboard lists players with at least five rated games, from a partial index.
 */
export class RatingsReliability1796153000000 implements MigrationInterface {
  name = 'RatingsReliability1796153000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE games ADD COLUMN rated boolean NOT NULL DEFAULT true, ADD COLUMN join_requirements jsonb`,
    );

    await q.query(`
      CREATE TABLE coalition_ratings (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('all', 'great', 'small')),
        mu double precision NOT NULL,
        sigma double precision NOT NULL,
        ordinal double precision GENERATED ALWAYS AS (mu - 3 * sigma) STORED,
        games integer NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, role)
      )`);
    await q.query(
      `CREATE INDEX coalition_ratings_board_idx ON coalition_ratings (role, ordinal DESC, user_id DESC) WHERE games >= 5`,
    );
    await q.query(`
      CREATE TABLE coalition_rated_games (
        seq bigserial PRIMARY KEY,
        game_id uuid NOT NULL UNIQUE REFERENCES games(id) ON DELETE CASCADE,
        teams jsonb NOT NULL,
        annulled boolean NOT NULL DEFAULT false,
        rated_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE coalition_rating_changes (
        seq bigint NOT NULL REFERENCES coalition_rated_games(seq) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('all', 'great', 'small')),
        mu_before double precision NOT NULL,
        sigma_before double precision NOT NULL,
        mu_after double precision NOT NULL,
        sigma_after double precision NOT NULL,
        PRIMARY KEY (seq, user_id, role)
      )`);
    await q.query(
      `CREATE INDEX coalition_rating_changes_user_idx ON coalition_rating_changes (user_id, role, seq DESC)`,
    );
    await q.query(`
      CREATE TABLE rating_annulments (
        game_id uuid PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        annulled_at timestamptz NOT NULL
      )`);

    await q.query(`CREATE INDEX ratings_board_idx ON ratings (rating DESC, user_id DESC) WHERE games >= 5`);
    await q.query(`DROP INDEX ratings_list_idx`);

    await q.query(`
      CREATE TABLE player_reliability (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        recent bigint NOT NULL,
        recent_count smallint NOT NULL CHECK (recent_count BETWEEN 0 AND 50),
        turns_on_time integer NOT NULL,
        turns_missed integer NOT NULL,
        games_finished integer NOT NULL,
        games_abandoned integer NOT NULL,
        games_rescued integer NOT NULL,
        excused integer NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE reliability_misses (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        game_id uuid NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('timeout', 'left', 'hand-over')),
        excused boolean NOT NULL,
        at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX reliability_misses_user_idx ON reliability_misses (user_id, at DESC)`);
    await q.query(`CREATE INDEX reliability_misses_game_idx ON reliability_misses (game_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reliability_misses`);
    await q.query(`DROP TABLE player_reliability`);
    await q.query(`CREATE INDEX ratings_list_idx ON ratings (rating DESC, user_id DESC)`);
    await q.query(`DROP INDEX ratings_board_idx`);
    await q.query(`DROP TABLE rating_annulments`);
    await q.query(`DROP TABLE coalition_rating_changes`);
    await q.query(`DROP TABLE coalition_rated_games`);
    await q.query(`DROP TABLE coalition_ratings`);
    await q.query(`ALTER TABLE games DROP COLUMN join_requirements, DROP COLUMN rated`);
  }
}
