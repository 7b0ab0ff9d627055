import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A user's play settings as stored (`play_settings`): a row only once the user changed one. */
export interface StoredPlaySettings {
  readonly confirmMoves: boolean;
}

/** The users' play settings (`play_settings`). */
@Injectable()
export class PlaySettingsRepository {
  /** The user's row, or null when they never changed a setting. */
  async find(manager: EntityManager, userId: string): Promise<StoredPlaySettings | null> {
    const [row] = await manager.query(`SELECT confirm_moves AS "confirmMoves" FROM play_settings WHERE user_id = $1`, [
      userId,
    ]);
    return row ?? null;
  }

  /** Sets what `confirmMoves` gives (null: unchanged); a new row starts from `defaults`. */
  async save(
    manager: EntityManager,
    userId: string,
    confirmMoves: boolean | null,
    defaults: StoredPlaySettings,
  ): Promise<StoredPlaySettings> {
    const [row] = await manager.query(
      `INSERT INTO play_settings (user_id, confirm_moves) VALUES ($1, coalesce($2::boolean, $3::boolean))
       ON CONFLICT (user_id) DO UPDATE SET confirm_moves = coalesce($2::boolean, play_settings.confirm_moves), updated_at = now()
       RETURNING confirm_moves AS "confirmMoves"`,
      [userId, confirmMoves, defaults.confirmMoves],
    );
    return row;
  }
}
