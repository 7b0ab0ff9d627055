import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TimeControl } from '../core/time-control';
import type { Pause } from '../core/pauses';
import { recomputeDeadlines } from '../core/seat-clocks';
import { ClockRepository } from '../core/clock.repository';
import { VacationRepository } from '../core/vacation.repository';

/**
 * Keeps every game's seat clocks and its indexed `deadline_at` in step when a vacation changes:
 * recomputes the deadlines it affects. (A change to a game settles its clocks itself: see
 * GameClockEffect.)
 */
@Injectable()
export class GameClocksService {
  constructor(
    private readonly clocks: ClockRepository,
    private readonly vacations: VacationRepository,
  ) {}

  /** After a user's vacations changed: new deadlines for the running games where they must act. */
  async recomputeForUser(manager: EntityManager, userId: string): Promise<number> {
    const games = await this.clocks.actingIn(manager, userId);
    for (const id of games) {
      const g = await this.clocks.lock(manager, id);
      const pauses = await this.pausesBySeat(manager, g);
      const settled = recomputeDeadlines(g.timeControl, g.clocks, g.toMove, (seat) => pauses.get(seat) ?? []);
      await this.clocks.set(manager, id, settled);
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
