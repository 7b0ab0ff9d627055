import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PlaySettingsDto, UpdatePlaySettingsDto } from './play-settings.dto';

const DEFAULTS: PlaySettingsDto = { confirmMoves: false };

/** A user's play settings: a row only once changed, the defaults otherwise. */
@Injectable()
export class PlaySettingsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async get(userId: string): Promise<PlaySettingsDto> {
    const [row] = await this.db.query(`SELECT confirm_moves AS "confirmMoves" FROM play_settings WHERE user_id = $1`, [
      userId,
    ]);
    return row ?? { ...DEFAULTS };
  }

  async update(userId: string, patch: UpdatePlaySettingsDto): Promise<PlaySettingsDto> {
    const [row] = await this.db.query(
      `INSERT INTO play_settings (user_id, confirm_moves) VALUES ($1, coalesce($2::boolean, $3::boolean))
       ON CONFLICT (user_id) DO UPDATE SET confirm_moves = coalesce($2::boolean, play_settings.confirm_moves), updated_at = now()
       RETURNING confirm_moves AS "confirmMoves"`,
      [userId, patch.confirmMoves ?? null, DEFAULTS.confirmMoves],
    );
    return row;
  }
}
