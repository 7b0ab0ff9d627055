import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every game keeps the edition of its rules it began with (docs/rules/editions.md):
 *
 * - `games.rules_edition` names it (`007/1`, `coalition/2`, …). The games already here were
 *   played under the rules as they were before editions existed, which are the first edition of
 *   each variant; their first events name no edition, and a replay reads that as `…/1` too.
 * - `games.edition_upgrade` is a pending proposal to move a running game to a newer edition
 *   (`{edition, proposedBy, accepted}`), null when there is none. Both change only with an event
 *   of the game's chain, written by GameChangeService.
 *
 * The backfill touches every game's row once (`games_touch`), so a copy read before it is stale.
 */
export class RulesEditions1796150000000 implements MigrationInterface {
  name = 'RulesEditions1796150000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE games ADD COLUMN rules_edition text`);
    await q.query(`UPDATE games SET rules_edition = variant || '/1'`);
    await q.query(`ALTER TABLE games ALTER COLUMN rules_edition SET NOT NULL`);
    await q.query(
      `ALTER TABLE games ADD CONSTRAINT games_rules_edition_of_variant CHECK (rules_edition LIKE variant || '/%')`,
    );
    await q.query(`ALTER TABLE games ADD COLUMN edition_upgrade jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE games DROP COLUMN edition_upgrade`);
    await q.query(`ALTER TABLE games DROP COLUMN rules_edition`);
  }
}
