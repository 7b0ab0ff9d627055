import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TimeControl } from '../core/time-control';
import type { Pause } from '../core/pauses';
import { recomputeDeadlines } from '../core/seat-clocks';
import { VacationRepository } from '../core/vacation.repository';

/**
 * Keeps every game's seat clocks and its indexed `deadline_at` in step when a vacation changes:
 * recomputes the deadlines it affects. (A change to a game settles its clocks itself: see
 * GameClockEffect.)
 */
@Injectable()
export class GameClocksService {
  constructor(private readonly vacations: VacationRepository) {}

  /** After a user's vacations changed: new deadlines for the running games where they must act. */
  async recomputeForUser(manager: EntityManager, userId: string): Promise<number> {
    const games: { id: string }[] = await manager.query(
      `SELECT g.id FROM games g
        WHERE g.status IN ('active', 'setup')
          AND EXISTS (SELECT 1 FROM game_seats s WHERE s.game_id = g.id AND s.user_id = $1 AND s.seat = ANY (g.to_move))
        ORDER BY g.id`,
      [userId],
    );
    for (const { id } of games) {
      const [g] = await manager.query(
        `SELECT g.clocks, g.time_control, g.to_move,
                (SELECT json_agg(json_build_object('seat', s.seat, 'userId', s.user_id)) FROM game_seats s WHERE s.game_id = g.id) AS seats
           FROM games g WHERE g.id = $1 FOR UPDATE`,
        [id],
      );
      const pauses = await this.pausesBySeat(manager, { timeControl: g.time_control, seats: g.seats });
      const settled = recomputeDeadlines(g.time_control, g.clocks, g.to_move, (seat) => pauses.get(seat) ?? []);
      await manager.query(`UPDATE games SET clocks = $2::jsonb, deadline_at = $3 WHERE id = $1`, [
        id,
        JSON.stringify(settled.clocks),
        settled.deadline === null ? null : new Date(settled.deadline),
      ]);
    }
    return games.length;
  }

  /** Pauses per seat: its user's vacations, or none when the game forbids vacation. */
  async pausesBySeat(
    manager: EntityManager,
    game: { timeControl: TimeControl; seats: readonly { seat: string; userId: string | null }[] },
  ): Promise<Map<string, Pause[]>> {
    const out = new Map<string, Pause[]>();
    if (game.timeControl.allowVacation === false) return out;
    const userIds = [...new Set(game.seats.map((s) => s.userId).filter((id): id is string => !!id))];
    const byUser = await this.vacations.byUser(manager, userIds);
    for (const s of game.seats) if (s.userId) out.set(s.seat, byUser.get(s.userId) ?? []);
    return out;
  }
}
