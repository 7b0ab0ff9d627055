import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { GameEvent } from './game-event.entity';

export interface NewEvent {
  readonly type: string;
  readonly seat: string | null;
  readonly userId: string | null;
  readonly payload: Record<string, unknown>;
}

/**
 * Reads a game's event log. Events are appended only by a change to the game, in the statement
 * that also updates its snapshot (GameChangeRepository), under the row lock or guarded by the
 * version read: either way seqs and links cannot interleave with another writer's.
 */
@Injectable()
export class EventRepository {
  /** A page of a game's events in seq order, after the given seq. */
  async page(manager: EntityManager, gameId: string, after: number, limit: number): Promise<GameEvent[]> {
    return manager.query(
      `SELECT id, game_id AS "gameId", seq, type, seat, user_id AS "userId", payload, created_at AS "createdAt", prev_hash AS "prevHash", hash
         FROM game_events WHERE game_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
      [gameId, after, limit],
    );
  }

  async all(manager: EntityManager, gameId: string): Promise<GameEvent[]> {
    return this.page(manager, gameId, 0, 2_147_483_647);
  }

  /** Whether the game's log holds an event of this type (an annulment, which happens once). */
  async has(manager: EntityManager, gameId: string, type: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM game_events WHERE game_id = $1 AND type = $2 LIMIT 1`, [
      gameId,
      type,
    ]);
    return rows.length > 0;
  }
}
