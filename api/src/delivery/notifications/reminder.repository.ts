import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SeatClocks } from '../../play/core/seat-clocks';

/** A running game with a deadline ahead, its seats with their holders' reminder points. */
export interface ReminderCandidateRow {
  id: string;
  variant: string;
  clocks: SeatClocks;
  to_move: string[];
  seats: { seat: string; userId: string | null; reminders: string[] | null }[];
}

/** A game's clocks as they are under its row lock. */
export interface LockedClocksRow {
  clocks: SeatClocks;
  to_move: string[];
  status: string;
}

/**
 * The deadline reminders' reads and writes: the games that may be due (`games`, `game_seats`,
 * `notification_settings`), and the points sent, recorded in the seat clocks (`games.clocks`)
 * under the game's row lock.
 */
@Injectable()
export class ReminderRepository {
  /** The running games whose deadline is still ahead at `now`, the nearest first. */
  candidates(manager: EntityManager, now: Date): Promise<ReminderCandidateRow[]> {
    return manager.query(
      `SELECT g.id, g.variant, g.clocks, g.to_move,
              (SELECT json_agg(json_build_object('seat', s.seat, 'userId', s.user_id, 'reminders', ns.reminders))
                 FROM game_seats s LEFT JOIN notification_settings ns ON ns.user_id = s.user_id WHERE s.game_id = g.id) AS seats
         FROM games g WHERE g.status IN ('active', 'setup') AND g.deadline_at IS NOT NULL AND g.deadline_at > $1
         ORDER BY g.deadline_at, g.id`,
      [now],
    );
  }

  /** Takes the game's row lock and reads its clocks under it. */
  async lockClocks(manager: EntityManager, gameId: string): Promise<LockedClocksRow> {
    const [fresh] = await manager.query(`SELECT clocks, to_move, status FROM games WHERE id = $1 FOR UPDATE`, [gameId]);
    return fresh;
  }

  async saveClocks(manager: EntityManager, gameId: string, clocks: SeatClocks): Promise<void> {
    await manager.query(`UPDATE games SET clocks = $2::jsonb WHERE id = $1`, [gameId, JSON.stringify(clocks)]);
  }
}
