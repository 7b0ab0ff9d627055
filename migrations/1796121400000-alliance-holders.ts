import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The alliance history credits each holder: a coalition's seats may change hands while
 * it stands, and everyone who held one of them in that time is in the coalition's history.
 *
 * `alliances.formed_seq` / `ended_seq`: the event (the game's version) that formed the coalition
 * and the one that ended the game; who held its seats between them is read from the record of
 * holders (`seat_holders`), the one record of holdings.
 *
 * `alliance_members`: the people credited with each coalition — who held its `leader` or `joiner`
 * seat at any time while it stood — written with the coalition and, in the transaction of the
 * `seat-handed-over` event, for each person who takes a seat of a standing coalition over. It is
 * the index the history's per-player filter and the partners counts read (by person, then
 * coalition); a coalition recorded before it gets the two people it recorded when it formed.
 */
export class AllianceHolders1796121400000 implements MigrationInterface {
  name = 'AllianceHolders1796121400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE alliances ADD COLUMN formed_seq integer, ADD COLUMN ended_seq integer`);
    await q.query(`
      CREATE TABLE alliance_members (
        alliance_id bigint NOT NULL REFERENCES alliances(id) ON DELETE CASCADE,
        side text NOT NULL CHECK (side IN ('leader', 'joiner')),
        user_id uuid NOT NULL REFERENCES users(id),
        PRIMARY KEY (alliance_id, side, user_id)
      )`);
    await q.query(`CREATE INDEX alliance_members_user_idx ON alliance_members (user_id, alliance_id)`);
    await q.query(`
      INSERT INTO alliance_members (alliance_id, side, user_id)
      SELECT id, 'leader', leader_id FROM alliances WHERE leader_id IS NOT NULL
      UNION ALL
      SELECT id, 'joiner', joiner_id FROM alliances WHERE joiner_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE alliance_members`);
    await q.query(`ALTER TABLE alliances DROP COLUMN ended_seq, DROP COLUMN formed_seq`);
  }
}
