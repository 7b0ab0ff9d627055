import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { GameChangeListeners, type GameChangeListener, type GameRowAdjustment } from '../games/game-change-listeners';
import type { GameRecord } from '../games/game-record';
import type { TimeControl } from '../games/time-control';
import { Clock } from './clock';
import type { Pause } from './pauses';
import { recomputeDeadlines, type SeatClocks, settleClocks } from './seat-clocks';
import { recordedPauses } from './recorded-pauses';
import { VacationRepository } from './vacation.repository';

/**
 * Keeps every game's seat clocks and its indexed `deadline_at` in step with the snapshot. As a
 * listener of GameWriter it adjusts every accepted change's snapshot, overriding its provisional
 * deadline with the real one; after a vacation changes it recomputes the deadlines it affects.
 */
@Injectable()
export class GameClocksService implements GameChangeListener, OnModuleInit {
  constructor(
    private readonly listeners: GameChangeListeners,
    private readonly clock: Clock,
    private readonly vacations: VacationRepository,
  ) {}

  onModuleInit(): void {
    this.listeners.register(this);
  }

  /**
   * The seats' clocks and the game's deadline after a change, from the two records alone (they
   * carry the clocks and the holders' vacations), so the writer puts them in the snapshot's own
   * UPDATE. Per seat: bank or per-move, vacations of the seat's user added unless the game forbids
   * them. Null when no clock changes.
   */
  adjust(before: GameRecord, after: GameRecord): GameRowAdjustment | null {
    const running = after.status === 'active' || after.status === 'setup';
    const wasRunning = before.status === 'active' || before.status === 'setup';
    if (!running && !wasRunning) return null;
    // An own half-move inside a turn changes nothing on any clock.
    if (running && wasRunning && sameSeats(before.toMove, after.toMove)) return null;
    const settled = settleClocks({
      timeControl: after.timeControl,
      clocks: after.clocks as SeatClocks,
      before: wasRunning ? before.toMove : [],
      after: after.toMove,
      running,
      // The instant of the change as the snapshot records it (the start, or the update).
      now: this.clock.readingAt((before.status === 'open' ? after.startedAt : null) ?? after.updatedAt).getTime(),
      pausesOf: (seat) => recordedPauses(after, seat),
    });
    return { clocks: settled.clocks, deadlineAt: settled.deadline === null ? null : new Date(settled.deadline) };
  }

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

function sameSeats(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}
