import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

/** A finished game's rematch: the offer that stands for it, then the game it became. */
export interface RematchRow {
  readonly originId: string;
  readonly challengeId: string | null;
  readonly gameId: string | null;
}

const COLUMNS = `origin_id AS "originId", challenge_id AS "challengeId", game_id AS "gameId"`;

@Injectable()
export class RematchRepository {
  /**
   * The origin's rematch row, made if there is none, locked until the transaction ends: of two
   * players asking at once, the second waits here and then finds what the first made.
   */
  async claim(m: EntityManager, originId: string): Promise<RematchRow> {
    await preparedQuery(m, `INSERT INTO rematches (origin_id) VALUES ($1) ON CONFLICT (origin_id) DO NOTHING`, [
      originId,
    ]);
    const [row] = await preparedQuery<RematchRow>(
      m,
      `SELECT ${COLUMNS} FROM rematches WHERE origin_id = $1 FOR UPDATE`,
      [originId],
    );
    return row!;
  }

  async find(m: EntityManager, originId: string): Promise<RematchRow | null> {
    const [row] = await preparedQuery<RematchRow>(m, `SELECT ${COLUMNS} FROM rematches WHERE origin_id = $1`, [
      originId,
    ]);
    return row ?? null;
  }

  async offered(m: EntityManager, originId: string, challengeId: string): Promise<void> {
    await preparedQuery(m, `UPDATE rematches SET challenge_id = $2 WHERE origin_id = $1`, [originId, challengeId]);
  }

  /** The new game is the rematch; its stamp moves, since a read of it now names its origin. */
  async started(m: EntityManager, originId: string, gameId: string): Promise<void> {
    await preparedQuery(
      m,
      `WITH r AS (UPDATE rematches SET game_id = $2 WHERE origin_id = $1 RETURNING game_id)
       UPDATE games SET touched = touched + 1 WHERE id IN (SELECT game_id FROM r)`,
      [originId, gameId],
    );
  }
}
