import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A user's play settings as stored (`play_settings`): a row only once the user changed one. */
export interface StoredPlaySettings {
  readonly confirmMoves: boolean;
  readonly confirmMovesPractice: boolean;
}

/** A change of some settings: null leaves one as it is. */
export interface PlaySettingsChange {
  readonly confirmMoves: boolean | null;
  readonly confirmMovesPractice: boolean | null;
}

const COLUMNS = `confirm_moves AS "confirmMoves", confirm_moves_practice AS "confirmMovesPractice"`;

/** The users' play settings (`play_settings`). */
@Injectable()
export class PlaySettingsRepository {
  /** The user's row, or null when they never changed a setting. */
  async find(manager: EntityManager, userId: string): Promise<StoredPlaySettings | null> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM play_settings WHERE user_id = $1`, [userId]);
    return row ?? null;
  }

  /** Sets what the change gives; a new row starts from `defaults`. */
  async save(
    manager: EntityManager,
    userId: string,
    change: PlaySettingsChange,
    defaults: StoredPlaySettings,
  ): Promise<StoredPlaySettings> {
    const [row] = await manager.query(
      `INSERT INTO play_settings (user_id, confirm_moves, confirm_moves_practice)
       VALUES ($1, coalesce($2::boolean, $4::boolean), coalesce($3::boolean, $5::boolean))
       ON CONFLICT (user_id) DO UPDATE SET confirm_moves = coalesce($2::boolean, play_settings.confirm_moves),
         confirm_moves_practice = coalesce($3::boolean, play_settings.confirm_moves_practice), updated_at = now()
       RETURNING ${COLUMNS}`,
      [userId, change.confirmMoves, change.confirmMovesPractice, defaults.confirmMoves, defaults.confirmMovesPractice],
    );
    return row;
  }
}
