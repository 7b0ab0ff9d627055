import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { eventHash } from './event-hash';
import { type SqlParams, valuesOnlyWith } from '../database/sql-params';
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
 * Appends events to a game's chain. Runs inside the transaction that holds the game row's
 * lock (SELECT … FOR UPDATE), or guarded by an UPDATE of that row which applies only at the version
 * read (GameWriter.commitIfUnchanged): either way seqs and links cannot interleave with another
 * writer's.
 */
@Injectable()
export class EventRepository {
  /**
   * The INSERT of the events, with seqs and hashes continuing the chain from `version` and
   * `headHash`, as a fragment the caller runs inside its statement (see SqlParams). With
   * `onlyWith`, the name of a CTE of that statement, the rows are inserted only if it returns a row.
   */
  insertSql(
    params: SqlParams,
    gameId: string,
    version: number,
    headHash: string,
    events: readonly NewEvent[],
    onlyWith?: string,
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
      // Every value cast: in the guarded form (below) the VALUES list has no target columns to infer from.
      const values = [
        [gameId, 'uuid'],
        [seq, 'int'],
        [event.type, 'text'],
        [event.seat, 'text'],
        [event.userId, 'uuid'],
        [JSON.stringify(event.payload), 'jsonb'],
        [createdAt, 'timestamptz'],
        [prevHash, 'text'],
        [hash, 'text'],
      ].map(([v, type]) => `${params.add(v)}::${type as string}`);
      rows.push(`(${values.join(', ')})`);
      prevHash = hash;
    }
    const sql = `INSERT INTO game_events (game_id, seq, type, seat, user_id, payload, created_at, prev_hash, hash) ${valuesOnlyWith(rows, onlyWith)}`;
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
