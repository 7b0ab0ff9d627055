import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { GameLobbyService } from './game-lobby.service';
import { OpenGameRepository } from './open-game.repository';

/** Codes that mean the seat is no longer the person's to give up: it changed meanwhile, nothing to do. */
const GONE = new Set(['NOT_YOUR_SEAT', 'NOT_INVITED', 'GAME_OVER', 'GAME_ALREADY_STARTED', 'UNKNOWN_SEAT']);

/**
 * A person removed from every game they play (a suspension or closure by the moderators): each
 * seat they hold is given up as if they left it — before the start it reopens, in a running game
 * the game's `abandoned` option decides (resign, or a computer takes it) — and each invitation is
 * declined. One transaction per game, like any other change to it, so one game's trouble stops
 * no other game's.
 */
@Injectable()
export class PlayerDeparture {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly lobby: GameLobbyService,
    private readonly openGames: OpenGameRepository,
  ) {}

  /** The games the person left, by id. */
  async leaveAll(userId: string): Promise<string[]> {
    const left: string[] = [];
    for (const { gameId, seat, state } of await this.openGames.seatsOfPerson(this.db.manager, userId)) {
      try {
        if (state === 'invited') await this.lobby.decline(userId, gameId, seat);
        else await this.lobby.leave(userId, gameId, seat, 'departure');
        left.push(gameId);
      } catch (error) {
        if (!(error instanceof DomainError && GONE.has(error.code))) throw error;
      }
    }
    return [...new Set(left)];
  }
}
