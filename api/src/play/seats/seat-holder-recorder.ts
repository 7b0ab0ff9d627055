import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LockedEffect } from '../core/game-change';
import type { GameRecord } from '../core/game-record';
import { type HoldingHow, type SeatHolder, SeatHolderRepository } from './seat-holder.repository';

const RUNNING = new Set(['setup', 'active']);

/**
 * The record of who held each seat when (`seat_holders`, SeatHolderRepository). As a locked
 * effect of GameChangeService it writes the first holders in the transaction that starts the
 * game (and withdraws them when a party leaves before anyone acted, the game back in the lobby); `changeHands` closes a holding and opens the next in the transaction of the
 * `seat-handed-over` event that passes the seat on (SeatHandoverService, the time-out sweeper).
 */
@Injectable()
export class SeatHolderRecorder implements LockedEffect {
  readonly kind = 'locked';
  readonly name = 'seat holders';

  constructor(private readonly holders: SeatHolderRepository) {}

  /** The change that starts the game, or that takes it back to the lobby before anyone acted. */
  appliesTo(before: GameRecord, after: GameRecord): boolean {
    return (
      (before.status === 'open' && RUNNING.has(after.status)) || (RUNNING.has(before.status) && after.status === 'open')
    );
  }

  async run(m: EntityManager, _before: GameRecord, after: GameRecord): Promise<void> {
    // Back in the lobby: nobody held a seat of a game in which nothing was played; the next start
    // records its own first holders.
    if (after.status === 'open') return this.holders.withdrawStart(m, after.id);
    for (const s of after.seats) {
      const computer = s.computer ?? null;
      if (s.state !== 'taken' || (!s.userId && !computer)) continue;
      await this.holders.openAtStart(
        m,
        after.id,
        s.seat,
        after.version,
        after.updatedAt,
        computer ? null : s.userId,
        computer,
      );
    }
  }

  /** Closes the seat's current holding and opens `to`'s, both at the event `seq` (under the row lock). */
  async changeHands(
    m: EntityManager,
    game: Pick<GameRecord, 'id'>,
    seat: string,
    to: SeatHolder,
    how: HoldingHow,
    seq: number,
    at: Date,
  ): Promise<void> {
    await this.holders.close(m, game.id, seat, seq, at);
    await this.holders.open(m, game.id, seat, seq, at, to, how);
    // A person who takes over a seat of a standing coalition is one of its members from now on.
    if ('userId' in to) await this.holders.joinCoalition(m, game.id, seat, to.userId);
  }
}
