import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tables of a round whose games a job creates in batches (a big Swiss or Coalition round),
 * fixed when the round is paired: every batch and every retry of the job creates the boards of
 * the same plan that are still missing. Null while no such round is being created.
 */
export class TournamentRoundPlan1796167500000 implements MigrationInterface {
  name = 'TournamentRoundPlan1796167500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments ADD COLUMN round_plan jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments DROP COLUMN round_plan`);
  }
}
