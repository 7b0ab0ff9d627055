import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Computer players in seats: a seat may be held by a computer player of a level
 * (`random`, `greedy`, `search`) instead of a person. Such a seat is `taken`; while `computer` is
 * set the computer plays it, whether or not `user_id` names a person (a seat a computer took over
 * from one keeps its first holder). Before, a taken seat needed a user; now a user or a computer.
 */
export class ComputerSeats1796100500000 implements MigrationInterface {
  name = 'ComputerSeats1796100500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE game_seats ADD COLUMN computer text
        CONSTRAINT game_seats_computer_check CHECK (computer IN ('random', 'greedy', 'search'))`);
    await q.query(`ALTER TABLE game_seats DROP CONSTRAINT game_seats_holder_check`);
    await q.query(`
      ALTER TABLE game_seats ADD CONSTRAINT game_seats_holder_check CHECK (
        CASE state
          WHEN 'open' THEN user_id IS NULL AND invited_email IS NULL AND computer IS NULL
          WHEN 'invited' THEN (user_id IS NULL) <> (invited_email IS NULL) AND computer IS NULL
          ELSE (user_id IS NOT NULL OR computer IS NOT NULL) AND invited_email IS NULL
        END)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // A seat only a computer held has nobody to keep it: it becomes open again.
    await q.query(
      `UPDATE game_seats SET state = 'open', joined_at = NULL WHERE user_id IS NULL AND computer IS NOT NULL`,
    );
    await q.query(`ALTER TABLE game_seats DROP CONSTRAINT game_seats_holder_check`);
    await q.query(`ALTER TABLE game_seats DROP COLUMN computer`);
    await q.query(`
      ALTER TABLE game_seats ADD CONSTRAINT game_seats_holder_check CHECK (
        CASE state
          WHEN 'open' THEN user_id IS NULL AND invited_email IS NULL
          WHEN 'invited' THEN (user_id IS NULL) <> (invited_email IS NULL)
          ELSE user_id IS NOT NULL AND invited_email IS NULL
        END)`);
  }
}
