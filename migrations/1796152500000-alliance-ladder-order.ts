import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The alliance history of a ladder or a season (`GET /alliances?ladder=&season=`) reads its page
 * from an index in list order, newest coalition first. The filter went through `ladder_games`,
 * which has no coalition time, so PostgreSQL walked the whole history newest first and kept the
 * ladder's coalitions: 6.5 ms at 136 games, 112 ms at 100,000 (bench:scale).
 *
 * `alliances.ladder_id` and `season_id` copy the game's `ladder_games` row: a game is entered on
 * its ladder when it is created, before any coalition, and neither its ladder nor its season
 * changes after. The alliance recorder sets them from that row; a ladder or season deleted
 * takes its games' rows with it and leaves the coalitions outside any ladder, as the join did.
 */
export class AllianceLadderOrder1796152500000 implements MigrationInterface {
  name = 'AllianceLadderOrder1796152500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE alliances ADD COLUMN ladder_id uuid REFERENCES ladders(id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE alliances ADD COLUMN season_id uuid REFERENCES ladder_seasons(id) ON DELETE SET NULL`);
    await q.query(
      `UPDATE alliances a SET ladder_id = lg.ladder_id, season_id = lg.season_id FROM ladder_games lg WHERE lg.game_id = a.game_id`,
    );
    await q.query(
      `CREATE INDEX alliances_ladder_formed_idx ON alliances (ladder_id, formed_at DESC, id DESC) WHERE ladder_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX alliances_season_formed_idx ON alliances (season_id, formed_at DESC, id DESC) WHERE season_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX alliances_season_formed_idx`);
    await q.query(`DROP INDEX alliances_ladder_formed_idx`);
    await q.query(`ALTER TABLE alliances DROP COLUMN season_id`);
    await q.query(`ALTER TABLE alliances DROP COLUMN ladder_id`);
  }
}
