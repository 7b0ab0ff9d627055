import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invitations by email to people without an account: a seat may be reserved for an email address
 * (`invited_email`, state 'invited', no user yet). When an account verifies that address, the seat
 * becomes an ordinary invitation of that user (GameLobbyService.claimEmailInvitations).
 *
 * The seat check of the game-server migration (`open` exactly when there is no user) becomes: open
 * seats have neither user nor email; an invited seat has a user or an email, never both; a taken
 * seat has a user.
 */
export class EmailInvitations1796091000000 implements MigrationInterface {
  name = 'EmailInvitations1796091000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE game_seats ADD COLUMN invited_email citext`);
    await q.query(`ALTER TABLE game_seats DROP CONSTRAINT game_seats_check`);
    await q.query(`
      ALTER TABLE game_seats ADD CONSTRAINT game_seats_holder_check CHECK (
        CASE state
          WHEN 'open' THEN user_id IS NULL AND invited_email IS NULL
          WHEN 'invited' THEN (user_id IS NULL) <> (invited_email IS NULL)
          ELSE user_id IS NOT NULL AND invited_email IS NULL
        END)`);
    await q.query(
      `CREATE INDEX game_seats_invited_email_idx ON game_seats (invited_email) WHERE invited_email IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // Seats still reserved for an address have no user to keep them: they become open.
    await q.query(
      `UPDATE game_seats SET state = 'open', invited_at = NULL, invited_email = NULL WHERE invited_email IS NOT NULL`,
    );
    await q.query(`DROP INDEX IF EXISTS game_seats_invited_email_idx`);
    await q.query(`ALTER TABLE game_seats DROP CONSTRAINT game_seats_holder_check`);
    await q.query(
      `ALTER TABLE game_seats ADD CONSTRAINT game_seats_check CHECK ((state = 'open') = (user_id IS NULL))`,
    );
    await q.query(`ALTER TABLE game_seats DROP COLUMN invited_email`);
  }
}
