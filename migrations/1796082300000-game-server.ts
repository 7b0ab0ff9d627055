import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts, sessions, API tokens, games with their seats and snapshot, the append-only event log,
 * idempotency keys and the notification outbox.
 *
 * The events table refuses UPDATE, DELETE and TRUNCATE by trigger: the hash chain lets anyone
 * detect a rewrite, and the trigger makes the application itself unable to do one.
 */
export class GameServer1796082300000 implements MigrationInterface {
  name = 'GameServer1796082300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL CHECK (username ~ '^[A-Za-z0-9_-]{3,32}$'),
        display_name text NOT NULL,
        email text NOT NULL CHECK (email = lower(email)),
        password_hash text NOT NULL,
        email_verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);

    // Login sessions of the dashboard; the cookie holds the secret, the table only its SHA-256.
    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        secret_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX sessions_user_idx ON sessions (user_id)`);

    // Single-use links for email verification and password reset.
    await q.query(`
      CREATE TABLE email_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
        secret_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, purpose)`);

    await q.query(`
      CREATE TABLE api_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        secret_hash text NOT NULL,
        scopes text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX api_tokens_user_idx ON api_tokens (user_id, created_at DESC)`);

    // The game row is the snapshot: the engine's serialized state plus the derived view, so that
    // reading a game never replays its events.
    await q.query(`
      CREATE TABLE games (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        variant text NOT NULL CHECK (variant IN ('007', 'coalition')),
        options jsonb NOT NULL,
        time_control jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('open', 'setup', 'active', 'finished', 'aborted')),
        version integer NOT NULL DEFAULT 0,
        head_hash char(64) NOT NULL DEFAULT repeat('0', 64),
        state text,
        view jsonb,
        to_move text[] NOT NULL DEFAULT '{}',
        result jsonb,
        created_by uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz,
        deadline_at timestamptz
      )`);
    await q.query(`CREATE INDEX games_status_idx ON games (status, deadline_at, id)`);
    await q.query(`CREATE INDEX games_variant_idx ON games (variant, status)`);
    await q.query(`CREATE INDEX games_to_move_idx ON games USING gin (to_move)`);

    await q.query(`
      CREATE TABLE game_seats (
        game_id uuid NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat text NOT NULL,
        user_id uuid REFERENCES users(id),
        state text NOT NULL CHECK (state IN ('open', 'invited', 'taken')),
        invited_at timestamptz,
        joined_at timestamptz,
        PRIMARY KEY (game_id, seat),
        CHECK ((state = 'open') = (user_id IS NULL))
      )`);
    await q.query(`CREATE INDEX game_seats_user_idx ON game_seats (user_id, game_id)`);

    await q.query(`
      CREATE TABLE game_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        game_id uuid NOT NULL REFERENCES games(id),
        seq integer NOT NULL CHECK (seq >= 1),
        type text NOT NULL,
        seat text,
        user_id uuid REFERENCES users(id),
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        prev_hash char(64) NOT NULL,
        hash char(64) NOT NULL,
        UNIQUE (game_id, seq)
      )`);
    await q.query(`
      CREATE FUNCTION game_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'game_events is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER game_events_no_update BEFORE UPDATE OR DELETE ON game_events
      FOR EACH ROW EXECUTE FUNCTION game_events_append_only()`);
    await q.query(`
      CREATE TRIGGER game_events_no_truncate BEFORE TRUNCATE ON game_events
      FOR EACH STATEMENT EXECUTE FUNCTION game_events_append_only()`);

    // A retried request with the same key returns the stored first response (docs/architecture.md).
    await q.query(`
      CREATE TABLE idempotency_keys (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        key text NOT NULL,
        fingerprint text NOT NULL,
        status integer NOT NULL,
        body jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, key)
      )`);

    // Written in the same transaction as the change that causes it; delivered by another module.
    await q.query(`
      CREATE TABLE outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind text NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        email text,
        game_id uuid REFERENCES games(id),
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        available_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        delivered_at timestamptz,
        last_error text,
        CHECK (user_id IS NOT NULL OR email IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX outbox_pending_idx ON outbox (available_at, id) WHERE delivered_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'outbox',
      'idempotency_keys',
      'game_events',
      'game_seats',
      'games',
      'api_tokens',
      'email_tokens',
      'sessions',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table} CASCADE`);
    }
    await q.query(`DROP FUNCTION IF EXISTS game_events_append_only()`);
  }
}
