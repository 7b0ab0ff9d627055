import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time sign-in links, the way past the sign-in limits: an `email_tokens` row of purpose
 * `sign-in`, mailed as the `sign-in-link` message. Like the verification and reset mail it is
 * account mail, carrying a secret: it goes by email only, never into the in-app notifications or
 * the webhooks (the fan-out trigger's function, replaced with one more excluded kind beside the
 * `account-…` kinds the leaving migration excludes).
 */
export class SignInLinks1796152300000 implements MigrationInterface {
  name = 'SignInLinks1796152300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check`);
    await q.query(
      `ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check
         CHECK (purpose IN ('verify-email', 'reset-password', 'sign-in'))`,
    );
    await q.query(
      fanOut(
        `NEW.kind NOT IN ('email-verification', 'password-reset', 'sign-in-link', 'digest') AND NEW.kind NOT LIKE 'account-%'`,
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      fanOut(`NEW.kind NOT IN ('email-verification', 'password-reset', 'digest') AND NEW.kind NOT LIKE 'account-%'`),
    );
    await q.query(`DELETE FROM email_tokens WHERE purpose = 'sign-in'`);
    await q.query(`ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check`);
    await q.query(
      `ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check
         CHECK (purpose IN ('verify-email', 'reset-password'))`,
    );
  }
}

function fanOut(notified: string): string {
  return `
      CREATE OR REPLACE FUNCTION outbox_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.user_id IS NOT NULL AND ${notified} THEN
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
      END $$`;
}
