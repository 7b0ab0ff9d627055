import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountClosureListeners } from '../../identity/users/account-closure-listeners';
import { DomainError } from '../../platform/errors/domain-error';
import { AccountSeatsRepository } from './account-seats.repository';
import { GameLobbyService } from './game-lobby.service';

/**
 * A closed account in the games (AccountClosureService): each seat it holds in a running game is
 * left as when its person leaves (the game's `abandoned` option: resign, or a computer takes
 * it), each seat it holds before the start reopens, each invitation is declined — every one in
 * the game's own transaction under its row lock, with the events that say so. Finished games are
 * untouched: their events name the account by id, so they show its new name and their chains
 * stay valid.
 */
@Injectable()
export class ClosedAccountSeats implements OnModuleInit {
  private readonly logger = new Logger(ClosedAccountSeats.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly listeners: AccountClosureListeners,
    private readonly lobby: GameLobbyService,
    private readonly seats: AccountSeatsRepository,
  ) {}

  onModuleInit(): void {
    this.listeners.register({
      closing: (m, userId) => this.seats.deletePrivate(m, userId),
      release: (userId) => this.release(userId),
    });
  }

  async release(userId: string): Promise<void> {
    for (const s of await this.seats.unfinished(this.db.manager, userId)) {
      try {
        if (s.state === 'invited') await this.lobby.decline(userId, s.game_id, s.seat);
        else await this.lobby.leave(userId, s.game_id, s.seat, 'departure');
      } catch (error) {
        // The game moved on meanwhile (it ended, or this seat went with another one): nothing to give up.
        if (!(error instanceof DomainError) || !GONE.has(error.code)) throw error;
        this.logger.log(`seat ${s.seat} of game ${s.game_id}: ${error.code}`);
      }
    }
  }
}

/** Refusals that mean the seat is no longer the account's to give up. */
const GONE = new Set(['GAME_OVER', 'NOT_YOUR_SEAT', 'NOT_INVITED', 'GAME_ALREADY_STARTED', 'GAME_NOT_FOUND']);
