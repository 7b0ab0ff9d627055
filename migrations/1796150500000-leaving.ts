import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leaving: an account may ask to be deleted, and is closed seven days later unless its owner
 * signs in before then.
 *
 * - `deletion_requested_at`, `deletion_due_at`: the pending deletion (both set or both null). The
 *   due date stays set until the closure has released every seat, so the sweep that closes due
 *   accounts also finishes a closure that stopped half-way.
 * - `closed_at`: the account is closed: anonymised (`deleted-…`), without an address or a
 *   password, never to sign in again. Its id stays: events, messages and results name it.
 * - `email` and `password_hash` may be null: a closed account frees its address for a new one
 *   (the unique index takes any number of nulls) and keeps no password.
 * - The account mails about a deletion (scheduled, cancelled) are account mail, like the
 *   verification and reset mail: by email to the owner only. The fan-out now leaves out every
 *   kind named `account-…`, so a later account mail needs no change here.
 */
export class Leaving1796150500000 implements MigrationInterface {
  name = 'Leaving1796150500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN deletion_requested_at timestamptz`);
    await q.query(`ALTER TABLE users ADD COLUMN deletion_due_at timestamptz`);
    await q.query(`ALTER TABLE users ADD COLUMN closed_at timestamptz`);
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_deletion_check
         CHECK ((deletion_requested_at IS NULL) = (deletion_due_at IS NULL))`,
    );
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_closed_check
         CHECK (closed_at IS NULL OR (email IS NULL AND password_hash IS NULL))`,
    );
    await q.query(`ALTER TABLE users ALTER COLUMN email DROP NOT NULL`);
    await q.query(`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`);
    await q.query(`CREATE INDEX users_deletion_due_idx ON users (deletion_due_at) WHERE deletion_due_at IS NOT NULL`);
    await q.query(
      fanOut(`NEW.kind NOT IN ('email-verification', 'password-reset', 'digest') AND NEW.kind NOT LIKE 'account-%'`),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(fanOut(`NEW.kind NOT IN ('email-verification', 'password-reset', 'account-exists', 'digest')`));
    await q.query(`DROP INDEX users_deletion_due_idx`);
    // Closed accounts have neither; they get values no one can sign in with.
    await q.query(`UPDATE users SET email = 'closed-' || id || '@invalid' WHERE email IS NULL`);
    await q.query(`UPDATE users SET password_hash = '!' WHERE password_hash IS NULL`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_closed_check`);
    await q.query(`ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL`);
    await q.query(`ALTER TABLE users ALTER COLUMN email SET NOT NULL`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_deletion_check`);
    await q.query(`ALTER TABLE users DROP COLUMN closed_at`);
    await q.query(`ALTER TABLE users DROP COLUMN deletion_due_at`);
    await q.query(`ALTER TABLE users DROP COLUMN deletion_requested_at`);
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
