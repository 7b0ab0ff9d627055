import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push: the server's VAPID key pair (one row, generated once unless configured), each user's
 * push subscriptions (one per browser: its endpoint is unique, and moves to whoever subscribes it
 * last), and one delivery per subscription and outbox row, fanned out by the outbox trigger as the
 * webhook deliveries are and drained by the same leased loop. The kinds a push is sent for are
 * chosen per user (`notification_settings.push`, kind → true/false); the dispatcher reads it when
 * it sends, as the email dispatcher reads the email choices.
 */
export class WebPush1796154000000 implements MigrationInterface {
  name = 'WebPush1796154000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_vapid_keys (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        public_key text NOT NULL,
        private_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        endpoint text NOT NULL UNIQUE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        device text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, created_at, id)`);
    await q.query(`
      CREATE TABLE push_deliveries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        subscription_id uuid NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
        outbox_id bigint NOT NULL,
        kind text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        available_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        delivered_at timestamptz,
        failed_at timestamptz,
        status text,
        last_status integer,
        last_error text,
        UNIQUE (subscription_id, outbox_id)
      )`);
    await q.query(
      `CREATE INDEX push_deliveries_pending_idx ON push_deliveries (available_at, id) WHERE delivered_at IS NULL AND failed_at IS NULL`,
    );
    await q.query(`ALTER TABLE notification_settings ADD COLUMN push jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await q.query(fanOut(true));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(fanOut(false));
    await q.query(`ALTER TABLE notification_settings DROP COLUMN push`);
    await q.query(`DROP TABLE push_deliveries`);
    await q.query(`DROP TABLE push_subscriptions`);
    await q.query(`DROP TABLE push_vapid_keys`);
  }
}

/** The kinds a push may be sent for (api/src/delivery/push/push-kinds.ts). */
const PUSH_KINDS = `'your-turn', 'check-to-answer', 'message', 'draw-offered', 'seat-offered', 'game-over'`;

/** The fan-out of 1796152300000-sign-in-links.ts, with (or, going down, without) the push deliveries. */
function fanOut(push: boolean): string {
  return `
      CREATE OR REPLACE FUNCTION outbox_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.user_id IS NOT NULL AND NEW.kind NOT IN ('email-verification', 'password-reset', 'sign-in-link', 'digest') AND NEW.kind NOT LIKE 'account-%' THEN
          INSERT INTO user_notifications (id, user_id, kind, game_id, payload, created_at)
          VALUES (NEW.id, NEW.user_id, NEW.kind, NEW.game_id, NEW.payload, NEW.created_at);
          INSERT INTO webhook_deliveries (webhook_id, outbox_id, kind, body)
          SELECT w.id, NEW.id, NEW.kind,
                 jsonb_build_object('type', NEW.kind, 'timestamp', to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                    'data', NEW.payload || jsonb_build_object('notificationId', NEW.id::text))
            FROM webhooks w
           WHERE w.user_id = NEW.user_id AND w.disabled_at IS NULL AND (cardinality(w.kinds) = 0 OR NEW.kind = ANY (w.kinds));${
             push
               ? `
          IF NEW.kind IN (${PUSH_KINDS}) THEN
            -- Due at once, a message too (its email waits out a quiet spell; a push collapses by tag).
            INSERT INTO push_deliveries (subscription_id, outbox_id, kind, available_at)
            SELECT s.id, NEW.id, NEW.kind, NEW.created_at FROM push_subscriptions s WHERE s.user_id = NEW.user_id;
          END IF;`
               : ''
           }
          PERFORM pg_notify('entente_user', json_build_object('userId', NEW.user_id, 'id', NEW.id::text)::text);
        END IF;
        PERFORM pg_notify('entente_outbox', NEW.id::text);
        RETURN NULL;
      END $$`;
}
