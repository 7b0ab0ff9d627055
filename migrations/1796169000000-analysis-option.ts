import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `games.analysis`: whether an engine may be used on the analysis board while the game runs —
 * `allowed` or `after-game` (docs/analysis.md). Set for every game made from now on; the games made
 * before are given the default of their kind here (`after-game` for rated, ladder and tournament
 * games, `allowed` otherwise). The column stays nullable so that a row written without it (a
 * benchmark's or a test's bulk insert) still reads as the default of its kind.
 */
export class AnalysisOption1796169000000 implements MigrationInterface {
  name = 'AnalysisOption1796169000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE games
        ADD COLUMN analysis text
          CONSTRAINT games_analysis_check CHECK (analysis IN ('allowed', 'after-game'))`);
    await q.query(`
      UPDATE games g
         SET analysis = CASE
               WHEN g.rated
                 OR EXISTS (SELECT 1 FROM ladder_games lg WHERE lg.game_id = g.id)
                 OR EXISTS (SELECT 1 FROM tournament_games tg WHERE tg.game_id = g.id)
               THEN 'after-game' ELSE 'allowed' END`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE games DROP COLUMN analysis`);
  }
}
