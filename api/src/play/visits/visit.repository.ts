import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

/** Where a reader left a game: the version last seen and the last channel message counted seen. */
export interface StoredVisit {
  readonly seenVersion: number;
  /** channel_messages.id, a string as bigint comes back from the driver. */
  readonly seenMessageId: string;
}

/** An event of the window since the last visit, as far as the summary reads it. */
export interface WindowEvent {
  readonly seq: number;
  readonly type: string;
  readonly seat: string | null;
  readonly payload: Record<string, unknown>;
}

/** A message written since the last visit. */
export interface WindowMessage {
  readonly id: string;
  readonly channel: string;
  readonly seq: number;
  readonly seat: string;
  readonly text: string;
  readonly createdAt: Date;
}

const VISIT = `seen_version AS "seenVersion", seen_message_id::text AS "seenMessageId"`;

/**
 * The readers' visits (`game_visits`). Both marks only move forward: an update takes the greater
 * of the stored and the new value, so racing marks end at the later one whatever their order.
 */
@Injectable()
export class VisitRepository {
  /**
   * The reader's visit; on the first one it is started at the game's version and last message,
   * so a first visit has nothing to show.
   */
  async begin(m: EntityManager, gameId: string, userId: string): Promise<StoredVisit | null> {
    const [row] = await preparedQuery<StoredVisit>(
      m,
      `INSERT INTO game_visits AS v (game_id, user_id, seen_version, seen_message_id)
       SELECT g.id, $2, g.version, coalesce((SELECT max(x.id) FROM channel_messages x WHERE x.game_id = g.id), 0)
         FROM games g WHERE g.id = $1
       ON CONFLICT (game_id, user_id) DO UPDATE SET seen_version = v.seen_version
       RETURNING ${VISIT}`,
      [gameId, userId],
    );
    return row ?? null;
  }

  /**
   * Marks the game seen up to `version` (and the messages written up to it); never backwards.
   * Null when the game is not at `version` yet.
   */
  async mark(m: EntityManager, gameId: string, userId: string, version: number): Promise<StoredVisit | null> {
    const [row] = await preparedQuery<StoredVisit>(
      m,
      `INSERT INTO game_visits AS v (game_id, user_id, seen_version, seen_message_id)
       SELECT g.id, $2, $3,
              coalesce((SELECT max(x.id) FROM channel_messages x WHERE x.game_id = g.id AND x.game_version <= $3), 0)
         FROM games g WHERE g.id = $1 AND g.version >= $3
       ON CONFLICT (game_id, user_id) DO UPDATE
         SET seen_version = greatest(v.seen_version, excluded.seen_version),
             seen_message_id = greatest(v.seen_message_id, excluded.seen_message_id),
             updated_at = now()
       RETURNING ${VISIT}`,
      [gameId, userId, version],
    );
    return row ?? null;
  }

  /** The game's events after `after` up to `upTo`, at most `limit`, in seq order. */
  async events(m: EntityManager, gameId: string, after: number, upTo: number, limit: number): Promise<WindowEvent[]> {
    return preparedQuery<WindowEvent>(
      m,
      `SELECT seq, type, seat, payload FROM game_events
        WHERE game_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq LIMIT $4`,
      [gameId, after, upTo, limit],
    );
  }

  /**
   * Where the game stood at `seq`: the last round started (Coalition Chess) and how many turns
   * had started (007), read from the rules' own effects.
   */
  async clockAt(m: EntityManager, gameId: string, seq: number): Promise<{ round: number | null; turns: number }> {
    const [row] = await preparedQuery<{ round: number | null; turns: number }>(
      m,
      `SELECT max((e->>'round')::int) AS round,
              count(*) FILTER (WHERE e->>'type' = 'turn-started')::int AS turns
         FROM game_events ge
         CROSS JOIN LATERAL jsonb_array_elements(
           CASE jsonb_typeof(ge.payload->'effects') WHEN 'array' THEN ge.payload->'effects' ELSE '[]'::jsonb END) e
        WHERE ge.game_id = $1 AND ge.seq <= $2 AND e->>'type' IN ('round-started', 'turn-started')`,
      [gameId, seq],
    );
    return { round: row?.round ?? null, turns: row?.turns ?? 0 };
  }

  /**
   * Messages after message `afterId` in `channels` that others wrote, from seats the reader has
   * not muted, by people the reader has not blocked: their count and the first `limit`.
   */
  async messages(
    m: EntityManager,
    gameId: string,
    userId: string,
    channels: readonly string[],
    afterId: string,
    limit: number,
  ): Promise<{ count: number; first: WindowMessage[] }> {
    const rows = await preparedQuery<WindowMessage & { total: number }>(
      m,
      `SELECT x.id::text AS id, x.channel, x.seq, x.seat, x.text, x.created_at AS "createdAt",
              (count(*) OVER ())::int AS total
         FROM channel_messages x
        WHERE x.game_id = $1 AND x.channel = ANY($3::text[]) AND x.id > $4::bigint AND x.kind = 'message'
          AND x.user_id IS DISTINCT FROM $2
          AND NOT EXISTS (SELECT 1 FROM message_mutes mm WHERE mm.game_id = $1 AND mm.user_id = $2 AND mm.seat = x.seat)
          AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = $2 AND b.blocked_id = x.user_id)
        ORDER BY x.id LIMIT $5`,
      [gameId, userId, channels, afterId, limit],
    );
    return { count: rows[0]?.total ?? 0, first: rows.map(({ total: _total, ...line }) => line) };
  }
}
