import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { GameRepository } from '../core/game.repository';
import type { NotesDto } from './dto/negotiation.dto';
import { checkText, MAX_NOTES_CHARACTERS } from './message-text';
import { seatsHeld } from './negotiation-access';
import { NoteRepository } from './note.repository';

/**
 * A player's private notes on a game (plans, reminders): one text per player and game, readable
 * and writable by that player only — no route, stream, notification or export ever shows them to
 * anyone else. Not part of the record: notes may be rewritten at will. Only those who hold a seat
 * start notes on a game (a game one merely watches is not one's own); whoever handed their seat
 * over keeps the notes they wrote (they are theirs, not the seat's), to read, change or delete.
 */
@Injectable()
export class NotesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly games: GameRepository,
    private readonly notes: NoteRepository,
  ) {}

  async get(gameId: string, userId: string): Promise<NotesDto> {
    const game = await this.games.find(this.db.manager, gameId);
    const row = await this.notes.find(this.db.manager, game.id, userId);
    if (!row) this.mustPlay(game, userId);
    return { text: row?.text ?? '', updatedAt: row ? row.updated_at.toISOString() : null };
  }

  /** Replaces my notes; an empty text deletes them. */
  async put(gameId: string, userId: string, raw: string): Promise<NotesDto> {
    const game = await this.games.find(this.db.manager, gameId);
    // A former holder's notes stay theirs: present, they may be changed; new ones need a seat.
    if (!(await this.notes.find(this.db.manager, game.id, userId))) this.mustPlay(game, userId);
    const checked = checkText(raw, MAX_NOTES_CHARACTERS, true);
    if (!checked.ok) throw new DomainError('BAD_NOTES', `The notes ${checked.reason}.`);
    if (checked.text === '') {
      await this.notes.delete(this.db.manager, game.id, userId);
      return { text: '', updatedAt: null };
    }
    const row = await this.notes.save(this.db.manager, game.id, userId, checked.text);
    return { text: row.text, updatedAt: row.updated_at.toISOString() };
  }

  private mustPlay(game: Parameters<typeof seatsHeld>[0], userId: string): void {
    if (seatsHeld(game, userId).length === 0)
      throw new DomainError('NOT_A_PLAYER', 'Notes are kept by the players of a game; you hold no seat in it.');
  }
}
