import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Diplomacy: the parties' negotiation, kept with the game.
 *
 * - `games.press` / `games.press_reveal`: what may be said (full, table, none) and whether the
 *   private channels are opened to everyone after the game (after-game, never). Existing 007
 *   games get `table`, the 007 default; a row written without them gets `full`, which in 007 is
 *   the same channel list (its one pair of seats is the whole table).
 * - `channel_messages`: every message and every system line of a channel, append-only (a trigger
 *   refuses UPDATE, DELETE and TRUNCATE) and hash-chained per channel like `game_events`. Paged
 *   by (game, channel, seq) through the unique index, so a page costs the same at seq 10,000 as
 *   at 10; a game's stream catches up by (game, id).
 * - `channel_reads`, `message_mutes`, `game_notes`: per user, mutable, never part of the record.
 * - An outbox index for coalescing message emails per recipient and game (one email per burst).
 */
export class Diplomacy1796101200000 implements MigrationInterface {
  name = 'Diplomacy1796101200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE games ADD COLUMN press text NOT NULL DEFAULT 'full'`);
    await q.query(`ALTER TABLE games ADD COLUMN press_reveal text NOT NULL DEFAULT 'after-game'`);
    await q.query(`UPDATE games SET press = 'table' WHERE variant = '007'`);
    await q.query(`ALTER TABLE games ADD CONSTRAINT games_press_check CHECK (press IN ('full', 'table', 'none'))`);
    await q.query(
      `ALTER TABLE games ADD CONSTRAINT games_press_reveal_check CHECK (press_reveal IN ('after-game', 'never'))`,
    );

    await q.query(`
      CREATE TABLE channel_messages (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        game_id uuid NOT NULL REFERENCES games(id),
        channel text NOT NULL,
        seq integer NOT NULL CHECK (seq >= 1),
        kind text NOT NULL CHECK (kind IN ('message', 'system')),
        seat text,
        user_id uuid REFERENCES users(id),
        text text NOT NULL CHECK (char_length(text) <= 2000),
        system jsonb,
        game_version integer NOT NULL,
        created_at timestamptz NOT NULL,
        prev_hash char(64) NOT NULL,
        hash char(64) NOT NULL,
        UNIQUE (game_id, channel, seq),
        CHECK (CASE kind WHEN 'message' THEN seat IS NOT NULL AND user_id IS NOT NULL AND system IS NULL
                         ELSE seat IS NULL AND user_id IS NULL AND system IS NOT NULL END)
      )`);
    await q.query(`CREATE INDEX channel_messages_game_idx ON channel_messages (game_id, id)`);
    await q.query(`
      CREATE FUNCTION channel_messages_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'channel_messages is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER channel_messages_no_update BEFORE UPDATE OR DELETE ON channel_messages
      FOR EACH ROW EXECUTE FUNCTION channel_messages_append_only()`);
    await q.query(`
      CREATE TRIGGER channel_messages_no_truncate BEFORE TRUNCATE ON channel_messages
      FOR EACH STATEMENT EXECUTE FUNCTION channel_messages_append_only()`);
    // A new line wakes the game's message streams on every API instance (sent on commit). The
    // wake-up names only the game: each stream reads what its own viewer may read.
    await q.query(`
      CREATE FUNCTION channel_messages_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('entente_message', json_build_object('gameId', NEW.game_id)::text);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER channel_messages_notify AFTER INSERT ON channel_messages
      FOR EACH ROW EXECUTE FUNCTION channel_messages_notify()`);

    await q.query(`
      CREATE TABLE channel_reads (
        game_id uuid NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        channel text NOT NULL,
        seq integer NOT NULL CHECK (seq >= 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_id, user_id, channel)
      )`);

    await q.query(`
      CREATE TABLE message_mutes (
        game_id uuid NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        seat text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_id, user_id, seat)
      )`);

    await q.query(`
      CREATE TABLE game_notes (
        game_id uuid NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        text text NOT NULL CHECK (char_length(text) <= 20000),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_id, user_id)
      )`);

    await q.query(`CREATE INDEX outbox_message_burst_idx ON outbox (user_id, game_id, id) WHERE kind = 'message'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS outbox_message_burst_idx`);
    for (const table of ['game_notes', 'message_mutes', 'channel_reads', 'channel_messages'])
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    await q.query(`DROP FUNCTION IF EXISTS channel_messages_notify()`);
    await q.query(`DROP FUNCTION IF EXISTS channel_messages_append_only()`);
    await q.query(`ALTER TABLE games DROP CONSTRAINT IF EXISTS games_press_reveal_check`);
    await q.query(`ALTER TABLE games DROP CONSTRAINT IF EXISTS games_press_check`);
    await q.query(`ALTER TABLE games DROP COLUMN press_reveal, DROP COLUMN press`);
  }
}
