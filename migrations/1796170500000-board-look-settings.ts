import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The board's look and move sounds join the play settings, so they follow the player to every
 * device. Null means "never chosen on the account": the dashboard then reads the defaults and
 * takes a look chosen in the browser before sign-in up to the account once.
 */
export class BoardLookSettings1796170500000 implements MigrationInterface {
  name = 'BoardLookSettings1796170500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE play_settings
        ADD COLUMN board_theme text CHECK (board_theme IN ('classic', 'high-contrast')),
        ADD COLUMN piece_theme text CHECK (piece_theme IN ('standard', 'outlined')),
        ADD COLUMN move_sounds boolean`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE play_settings DROP COLUMN board_theme, DROP COLUMN piece_theme, DROP COLUMN move_sounds`,
    );
  }
}
