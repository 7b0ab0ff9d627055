import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

/** What play knows of an account about to become a bot. */
@Injectable()
export class BotSeatRepository {
  /** Whether the account holds, held or is invited to any seat (game_seats_user_idx). */
  async hasSeat(m: EntityManager, userId: string): Promise<boolean> {
    const [row] = await preparedQuery<{ any: boolean }>(
      m,
      `SELECT EXISTS (SELECT 1 FROM game_seats WHERE user_id = $1) AS "any"`,
      [userId],
    );
    return row?.any === true;
  }
}
