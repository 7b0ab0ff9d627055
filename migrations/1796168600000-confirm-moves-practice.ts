import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Confirm before sending" becomes two settings: `confirm_moves` for correspondence games, now on
 * unless turned off (as lichess asks before sending a correspondence move), and
 * `confirm_moves_practice` for practice against the computer (every other seat a computer), off
 * unless turned on. A row exists only for someone who changed the setting, so its value is theirs
 * and stays; who never changed it reads the new defaults.
 */
export class ConfirmMovesPractice1796168600000 implements MigrationInterface {
  name = 'ConfirmMovesPractice1796168600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE play_settings ALTER COLUMN confirm_moves SET DEFAULT true`);
    await q.query(`ALTER TABLE play_settings ADD COLUMN confirm_moves_practice boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE play_settings DROP COLUMN confirm_moves_practice`);
    await q.query(`ALTER TABLE play_settings ALTER COLUMN confirm_moves SET DEFAULT false`);
  }
}
