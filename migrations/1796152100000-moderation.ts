import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports and moderators (docs/safety.md, "Reports and moderation").
 *
 * `users`: `moderator` (given and taken by `entente moderator grant|revoke`); the restrictions a
 * moderator can put on an account — `muted_until` (no messages in any channel until then),
 * `suspended_at`/`suspended_until` (no sign-in and no request until then; no end: until lifted)
 * and `banned_at` (closed for good by a moderator; the account keeps its name and address, so
 * the same person cannot sign up again with them — unlike `closed_at`, an owner's deletion).
 *
 * `reports`: what a player reported, resolved when it was filed to the person it concerns
 * (`reported_user_id`) and the game or club it belongs to. One open report per reporter and item.
 * The queue reads open reports first, oldest first, from `reports_queue_idx`.
 *
 * `moderation_actions`: the audit log — every action a moderator took and every private message
 * a moderator read through a report, with who, why and when; append-only, like the chains. The
 * role's changes by the command line are in it too (no moderator: the command line).
 */
export class Moderation1796152100000 implements MigrationInterface {
  name = 'Moderation1796152100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN moderator boolean NOT NULL DEFAULT false,
        ADD COLUMN muted_until timestamptz,
        ADD COLUMN suspended_at timestamptz,
        ADD COLUMN suspended_until timestamptz,
        ADD COLUMN banned_at timestamptz,
        ADD CONSTRAINT users_suspension_check CHECK (suspended_until IS NULL OR suspended_at IS NOT NULL)`);
    await q.query(`
      CREATE TABLE reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reporter_id uuid NOT NULL REFERENCES users(id),
        subject text NOT NULL CHECK (subject IN ('message', 'user', 'game', 'club')),
        subject_id text NOT NULL,
        reported_user_id uuid REFERENCES users(id),
        game_id uuid REFERENCES games(id),
        club_id uuid REFERENCES clubs(id) ON DELETE SET NULL,
        message_id bigint REFERENCES channel_messages(id),
        reason text NOT NULL CHECK (reason IN ('spam', 'harassment', 'cheating', 'inappropriate', 'other')),
        text text NOT NULL CHECK (char_length(text) <= 2000),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'actioned')),
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz,
        closed_by uuid REFERENCES users(id),
        CHECK ((status = 'open') = (closed_at IS NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX reports_open_once_key ON reports (reporter_id, subject, subject_id) WHERE status = 'open'`,
    );
    await q.query(`CREATE INDEX reports_queue_idx ON reports ((status <> 'open'), created_at, id)`);
    await q.query(
      `CREATE INDEX reports_reported_user_idx ON reports (reported_user_id) WHERE reported_user_id IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE moderation_actions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        moderator_id uuid REFERENCES users(id),
        action text NOT NULL CHECK (action IN ('viewed-context', 'dismiss', 'warn', 'mute', 'suspend', 'reinstate',
                                               'close', 'annul', 'role-granted', 'role-revoked')),
        report_id uuid REFERENCES reports(id),
        user_id uuid REFERENCES users(id),
        game_id uuid REFERENCES games(id),
        reason text NOT NULL CHECK (char_length(reason) <= 2000),
        until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (moderator_id IS NOT NULL OR action IN ('role-granted', 'role-revoked'))
      )`);
    await q.query(
      `CREATE INDEX moderation_actions_report_idx ON moderation_actions (report_id, id) WHERE report_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX moderation_actions_user_idx ON moderation_actions (user_id, id DESC) WHERE user_id IS NOT NULL`,
    );
    await q.query(`
      CREATE FUNCTION moderation_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'moderation_actions is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER moderation_actions_no_update BEFORE UPDATE OR DELETE ON moderation_actions
      FOR EACH ROW EXECUTE FUNCTION moderation_actions_append_only()`);
    await q.query(`
      CREATE TRIGGER moderation_actions_no_truncate BEFORE TRUNCATE ON moderation_actions
      FOR EACH STATEMENT EXECUTE FUNCTION moderation_actions_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE moderation_actions`);
    await q.query(`DROP FUNCTION moderation_actions_append_only()`);
    await q.query(`DROP TABLE reports`);
    await q.query(`
      ALTER TABLE users
        DROP CONSTRAINT users_suspension_check,
        DROP COLUMN banned_at,
        DROP COLUMN suspended_until,
        DROP COLUMN suspended_at,
        DROP COLUMN muted_until,
        DROP COLUMN moderator`);
  }
}
