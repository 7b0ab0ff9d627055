import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A tournament's state `starting`: a big round robin is marked started and paired at once, and a
 * job creates its games in batches (docs/tournaments.md); until the last exists it is `starting`.
 */
export class TournamentStarting1796161000000 implements MigrationInterface {
  name = 'TournamentStarting1796161000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments DROP CONSTRAINT tournaments_state_check`);
    await q.query(
      `ALTER TABLE tournaments ADD CONSTRAINT tournaments_state_check CHECK (state IN ('open', 'starting', 'running', 'finished'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE tournaments SET state = 'running' WHERE state = 'starting'`);
    await q.query(`ALTER TABLE tournaments DROP CONSTRAINT tournaments_state_check`);
    await q.query(
      `ALTER TABLE tournaments ADD CONSTRAINT tournaments_state_check CHECK (state IN ('open', 'running', 'finished'))`,
    );
  }
}
