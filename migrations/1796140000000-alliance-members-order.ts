import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The alliance history filtered by a player (`GET /alliances?player=`) reads its page from an
 * index in list order: newest coalition first. The filter goes through the people a
 * coalition credits (`alliance_members`), which had no order of its own, so PostgreSQL walked the
 * whole history newest first and kept the player's coalitions — on a server of 100,000 games,
 * 9.5 times the time it took on one of 100 (bench:scale).
 *
 * `alliance_members.formed_at` is the coalition's own `formed_at`, copied: a coalition forms once
 * and its time never changes, so the copy cannot drift. Both writers (the alliance recorder and
 * the seat take-over) set it from the coalition. The index by person, newest first, replaces the
 * one by person and coalition, whose reads (the partners count) it serves as well.
 */
export class AllianceMembersOrder1796140000000 implements MigrationInterface {
  name = 'AllianceMembersOrder1796140000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE alliance_members ADD COLUMN formed_at timestamptz`);
    await q.query(`UPDATE alliance_members m SET formed_at = a.formed_at FROM alliances a WHERE a.id = m.alliance_id`);
    await q.query(`ALTER TABLE alliance_members ALTER COLUMN formed_at SET NOT NULL`);
    await q.query(
      `CREATE INDEX alliance_members_user_formed_idx ON alliance_members (user_id, formed_at DESC, alliance_id DESC)`,
    );
    await q.query(`DROP INDEX alliance_members_user_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX alliance_members_user_idx ON alliance_members (user_id, alliance_id)`);
    await q.query(`DROP INDEX alliance_members_user_formed_idx`);
    await q.query(`ALTER TABLE alliance_members DROP COLUMN formed_at`);
  }
}
