import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { eventHash } from './event-hash';
import type { SqlParams } from './sql-params';
import type { GameEvent } from './game-event.entity';

export interface NewEvent {
  readonly type: string;
  readonly seat: string | null;
  readonly userId: string | null;
  readonly payload: Record<string, unknown>;
}

export interface AppendedEvents {
  readonly version: number;
  readonly headHash: string;
}

/**
 * Appends events to a game's chain. Must run inside the transaction that holds the game row's
 * lock (SELECT … FOR UPDATE): the caller passes the version and head hash it read under that lock,
 * so seqs and links cannot interleave with another writer's.
 */
@Injectable()
export class EventLog {
  /**
   * The INSERT of the events, with seqs and hashes continuing the chain from `version` and
   * `headHash`, as a fragment the caller runs inside its statement (see SqlParams).
   */
  insertSql(
    params: SqlParams,
    gameId: string,
    version: number,
    headHash: string,
    events: readonly NewEvent[],
  ): AppendedEvents & { sql: string } {
    const createdAt = new Date();
    const rows: string[] = [];
    let prevHash = headHash;
    let seq = version;
    for (const event of events) {
      seq += 1;
      const hash = eventHash({
        gameId,
        seq,
        type: event.type,
        seat: event.seat,
        userId: event.userId,
        payload: event.payload,
        createdAt,
        prevHash,
      });
      const values = [
        gameId,
        seq,
        event.type,
        event.seat,
        event.userId,
        JSON.stringify(event.payload),
        createdAt,
        prevHash,
        hash,
      ].map((v) => params.add(v));
      values[5] += '::jsonb';
      rows.push(`(${values.join(', ')})`);
      prevHash = hash;
    }
    const sql = `INSERT INTO game_events (game_id, seq, type, seat, user_id, payload, created_at, prev_hash, hash) VALUES ${rows.join(', ')}`;
    return { sql, version: seq, headHash: prevHash };
  }

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
}
