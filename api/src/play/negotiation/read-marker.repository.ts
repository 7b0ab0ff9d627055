import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

/** How far each reader has read each channel of a game (`channel_reads`). */
@Injectable()
export class ReadMarkerRepository {
  /** Moves the reader's marker of a channel forward to `seq`: never back, never past the channel's end. */
  async advance(manager: EntityManager, gameId: string, userId: string, channel: string, seq: number): Promise<void> {
    await preparedQuery(
      manager,
      `INSERT INTO channel_reads (game_id, user_id, channel, seq)
       SELECT $1, $2, $3, least($4::int, coalesce((SELECT max(seq) FROM channel_messages WHERE game_id = $1 AND channel = $3), 0))
       ON CONFLICT (game_id, user_id, channel)
       DO UPDATE SET seq = greatest(channel_reads.seq, EXCLUDED.seq), updated_at = now()`,
      [gameId, userId, channel, seq],
    );
  }

  /** The reader's markers, by channel (a channel never marked is absent). */
  async ofReader(manager: EntityManager, gameId: string, userId: string): Promise<Map<string, number>> {
    const rows = await preparedQuery<{ channel: string; seq: number }>(
      manager,
      `SELECT channel, seq FROM channel_reads WHERE game_id = $1 AND user_id = $2`,
      [gameId, userId],
    );
    return new Map(rows.map((r) => [r.channel, r.seq]));
  }
}
