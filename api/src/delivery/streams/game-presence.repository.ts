import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * Who has a game's page open and visible (`game_presence`): a row per stream that says so, with an
 * expiry its stream keeps pushing forward, so a crashed instance's rows lapse on their own.
 */
@Injectable()
export class GamePresenceRepository {
  /** Records or refreshes a stream's presence, and drops the user's lapsed rows. */
  async mark(
    manager: EntityManager,
    connectionId: string,
    userId: string,
    gameId: string,
    now: Date,
    expiresAt: Date,
  ): Promise<void> {
    await manager.query(
      `WITH lapsed AS (DELETE FROM game_presence WHERE user_id = $2 AND expires_at <= $4)
       INSERT INTO game_presence (connection_id, user_id, game_id, expires_at) VALUES ($1, $2, $3, $5)
       ON CONFLICT (connection_id) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
      [connectionId, userId, gameId, now, expiresAt],
    );
  }

  /** The stream closed: its presence ends now. */
  async leave(manager: EntityManager, connectionId: string): Promise<void> {
    await manager.query(`DELETE FROM game_presence WHERE connection_id = $1`, [connectionId]);
  }

  /** Of the given user+game pairs, those with a live presence at `now`, as `userId:gameId`. */
  async present(
    manager: EntityManager,
    pairs: ReadonlyArray<{ userId: string; gameId: string }>,
    now: Date,
  ): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const rows: Array<{ user_id: string; game_id: string }> = await manager.query(
      `SELECT DISTINCT p.user_id, p.game_id
         FROM game_presence p JOIN unnest($1::uuid[], $2::uuid[]) AS w(user_id, game_id)
           ON p.user_id = w.user_id AND p.game_id = w.game_id
        WHERE p.expires_at > $3`,
      [pairs.map((p) => p.userId), pairs.map((p) => p.gameId), now],
    );
    return new Set(rows.map((r) => `${r.user_id}:${r.game_id}`));
  }
}
