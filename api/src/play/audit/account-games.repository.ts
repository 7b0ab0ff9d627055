import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** An account's games as its data export reads them (GameAuditService.accountGames). */
@Injectable()
export class AccountGamesRepository {
  /** The games whose seat the account holds, finished or not, after `after` in the order of their ids. */
  async page(m: EntityManager, userId: string, after: string | null, limit: number): Promise<string[]> {
    const rows = await m.query<{ game_id: string }[]>(
      `SELECT DISTINCT game_id FROM game_seats
        WHERE user_id = $1 AND state = 'taken' AND ($2::uuid IS NULL OR game_id > $2::uuid)
        ORDER BY game_id LIMIT $3`,
      [userId, after, limit],
    );
    return rows.map((r) => r.game_id);
  }

  /**
   * What of a game is the account's own, as JSON text PostgreSQL builds: its notes, the messages
   * it wrote (by the game's channel index) and the plans it made. Other people's lines never.
   */
  async own(m: EntityManager, gameId: string, userId: string): Promise<string> {
    const [row] = await m.query<{ own: string }[]>(
      `SELECT json_build_object(
         'notes', (SELECT json_build_object('text', n.text, 'updatedAt', n.updated_at)
                     FROM game_notes n WHERE n.game_id = $1 AND n.user_id = $2),
         'messages', coalesce((SELECT json_agg(json_build_object('channel', c.channel, 'seq', c.seq, 'seat', c.seat,
                                                                 'text', c.text, 'createdAt', c.created_at) ORDER BY c.id)
                                 FROM channel_messages c WHERE c.game_id = $1 AND c.user_id = $2), '[]'::json),
         'plans', coalesce((SELECT json_agg(json_build_object('seat', p.seat, 'version', p.version, 'change', p.change,
                                                              'active', p.active, 'lines', p.lines,
                                                              'fromVersion', p.from_version, 'createdAt', p.created_at)
                                            ORDER BY p.id)
                              FROM game_plans p WHERE p.game_id = $1 AND p.user_id = $2), '[]'::json))::text AS own`,
      [gameId, userId],
    );
    return row.own;
  }
}
