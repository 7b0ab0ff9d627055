import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a tournament takes bot accounts as entrants. Off unless its admin allows them: a club
 * event is for people first, and an engine's entry is the creator's choice, as on lichess.
 */
export class TournamentAllowBots1796165000000 implements MigrationInterface {
  name = 'TournamentAllowBots1796165000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments ADD COLUMN allow_bots boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments DROP COLUMN allow_bots`);
  }
}
