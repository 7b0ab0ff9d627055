import type { EntityManager } from 'typeorm';

/**
 * Keeps a game's place in the lobby (`games.lobby_since`, see migrations/1796110000000-lobby.ts)
 * after a change to its seats, in the caller's transaction and under its row lock: listed while the
 * game is open and has a seat anyone may take, from the moment it first had one; unlisted once its
 * seats are filled or it ends. Run after the change is committed, so an abort is seen.
 */
export async function updateLobbyListing(m: EntityManager, gameId: string, now: Date): Promise<void> {
  await m.query(
    `UPDATE games g
        SET lobby_since = CASE
              WHEN g.status = 'open' AND EXISTS (SELECT 1 FROM game_seats s WHERE s.game_id = g.id AND s.state = 'open')
              THEN coalesce(g.lobby_since, $2::timestamptz)
              ELSE NULL END
      WHERE g.id = $1`,
    [gameId, now],
  );
}
