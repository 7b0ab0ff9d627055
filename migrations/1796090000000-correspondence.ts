import PgBoss from 'pg-boss';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Correspondence life (issue 6): seat clocks on the game snapshot, vacations, notification
 * settings and mutes, in-app notifications, delivery state of the outbox, webhooks with their
 * delivery log, the digest ledger — and the triggers that make in-app rows, webhook deliveries
 * and LISTEN/NOTIFY wake-ups part of the very transaction that writes an outbox row or an event.
 */
export class Correspondence1796090000000 implements MigrationInterface {
  name = 'Correspondence1796090000000';

  async up(q: QueryRunner): Promise<void> {
    // pg-boss's own schema, installed here (its construction plan without its BEGIN/COMMIT, inside
    // this migration's transaction) so every database — and every test clone — has it from the
    // start instead of each API instance installing it on first boot.
    await q.query(PgBoss.getConstructionPlans('pgboss').replace(/^\s*(BEGIN|COMMIT);\s*$/gm, ''));
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
