import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A JWT cannot be recalled, so a password reset left every JWT issued before it working (and a
 * JWT can mint personal tokens). `users.credentials_epoch` counts the resets; a JWT names the
 * epoch it was issued in and is refused once the account's has moved on.
 */
export class CredentialsEpoch1796152200000 implements MigrationInterface {
  name = 'CredentialsEpoch1796152200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN credentials_epoch integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN credentials_epoch`);
  }
}
