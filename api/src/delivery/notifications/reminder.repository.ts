import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SeatClocks } from '../../play/core/seat-clocks';

/** A running game with a deadline ahead, its seats with their holders' reminder points. */
export interface ReminderCandidateRow {
  id: string;
  variant: string;
  clocks: SeatClocks;
  to_move: string[];
  /** The deadline as PostgreSQL writes it (to the microsecond): the next page's key. */
  deadline_key: string;
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
  /**
   * A page of the running games whose deadline is still ahead at `now`, the nearest first, after
   * `after` (the last of the page before; null: from the start). Read a page at a time: a
   * 100-entrant round robin starts 4,950 games at once, and reading them all in one answer held
   * the event loop for ~50 ms (bench:tournament).
   */
  candidates(
    manager: EntityManager,
    now: Date,
    after: { deadline: string; id: string } | null,
    limit: number,
  ): Promise<ReminderCandidateRow[]> {
    return manager.query(
      `SELECT g.id, g.variant, g.clocks, g.to_move, g.deadline_at::text AS deadline_key,
              (SELECT json_agg(json_build_object('seat', s.seat, 'userId', s.user_id, 'reminders', ns.reminders))
                 FROM game_seats s LEFT JOIN notification_settings ns ON ns.user_id = s.user_id WHERE s.game_id = g.id) AS seats
         FROM games g WHERE g.status IN ('active', 'setup') AND g.deadline_at IS NOT NULL AND g.deadline_at > $1
          AND ($2::timestamptz IS NULL OR (g.deadline_at, g.id) > ($2, $3::uuid))
         ORDER BY g.deadline_at, g.id
         LIMIT $4`,
      [now, after?.deadline ?? null, after?.id ?? null, limit],
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
