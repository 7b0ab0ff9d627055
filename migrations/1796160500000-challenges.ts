import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Challenges (docs/bots.md, "Challenges"): a proposed game, created only when every challenged
 * account accepts.
 *
 * - `challenges`: the terms (variant, options, time control) and the seat plan; `status` is
 *   pending until answered, withdrawn or accepted. A pending challenge past `expires_at` (a day)
 *   reads as expired; the row is never changed by time alone.
 * - `challenge_invitees`: who is challenged, to which seat, and their answer (a new row wakes their
 *   streams). `created_at` is the challenge's, so "challenges to me, newest first" is one index
 *   scan.
 */
export class Challenges1796160500000 implements MigrationInterface {
  name = 'Challenges1796160500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE challenges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        challenger_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        variant text NOT NULL,
        options jsonb NOT NULL DEFAULT '{}',
        time_control jsonb NOT NULL,
        seats jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'withdrawn')),
        reason text,
        game_id uuid REFERENCES games(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        answered_at timestamptz
      )`);
    await q.query(`CREATE INDEX challenges_challenger_idx ON challenges (challenger_id, created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE challenge_invitees (
        challenge_id uuid NOT NULL REFERENCES challenges(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        seat text NOT NULL,
        answer text CHECK (answer IN ('accepted', 'declined')),
        created_at timestamptz NOT NULL,
        PRIMARY KEY (challenge_id, user_id)
      )`);
    // A challenge wakes the streams of those challenged (a bot's GET /bot/stream) on every instance.
    await q.query(`
      CREATE FUNCTION challenge_invitee_wake() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('entente_user', json_build_object('userId', NEW.user_id, 'id', NEW.challenge_id::text)::text);
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER challenge_invitee_wake AFTER INSERT ON challenge_invitees FOR EACH ROW EXECUTE FUNCTION challenge_invitee_wake()`,
    );
    await q.query(
      `CREATE INDEX challenge_invitees_user_idx ON challenge_invitees (user_id, created_at DESC, challenge_id DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE challenge_invitees`);
    await q.query(`DROP FUNCTION challenge_invitee_wake()`);
    await q.query(`DROP TABLE challenges`);
  }
}
