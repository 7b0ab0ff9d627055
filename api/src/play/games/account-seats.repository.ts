import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A seat an account holds or is invited to in a game that is not over. */
export interface UnfinishedSeat {
  readonly game_id: string;
  readonly seat: string;
  readonly state: 'taken' | 'invited';
}

/** What an account has in the games as it closes (ClosedAccountSeats): its seats, its private rows. */
@Injectable()
export class AccountSeatsRepository {
  /** Its seats of games not over, in the order of the games' ids (the order games are locked in). */
  async unfinished(m: EntityManager, userId: string): Promise<UnfinishedSeat[]> {
    return m.query(
      `SELECT s.game_id, s.seat, s.state FROM game_seats s JOIN games g ON g.id = s.game_id
        WHERE s.user_id = $1 AND s.state IN ('taken', 'invited') AND g.status IN ('open', 'setup', 'active')
        ORDER BY s.game_id, s.seat`,
      [userId],
    );
  }

  /**
   * What no one but the account ever reads in the games: its notes, read marks, muted seats,
   * vacations and play settings. Its plans stay: each is a hash-chained record of its seat.
   */
  async deletePrivate(m: EntityManager, userId: string): Promise<void> {
    await m.query(
      `WITH notes_gone AS (DELETE FROM game_notes WHERE user_id = $1),
            reads_gone AS (DELETE FROM channel_reads WHERE user_id = $1),
            mutes_gone AS (DELETE FROM message_mutes WHERE user_id = $1),
            vacations_gone AS (DELETE FROM vacations WHERE user_id = $1),
            settings_gone AS (DELETE FROM play_settings WHERE user_id = $1)
       SELECT 1`,
      [userId],
    );
  }
}
