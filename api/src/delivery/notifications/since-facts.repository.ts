import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';
import type { WindowEvent } from '../../play/visits/visit.repository';

/** Events read for one line: more than a line can name. */
const LINE_EVENTS = 60;

/**
 * What a "your move" notification's line is written from: the game's events after the reader's
 * own last one (or the game's start) up to the notification's version, and how many messages
 * others wrote meanwhile in the reader's channels (the table and the channels of the reader's
 * seats) — the game as the change left it, not as it now is. Read-only.
 */
@Injectable()
export class SinceFactsRepository {
  async window(
    m: EntityManager,
    gameId: string,
    userId: string,
    version: number,
  ): Promise<{ events: WindowEvent[]; messages: number }> {
    const events = await preparedQuery<WindowEvent>(
      m,
      `WITH mine AS (
         SELECT coalesce(max(seq), 0) AS seq FROM game_events
          WHERE game_id = $1 AND seq < $3 AND (user_id = $2 OR type = 'game-started'))
       SELECT e.seq, e.type, e.seat, e.payload FROM game_events e, mine
        WHERE e.game_id = $1 AND e.seq > mine.seq AND e.seq <= $3 ORDER BY e.seq LIMIT $4`,
      [gameId, userId, version, LINE_EVENTS],
    );
    // A message written at version v came after the change that made v: those from the reader's
    // last action up to the notification's change.
    const [row] = await preparedQuery<{ count: number }>(
      m,
      `WITH mine AS (
         SELECT coalesce(max(seq), 0) AS seq FROM game_events
          WHERE game_id = $1 AND seq < $3 AND (user_id = $2 OR type = 'game-started'))
       SELECT count(*)::int AS count FROM channel_messages x, mine
        WHERE x.game_id = $1 AND x.kind = 'message' AND x.game_version >= mine.seq AND x.game_version < $3
          AND x.user_id IS DISTINCT FROM $2
          AND (x.channel = 'table' OR EXISTS (
                SELECT 1 FROM game_seats s WHERE s.game_id = $1 AND s.user_id = $2 AND s.state = 'taken'
                   AND s.seat = ANY(string_to_array(x.channel, '+'))))`,
      [gameId, userId, version],
    );
    return { events, messages: row?.count ?? 0 };
  }
}
