import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

/** A player's notes on a game as stored. */
export interface StoredNotes {
  readonly text: string;
  readonly updated_at: Date;
}

/** The players' private notes (`game_notes`): one text per player and game. */
@Injectable()
export class NoteRepository {
  async find(manager: EntityManager, gameId: string, userId: string): Promise<StoredNotes | null> {
    const [row] = await preparedQuery<{ text: string; updated_at: Date }>(
      manager,
      `SELECT text, updated_at FROM game_notes WHERE game_id = $1 AND user_id = $2`,
      [gameId, userId],
    );
    return row ?? null;
  }

  async delete(manager: EntityManager, gameId: string, userId: string): Promise<void> {
    await preparedQuery(manager, `DELETE FROM game_notes WHERE game_id = $1 AND user_id = $2`, [gameId, userId]);
  }

  /** Writes the player's notes, replacing any they had. */
  async save(manager: EntityManager, gameId: string, userId: string, text: string): Promise<StoredNotes> {
    const [row] = await preparedQuery<{ text: string; updated_at: Date }>(
      manager,
      `INSERT INTO game_notes (game_id, user_id, text) VALUES ($1, $2, $3)
       ON CONFLICT (game_id, user_id) DO UPDATE SET text = EXCLUDED.text, updated_at = now()
       RETURNING text, updated_at`,
      [gameId, userId, text],
    );
    return row;
  }
}
