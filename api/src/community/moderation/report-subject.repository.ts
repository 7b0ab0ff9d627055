import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

/** A line of a game's channel, as a report of it needs it. */
export interface ReportedLine {
  readonly id: string;
  readonly gameId: string;
  readonly channel: string;
  readonly seq: number;
  readonly kind: 'message' | 'system';
  readonly userId: string | null;
}

/** What a report names, looked up by the id the reporter gave. */
@Injectable()
export class ReportSubjectRepository {
  async line(m: EntityManager, id: string): Promise<ReportedLine | null> {
    const [row] = await preparedQuery<ReportedLine>(
      m,
      `SELECT id::text AS id, game_id AS "gameId", channel, seq, kind, user_id AS "userId"
         FROM channel_messages WHERE id = $1::bigint`,
      [id],
    );
    return row ?? null;
  }

  async gameExists(m: EntityManager, id: string): Promise<boolean> {
    return (await preparedQuery(m, `SELECT 1 FROM games WHERE id = $1`, [id])).length > 0;
  }
}
