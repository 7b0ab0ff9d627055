import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LockedEffect } from '../core/game-change';
import type { GameRecord } from '../core/game-record';

/**
 * Keeps a game's place in the lobby (`games.lobby_since`, see migrations/1796110000000-lobby.ts)
 * after a change to its seats, in the caller's transaction and under its row lock: listed while the
 * game is open and has a seat anyone may take, or runs and has a seat offered to anyone as a
 * substitute, from the moment it first had one; unlisted once no such seat is left or it ends. The
 * lobby is public, so a private club's games are never listed (their members reach them in the club). Run
 * after the change is committed, so an abort or the end of the game is seen.
 */
export async function updateLobbyListing(m: EntityManager, gameId: string, now: Date): Promise<void> {
  await m.query(
    `UPDATE games g
        SET lobby_since = CASE
              WHEN ((g.status = 'open' AND EXISTS (SELECT 1 FROM game_seats s WHERE s.game_id = g.id AND s.state = 'open'))
                OR (g.status IN ('setup', 'active') AND EXISTS (SELECT 1 FROM game_seats s
                     WHERE s.game_id = g.id AND s.offered_at IS NOT NULL AND s.offered_to IS NULL)))
               -- The lobby is public: a private club's games are never listed there.
               AND NOT EXISTS (SELECT 1 FROM ladder_games lg JOIN ladders l ON l.id = lg.ladder_id
                     JOIN clubs c ON c.id = l.club_id WHERE lg.game_id = g.id AND c.visibility = 'private')
              THEN coalesce(g.lobby_since, $2::timestamptz)
              ELSE NULL END
      WHERE g.id = $1`,
    [gameId, now],
  );
}

/**
 * The end of a game takes it out of the lobby and withdraws its seats' offers (a locked effect of
 * GameChangeService): a game that ends by a move never passes through updateLobbyListing.
 */
@Injectable()
export class LobbyListingEffect implements LockedEffect {
  readonly kind = 'locked';
  readonly name = 'lobby listing at the end';

  appliesTo(before: GameRecord, after: GameRecord): boolean {
    return OVER.has(after.status) && !OVER.has(before.status) && after.seats.some((s) => s.offeredAt !== null);
  }

  async run(m: EntityManager, _before: GameRecord, after: GameRecord): Promise<void> {
    await m.query(`UPDATE game_seats SET offered_at = NULL, offered_to = NULL WHERE game_id = $1`, [after.id]);
    await m.query(`UPDATE games SET lobby_since = NULL WHERE id = $1`, [after.id]);
  }
}

const OVER = new Set(['finished', 'aborted']);
