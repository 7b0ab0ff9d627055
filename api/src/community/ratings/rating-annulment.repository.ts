import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The games annulled for the ratings of either variant (`rating_annulments`), by a ladder's admin
 * or a moderator: also those annulled before they ended, which are then never rated.
 */
@Injectable()
export class RatingAnnulmentRepository {
  /** Records the annulment; false when the game was annulled already. */
  async add(m: EntityManager, gameId: string, at: Date): Promise<boolean> {
    const rows: unknown[] = await m.query(
      `INSERT INTO rating_annulments (game_id, annulled_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING game_id`,
      [gameId, at],
    );
    return rows.length > 0;
  }

  async has(m: EntityManager, gameId: string): Promise<boolean> {
    const rows: unknown[] = await m.query(`SELECT 1 FROM rating_annulments WHERE game_id = $1`, [gameId]);
    return rows.length > 0;
  }
}
