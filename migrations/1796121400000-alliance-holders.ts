import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The alliance history credits each holder (issue 21): a coalition's seats may change hands while it
 * stands, so the history names every person (or computer) who held either seat from the coalition's
 * forming to the game's end, from the record of holders (`seat_holders`) — no second record to keep.
 *
 * `alliances.formed_seq` / `ended_seq`: the event (the game's version) that formed the coalition
 * and the one that ended the game. The view `alliance_holders` has a row per holding of a
 * coalition's seat that overlaps that span: the coalition's side (`leader`, `joiner`), the seat,
 * the person or computer, and the span of the holding (`since_seq`, `until_seq`). A coalition
 * recorded before this migration has no `formed_seq`: its holders are the two people it recorded
 * when it formed (`leader_id`, `joiner_id`), with no span.
 */
export class AllianceHolders1796121400000 implements MigrationInterface {
  name = 'AllianceHolders1796121400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE alliances ADD COLUMN formed_seq integer, ADD COLUMN ended_seq integer`);
    await q.query(`
      CREATE VIEW alliance_holders AS
        SELECT a.id AS alliance_id, side.name AS side, side.seat, h.user_id, h.computer, h.since_seq, h.until_seq
          FROM alliances a
          CROSS JOIN LATERAL (VALUES ('leader', a.leader_seat), ('joiner', a.joiner_seat)) AS side (name, seat)
          JOIN seat_holders h ON h.game_id = a.game_id AND h.seat = side.seat
         WHERE a.formed_seq IS NOT NULL
           AND h.since_seq < coalesce(a.ended_seq, 2147483647)
           AND coalesce(h.until_seq, 2147483647) > a.formed_seq
        UNION ALL
        SELECT a.id, side.name, side.seat, side.user_id, NULL::text, NULL::integer, NULL::integer
          FROM alliances a
          CROSS JOIN LATERAL (VALUES ('leader', a.leader_seat, a.leader_id), ('joiner', a.joiner_seat, a.joiner_id))
            AS side (name, seat, user_id)
         WHERE a.formed_seq IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW alliance_holders`);
    await q.query(`ALTER TABLE alliances DROP COLUMN ended_seq, DROP COLUMN formed_seq`);
  }
}
