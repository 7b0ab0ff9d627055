import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

/** A draft as stored: the version it was made at and what it holds. */
export interface StoredDraft {
  readonly version: number;
  readonly draft: { moves: string[]; arrangement: Record<string, string> | null };
  readonly updatedAt: Date;
}

/**
 * The players' drafts (`game_drafts`). A draft counts only at its game's current version; the
 * trigger `games_drop_stale_drafts` deletes the others when the version moves.
 */
@Injectable()
export class DraftRepository {
  /** The user's draft at the game's current version, or null. */
  async find(manager: EntityManager, gameId: string, userId: string): Promise<StoredDraft | null> {
    const [row] = await preparedQuery<StoredDraft>(
      manager,
      `SELECT d.version, d.draft, d.updated_at AS "updatedAt"
         FROM game_drafts d JOIN games g ON g.id = d.game_id AND g.version = d.version
        WHERE d.game_id = $1 AND d.user_id = $2`,
      [gameId, userId],
    );
    return row ?? null;
  }

  /**
   * Stores the draft made at `version`, only while that is the game's version: the row's share
   * lock waits for a change being committed, which then leaves the version behind (null answered).
   */
  async save(
    manager: EntityManager,
    gameId: string,
    userId: string,
    version: number,
    draft: StoredDraft['draft'],
  ): Promise<StoredDraft | null> {
    const [row] = await preparedQuery<StoredDraft>(
      manager,
      `INSERT INTO game_drafts (game_id, user_id, version, draft)
       SELECT g.id, $2, g.version, $4::jsonb FROM games g WHERE g.id = $1 AND g.version = $3 FOR SHARE
       ON CONFLICT (game_id, user_id) DO UPDATE SET version = excluded.version, draft = excluded.draft, updated_at = now()
       RETURNING version, draft, updated_at AS "updatedAt"`,
      [gameId, userId, version, JSON.stringify(draft)],
    );
    return row ?? null;
  }

  async delete(manager: EntityManager, gameId: string, userId: string): Promise<void> {
    await preparedQuery(manager, `DELETE FROM game_drafts WHERE game_id = $1 AND user_id = $2`, [gameId, userId]);
  }
}
