import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lobby: `games.lobby_since` is when the game entered the lobby — set while it has a
 * seat anyone may take, null otherwise — so the lobby's list (newest first, keyset-paged) reads a
 * partial index that holds only the games listed there, however many games the server keeps.
 * GameLobbyService keeps the column in the transaction of every seat change (games/lobby-listing.ts).
 */
export class Lobby1796110000000 implements MigrationInterface {
  name = 'Lobby1796110000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE games ADD COLUMN lobby_since timestamptz`);
    await q.query(`
      UPDATE games g SET lobby_since = g.created_at
       WHERE g.status = 'open' AND EXISTS (SELECT 1 FROM game_seats s WHERE s.game_id = g.id AND s.state = 'open')`);
    await q.query(`CREATE INDEX games_lobby_idx ON games (lobby_since DESC, id DESC) WHERE lobby_since IS NOT NULL`);
    await q.query(
      `CREATE INDEX games_lobby_variant_idx ON games (variant, lobby_since DESC, id DESC) WHERE lobby_since IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX games_lobby_variant_idx`);
    await q.query(`DROP INDEX games_lobby_idx`);
    await q.query(`ALTER TABLE games DROP COLUMN lobby_since`);
  }
}
