import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Level } from '@entente/engine';
import type { LockedEffect } from '../core/game-change';
import type { GameRecord } from '../core/game-record';

/** Who holds a seat: a person or a computer player, never neither. */
export type SeatHolder = { readonly userId: string } | { readonly computer: Level };

/**
 * How a seat came to its holder: at the start, handed over (to a computer, by its holder), taken
 * over from an offer, or given to a computer by the game's `abandoned` option after a time-out or
 * when its person left the running game.
 */
export type HoldingHow = 'start' | 'hand-over' | 'take-over' | 'timeout' | 'left';

const RUNNING = new Set(['setup', 'active']);

/**
 * The record of who held each seat when (`seat_holders`, migrations/1796110100000-seat-holders.ts).
 * As a locked effect of GameChangeService it writes the first holders in the transaction that
 * starts the game; `changeHands` closes a holding and opens the next in the transaction of the
 * `seat-handed-over` event that passes the seat on (SeatHandoverService, the time-out sweeper).
 */
@Injectable()
export class SeatHolderRecorder implements LockedEffect {
  readonly kind = 'locked';
  readonly name = 'seat holders';

  /** The change that starts the game. */
  appliesTo(before: GameRecord, after: GameRecord): boolean {
    return before.status === 'open' && RUNNING.has(after.status);
  }

  async run(m: EntityManager, _before: GameRecord, after: GameRecord): Promise<void> {
    for (const s of after.seats) {
      const computer = s.computer ?? null;
      if (s.state !== 'taken' || (!s.userId && !computer)) continue;
      await m.query(
        `INSERT INTO seat_holders (game_id, seat, since_seq, since, user_id, computer, how)
         VALUES ($1, $2, $3, $4, $5, $6, 'start')`,
        [after.id, s.seat, after.version, after.updatedAt, computer ? null : s.userId, computer],
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
    await m.query(
      `UPDATE seat_holders SET until_seq = $3, until = $4 WHERE game_id = $1 AND seat = $2 AND until_seq IS NULL`,
      [game.id, seat, seq, at],
    );
    await m.query(
      `INSERT INTO seat_holders (game_id, seat, since_seq, since, user_id, computer, how) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [game.id, seat, seq, at, 'userId' in to ? to.userId : null, 'computer' in to ? to.computer : null, how],
    );
    // A person who takes over a seat of a standing coalition is one of its members from now on: the
    // alliance history credits every holder (alliance-recorder.ts).
    if ('userId' in to)
      await m.query(
        `INSERT INTO alliance_members (alliance_id, side, user_id, formed_at)
         SELECT a.id, CASE WHEN a.leader_seat = $2 THEN 'leader' ELSE 'joiner' END, $3, a.formed_at
           FROM alliances a WHERE a.game_id = $1 AND a.outcome = 'pending' AND $2 IN (a.leader_seat, a.joiner_seat)
         ON CONFLICT DO NOTHING`,
        [game.id, seat, to.userId],
      );
  }
}
