import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PlaySettingsDto, UpdatePlaySettingsDto } from './play-settings.dto';
import { PlaySettingsRepository } from './play-settings.repository';

// Correspondence moves are confirmed unless a player says otherwise (as lichess); practice moves are not.
const DEFAULTS: PlaySettingsDto = { confirmMoves: true, confirmMovesPractice: false };

/** A user's play settings: a row only once changed, the defaults otherwise. */
@Injectable()
export class PlaySettingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: PlaySettingsRepository,
  ) {}

  async get(userId: string): Promise<PlaySettingsDto> {
    return (await this.settings.find(this.db.manager, userId)) ?? { ...DEFAULTS };
  }

  async update(userId: string, patch: UpdatePlaySettingsDto): Promise<PlaySettingsDto> {
    return this.settings.save(
      this.db.manager,
      userId,
      { confirmMoves: patch.confirmMoves ?? null, confirmMovesPractice: patch.confirmMovesPractice ?? null },
      DEFAULTS,
    );
  }
}
