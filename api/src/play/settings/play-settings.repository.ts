import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A user's play settings as stored (`play_settings`): a row only once the user changed one. */
export interface StoredPlaySettings {
  readonly confirmMoves: boolean;
  readonly confirmMovesPractice: boolean;
  /** The board's look and sounds: null until chosen on the account. */
  readonly boardTheme: string | null;
  readonly pieceTheme: string | null;
  readonly moveSounds: boolean | null;
}

/** A change of some settings: null leaves one as it is. */
export interface PlaySettingsChange {
  readonly confirmMoves: boolean | null;
  readonly confirmMovesPractice: boolean | null;
  readonly boardTheme: string | null;
  readonly pieceTheme: string | null;
  readonly moveSounds: boolean | null;
}

const COLUMNS = `confirm_moves AS "confirmMoves", confirm_moves_practice AS "confirmMovesPractice",
  board_theme AS "boardTheme", piece_theme AS "pieceTheme", move_sounds AS "moveSounds"`;

/** The users' play settings (`play_settings`). */
@Injectable()
export class PlaySettingsRepository {
  /** The user's row, or null when they never changed a setting. */
  async find(manager: EntityManager, userId: string): Promise<StoredPlaySettings | null> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM play_settings WHERE user_id = $1`, [userId]);
    return row ?? null;
  }

  /** Sets what the change gives; a new row starts from `defaults` (the look stays unchosen). */
  async save(
    manager: EntityManager,
    userId: string,
    change: PlaySettingsChange,
    defaults: Pick<StoredPlaySettings, 'confirmMoves' | 'confirmMovesPractice'>,
  ): Promise<StoredPlaySettings> {
    const [row] = await manager.query(
      `INSERT INTO play_settings (user_id, confirm_moves, confirm_moves_practice, board_theme, piece_theme, move_sounds)
       VALUES ($1, coalesce($2::boolean, $4::boolean), coalesce($3::boolean, $5::boolean), $6, $7, $8)
       ON CONFLICT (user_id) DO UPDATE SET confirm_moves = coalesce($2::boolean, play_settings.confirm_moves),
         confirm_moves_practice = coalesce($3::boolean, play_settings.confirm_moves_practice),
         board_theme = coalesce($6, play_settings.board_theme),
         piece_theme = coalesce($7, play_settings.piece_theme),
         move_sounds = coalesce($8::boolean, play_settings.move_sounds), updated_at = now()
       RETURNING ${COLUMNS}`,
      [
        userId,
        change.confirmMoves,
        change.confirmMovesPractice,
        defaults.confirmMoves,
        defaults.confirmMovesPractice,
        change.boardTheme,
        change.pieceTheme,
        change.moveSounds,
      ],
    );
    return row;
  }
}
