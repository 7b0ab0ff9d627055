import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * People a player blocked (docs/safety.md, "Blocking"): one row per pair, private to the blocker.
 * Read both ways — "whom did I block" (the list, newest first) and "who blocked this person" (each
 * invitation, seat offer, pair-channel message and lobby join asks it) — so each way has an index.
 * A block disappears with either account.
 */
export class Blocks1796152000000 implements MigrationInterface {
  name = 'Blocks1796152000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_blocks (
        blocker_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        blocked_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id),
        CHECK (blocker_id <> blocked_id)
      )`);
    await q.query(`CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_id, blocker_id)`);
    await q.query(`CREATE INDEX user_blocks_list_idx ON user_blocks (blocker_id, created_at DESC, blocked_id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_blocks`);
  }
}
