import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PlaySettingsDto, UpdatePlaySettingsDto } from './play-settings.dto';
import { PlaySettingsRepository, type StoredPlaySettings } from './play-settings.repository';

// Correspondence moves are confirmed unless a player says otherwise (as lichess); practice moves are not.
const DEFAULTS = { confirmMoves: true, confirmMovesPractice: false };

/** A user's play settings: a row only once changed, the defaults otherwise. */
@Injectable()
export class PlaySettingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: PlaySettingsRepository,
  ) {}

  async get(userId: string): Promise<PlaySettingsDto> {
    return shown(await this.settings.find(this.db.manager, userId));
  }

  async update(userId: string, patch: UpdatePlaySettingsDto): Promise<PlaySettingsDto> {
    const saved = await this.settings.save(
      this.db.manager,
      userId,
      {
        confirmMoves: patch.confirmMoves ?? null,
        confirmMovesPractice: patch.confirmMovesPractice ?? null,
        boardTheme: patch.boardTheme ?? null,
        pieceTheme: patch.pieceTheme ?? null,
        moveSounds: patch.moveSounds ?? null,
      },
      DEFAULTS,
    );
    return shown(saved);
  }
}

/** The stored row as answered: what was never chosen reads as its default. */
function shown(row: StoredPlaySettings | null): PlaySettingsDto {
  return {
    confirmMoves: row?.confirmMoves ?? DEFAULTS.confirmMoves,
    confirmMovesPractice: row?.confirmMovesPractice ?? DEFAULTS.confirmMovesPractice,
    boardTheme: row?.boardTheme === 'high-contrast' ? 'high-contrast' : 'classic',
    pieceTheme: row?.pieceTheme === 'outlined' ? 'outlined' : 'standard',
    moveSounds: row?.moveSounds ?? false,
    boardLookSaved: row != null && (row.boardTheme !== null || row.pieceTheme !== null || row.moveSounds !== null),
  };
}
