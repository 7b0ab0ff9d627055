import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { type GameRecord, seatsOf } from '../core/game-record';
import { GameRepository } from '../core/game.repository';
import type { DraftDto, PutDraftDto } from './draft.dto';
import { DraftRepository, type StoredDraft } from './draft.repository';

/**
 * My draft in a game: a turn or an arrangement not yet sent, kept on the server so that another
 * device finds it. Answered to its owner only; no event, export, notification or stream names it.
 */
@Injectable()
export class DraftsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly games: GameRepository,
    private readonly drafts: DraftRepository,
  ) {}

  /** My draft for the game as it now is, or null. */
  async get(userId: string, gameId: string): Promise<DraftDto | null> {
    this.mustPlay(await this.games.find(this.db.manager, gameId), userId);
    const draft = await this.drafts.find(this.db.manager, gameId, userId);
    return draft && present(gameId, draft);
  }

  async put(userId: string, gameId: string, body: PutDraftDto): Promise<DraftDto> {
    const game = await this.games.find(this.db.manager, gameId);
    this.mustPlay(game, userId);
    if (game.status === 'open') throw new DomainError('GAME_NOT_STARTED', 'The game has not started yet.');
    if (game.status === 'finished' || game.status === 'aborted')
      throw new DomainError('GAME_OVER', `The game is ${game.status}.`);
    const saved = await this.drafts.save(this.db.manager, gameId, userId, body.expectedVersion, {
      moves: body.moves ?? [],
      arrangement: body.arrangement ?? null,
    });
    if (!saved) throw stale(body.expectedVersion);
    return present(gameId, saved);
  }

  async delete(userId: string, gameId: string): Promise<void> {
    this.mustPlay(await this.games.find(this.db.manager, gameId), userId);
    await this.drafts.delete(this.db.manager, gameId, userId);
  }

  private mustPlay(game: GameRecord, userId: string): void {
    if (seatsOf(game, userId).length === 0) throw new DomainError('NOT_A_PLAYER', 'You hold no seat in this game.');
  }
}

function stale(version: number): DomainError {
  return new DomainError(
    'DRAFT_STALE',
    `The game has moved on since version ${version}; a draft is kept only for the position it was made on.`,
  );
}

function present(gameId: string, d: StoredDraft): DraftDto {
  return {
    gameId,
    version: d.version,
    moves: d.draft.moves,
    arrangement: d.draft.arrangement,
    updatedAt: d.updatedAt.toISOString(),
  };
}
