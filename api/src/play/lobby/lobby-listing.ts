import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LockedEffect } from '../core/game-change';
import type { GameRecord } from '../core/game-record';
import { LobbyRepository } from './lobby.repository';

/**
 * The end of a game takes it out of the lobby and withdraws its seats' offers (a locked effect of
 * GameChangeService): a game that ends by a move never passes through LobbyRepository.updateListing.
 */
@Injectable()
export class LobbyListingEffect implements LockedEffect {
  readonly kind = 'locked';
  readonly name = 'lobby listing at the end';

  constructor(private readonly lobby: LobbyRepository) {}

  // Every end: an open game aborted by its creator is in the lobby too, with no offer.
  appliesTo(before: GameRecord, after: GameRecord): boolean {
    return OVER.has(after.status) && !OVER.has(before.status);
  }

  async run(m: EntityManager, _before: GameRecord, after: GameRecord): Promise<void> {
    if (after.seats.some((s) => s.offeredAt !== null)) await this.lobby.withdrawOffers(m, after.id);
    await this.lobby.unlist(m, after.id);
  }
}

const OVER = new Set(['finished', 'aborted']);
