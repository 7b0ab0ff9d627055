import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The first migration: database-wide building blocks later migrations rely on.
 * - citext: case-insensitive text, for e-mail addresses and user names that must be unique
 *   regardless of case.
 * - set_updated_at(): a trigger function that keeps an `updated_at` column honest without every
 *   UPDATE statement having to remember it:
 *     CREATE TRIGGER users_updated_at BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION set_updated_at();
 */
export class Foundation1700000000000 implements MigrationInterface {
  name = 'Foundation1700000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS citext`);
    await q.query(`
      CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.updated_at := now();
        RETURN NEW;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS set_updated_at()`);
    await q.query(`DROP EXTENSION IF EXISTS citext`);
  }
}
