import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Correspondence life: seat clocks on the game snapshot, vacations, notification
 * settings and mutes, in-app notifications, delivery state of the outbox, webhooks with their
 * delivery log, the digest ledger — and the triggers that make in-app rows, webhook deliveries
 * and LISTEN/NOTIFY wake-ups part of the very transaction that writes an outbox row or an event.
 */
export class Correspondence1796090000000 implements MigrationInterface {
  name = 'Correspondence1796090000000';

  async up(q: QueryRunner): Promise<void> {
    // pg-boss's own schema, installed here inside this migration's transaction so every database —
    // and every test clone — has it from the start instead of each API instance installing it on
    // first boot. Frozen: the SQL below is what pg-boss 10.4.2 generated (schema version 24), never
    // generated again from whatever version is installed. The jobs service starts pg-boss with
    // `migrate: false`, so pg-boss only checks this version and never changes its schema itself; a
    // pg-boss that wants another version is a new migration (see api/src/jobs/pg-boss-schema.spec.ts).
    await q.query(PG_BOSS_SCHEMA_24);
    // Per-seat clock state (bank left, since when the seat must act, reminders sent); the
    // earliest acting seat's deadline stays in games.deadline_at, indexed by games_status_idx.
    await q.query(`ALTER TABLE games ADD COLUMN clocks jsonb NOT NULL DEFAULT '{}'::jsonb`);

    // Delivery state of the email channel: a lease instead of a long transaction, so an SMTP
    // round trip never holds a row lock, and a crashed worker's rows come back when it expires.
    await q.query(`ALTER TABLE outbox ADD COLUMN lease_until timestamptz`);
    await q.query(`ALTER TABLE outbox ADD COLUMN failed_at timestamptz`);
    await q.query(`ALTER TABLE outbox ADD COLUMN email_status text`);

    await q.query(`
      CREATE TABLE vacations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_on >= starts_on)
      )`);
    await q.query(`CREATE INDEX vacations_user_idx ON vacations (user_id, starts_on)`);

    await q.query(`
      CREATE TABLE notification_settings (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'de')),
        time_zone text NOT NULL DEFAULT 'UTC',
        digest_hour integer NOT NULL DEFAULT 8 CHECK (digest_hour BETWEEN 0 AND 23),
        reminders text[] NOT NULL DEFAULT '{half,24h}',
        kinds jsonb NOT NULL DEFAULT '{}'::jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE muted_games (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        game_id uuid NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, game_id)
      )`);

    // One digest per user and local day, even with several workers.
    await q.query(`
      CREATE TABLE digest_log (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        day date NOT NULL,
        outbox_id bigint,
        PRIMARY KEY (user_id, day)
      )`);

    // In-app notifications share the outbox row's id: one notification, one id everywhere
    // (Message-ID, webhook payload, SSE event id).
    await q.query(`
      CREATE TABLE user_notifications (
        id bigint PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL,
        game_id uuid REFERENCES games(id) ON DELETE CASCADE,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      )`);
    await q.query(`CREATE INDEX user_notifications_user_idx ON user_notifications (user_id, id DESC)`);

    await q.query(`
      CREATE TABLE webhooks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        url text NOT NULL,
        secret text NOT NULL,
        kinds text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        disabled_at timestamptz
      )`);
    await q.query(`CREATE INDEX webhooks_user_idx ON webhooks (user_id) WHERE disabled_at IS NULL`);

    await q.query(`
      CREATE TABLE webhook_deliveries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        webhook_id uuid NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
        outbox_id bigint NOT NULL,
        kind text NOT NULL,
        body jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        available_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        delivered_at timestamptz,
        failed_at timestamptz,
        last_status integer,
        last_error text,
        UNIQUE (webhook_id, outbox_id)
      )`);
    await q.query(
      `CREATE INDEX webhook_deliveries_pending_idx ON webhook_deliveries (available_at, id) WHERE delivered_at IS NULL AND failed_at IS NULL`,
    );
    await q.query(`CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (webhook_id, id DESC)`);

    // Fan-out of an outbox row inside the writer's transaction: the in-app notification, one
    // webhook delivery per matching webhook, and NOTIFYs that PostgreSQL sends only on commit.
    await q.query(`
      CREATE FUNCTION outbox_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.user_id IS NOT NULL AND NEW.kind NOT IN ('email-verification', 'password-reset', 'digest') THEN
          INSERT INTO user_notifications (id, user_id, kind, game_id, payload, created_at)
          VALUES (NEW.id, NEW.user_id, NEW.kind, NEW.game_id, NEW.payload, NEW.created_at);
          INSERT INTO webhook_deliveries (webhook_id, outbox_id, kind, body)
          SELECT w.id, NEW.id, NEW.kind,
                 jsonb_build_object('type', NEW.kind, 'timestamp', to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                    'data', NEW.payload || jsonb_build_object('notificationId', NEW.id::text))
            FROM webhooks w
           WHERE w.user_id = NEW.user_id AND w.disabled_at IS NULL AND (cardinality(w.kinds) = 0 OR NEW.kind = ANY (w.kinds));
          PERFORM pg_notify('entente_user', json_build_object('userId', NEW.user_id, 'id', NEW.id::text)::text);
        END IF;
        PERFORM pg_notify('entente_outbox', NEW.id::text);
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER outbox_fan_out AFTER INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION outbox_fan_out()`,
    );

    // Every appended event wakes the game's live streams on every API instance.
    await q.query(`
      CREATE FUNCTION game_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('entente_game', json_build_object('gameId', NEW.game_id, 'seq', NEW.seq)::text);
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER game_events_notify AFTER INSERT ON game_events FOR EACH ROW EXECUTE FUNCTION game_events_notify()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS game_events_notify ON game_events`);
    await q.query(`DROP FUNCTION IF EXISTS game_events_notify()`);
    await q.query(`DROP TRIGGER IF EXISTS outbox_fan_out ON outbox`);
    await q.query(`DROP FUNCTION IF EXISTS outbox_fan_out()`);
    for (const table of [
      'webhook_deliveries',
      'webhooks',
      'user_notifications',
      'digest_log',
      'muted_games',
      'notification_settings',
      'vacations',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await q.query(`ALTER TABLE outbox DROP COLUMN email_status, DROP COLUMN failed_at, DROP COLUMN lease_until`);
    await q.query(`ALTER TABLE games DROP COLUMN clocks`);
    await q.query(`DROP SCHEMA IF EXISTS pgboss CASCADE`);
  }
}

/** `PgBoss.getConstructionPlans('pgboss')` of pg-boss 10.4.2 without its BEGIN and COMMIT, verbatim. */
const PG_BOSS_SCHEMA_24 = `
    SET LOCAL lock_timeout = '30s';
    SET LOCAL idle_in_transaction_session_timeout = '30s';
    SELECT pg_advisory_xact_lock(
      ('x' || encode(sha224((current_database() || '.pgboss.pgboss')::bytea), 'hex'))::bit(64)::bigint
  );
    
    CREATE SCHEMA IF NOT EXISTS pgboss
  ;

    CREATE TYPE pgboss.job_state AS ENUM (
      'created',
      'retry',
      'active',
      'completed',
      'cancelled',
      'failed'
    )
  ;

    CREATE TABLE pgboss.version (
      version int primary key,
      maintained_on timestamp with time zone,
      cron_on timestamp with time zone,
      monitored_on timestamp with time zone
    )
  ;

    CREATE TABLE pgboss.queue (
      name text,
      policy text,
      retry_limit int,
      retry_delay int,
      retry_backoff bool,
      expire_seconds int,
      retention_minutes int,
      dead_letter text REFERENCES pgboss.queue (name),
      partition_name text,
      created_on timestamp with time zone not null default now(),
      updated_on timestamp with time zone not null default now(),
      PRIMARY KEY (name)
    )
  ;

    CREATE TABLE pgboss.schedule (
      name text REFERENCES pgboss.queue ON DELETE CASCADE,
      cron text not null,
      timezone text,
      data jsonb,
      options jsonb,
      created_on timestamp with time zone not null default now(),
      updated_on timestamp with time zone not null default now(),
      PRIMARY KEY (name)
    )
  ;

    CREATE TABLE pgboss.subscription (
      event text not null,
      name text not null REFERENCES pgboss.queue ON DELETE CASCADE,
      created_on timestamp with time zone not null default now(),
      updated_on timestamp with time zone not null default now(),
      PRIMARY KEY(event, name)
    )
  ;

    CREATE TABLE pgboss.job (
      id uuid not null default gen_random_uuid(),
      name text not null,
      priority integer not null default(0),
      data jsonb,
      state pgboss.job_state not null default('created'),
      retry_limit integer not null default(2),
      retry_count integer not null default(0),
      retry_delay integer not null default(0),
      retry_backoff boolean not null default false,
      start_after timestamp with time zone not null default now(),
      started_on timestamp with time zone,
      singleton_key text,
      singleton_on timestamp without time zone,
      expire_in interval not null default interval '15 minutes',
      created_on timestamp with time zone not null default now(),
      completed_on timestamp with time zone,
      keep_until timestamp with time zone NOT NULL default now() + interval '14 days',
      output jsonb,
      dead_letter text,
      policy text
    ) PARTITION BY LIST (name)
  ;
ALTER TABLE pgboss.job ADD PRIMARY KEY (name, id);
CREATE TABLE pgboss.archive (LIKE pgboss.job);
ALTER TABLE pgboss.archive ADD PRIMARY KEY (name, id);
ALTER TABLE pgboss.archive ADD archived_on timestamptz NOT NULL DEFAULT now();
CREATE INDEX archive_i1 ON pgboss.archive(archived_on);

    CREATE FUNCTION pgboss.create_queue(queue_name text, options json)
    RETURNS VOID AS
    $$
    DECLARE
      table_name varchar := 'j' || encode(sha224(queue_name::bytea), 'hex');
      queue_created_on timestamptz;
    BEGIN

      WITH q as (
      INSERT INTO pgboss.queue (
        name,
        policy,
        retry_limit,
        retry_delay,
        retry_backoff,
        expire_seconds,
        retention_minutes,
        dead_letter,
        partition_name
      )
      VALUES (
        queue_name,
        options->>'policy',
        (options->>'retryLimit')::int,
        (options->>'retryDelay')::int,
        (options->>'retryBackoff')::bool,
        (options->>'expireInSeconds')::int,
        (options->>'retentionMinutes')::int,
        options->>'deadLetter',
        table_name
      )
      ON CONFLICT DO NOTHING
      RETURNING created_on
      )
      SELECT created_on into queue_created_on from q;

      IF queue_created_on IS NULL THEN
        RETURN;
      END IF;

      EXECUTE format('CREATE TABLE pgboss.%I (LIKE pgboss.job INCLUDING DEFAULTS)', table_name);

      EXECUTE format('ALTER TABLE pgboss.%1$I ADD PRIMARY KEY (name, id)', table_name);
      EXECUTE format('ALTER TABLE pgboss.%1$I ADD CONSTRAINT q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED', table_name);
      EXECUTE format('ALTER TABLE pgboss.%1$I ADD CONSTRAINT dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i1 ON pgboss.%1$I (name, COALESCE(singleton_key, '''')) WHERE state = ''created'' AND policy = ''short''', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i2 ON pgboss.%1$I (name, COALESCE(singleton_key, '''')) WHERE state = ''active'' AND policy = ''singleton''', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i3 ON pgboss.%1$I (name, state, COALESCE(singleton_key, '''')) WHERE state <= ''active'' AND policy = ''stately''', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i4 ON pgboss.%1$I (name, singleton_on, COALESCE(singleton_key, '''')) WHERE state <> ''cancelled'' AND singleton_on IS NOT NULL', table_name);
      EXECUTE format('CREATE INDEX %1$s_i5 ON pgboss.%1$I (name, start_after) INCLUDE (priority, created_on, id) WHERE state < ''active''', table_name);

      EXECUTE format('ALTER TABLE pgboss.%I ADD CONSTRAINT cjc CHECK (name=%L)', table_name, queue_name);
      EXECUTE format('ALTER TABLE pgboss.job ATTACH PARTITION pgboss.%I FOR VALUES IN (%L)', table_name, queue_name);
    END;
    $$
    LANGUAGE plpgsql;
  ;

    CREATE FUNCTION pgboss.delete_queue(queue_name text)
    RETURNS VOID AS
    $$
    DECLARE
      table_name varchar;
    BEGIN
      WITH deleted as (
        DELETE FROM pgboss.queue
        WHERE name = queue_name
        RETURNING partition_name
      )
      SELECT partition_name from deleted INTO table_name;

      EXECUTE format('DROP TABLE IF EXISTS pgboss.%I', table_name);
    END;
    $$
    LANGUAGE plpgsql;
  ;
INSERT INTO pgboss.version(version) VALUES ('24');
`;
