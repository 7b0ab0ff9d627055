import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SeatClocks, SettledClocks } from './seat-clocks';
import type { TimeControl } from './time-control';

/** A running game's clocks as read under its row lock, with who holds each seat. */
export interface LockedClocks {
  readonly clocks: SeatClocks;
  readonly timeControl: TimeControl;
  readonly toMove: readonly string[];
  readonly seats: readonly { readonly seat: string; readonly userId: string | null }[];
}

/**
 * The seats' clocks and the indexed deadline on the games' rows (`games.clocks`, `deadline_at`)
 * where no change writes them: a vacation that moves the deadlines of a user's games, a time-out
 * judged again on the vacations as recorded, a computer taking a seat with a fresh clock. A
 * change writes them itself (GameClockEffect, in the snapshot's UPDATE).
 */
@Injectable()
export class ClockRepository {
  /** The running games in which one of the user's seats must act, in id order (the lock order). */
  async actingIn(manager: EntityManager, userId: string): Promise<string[]> {
    const games: { id: string }[] = await manager.query(
      `SELECT g.id FROM games g
        WHERE g.status IN ('active', 'setup')
          AND EXISTS (SELECT 1 FROM game_seats s WHERE s.game_id = g.id AND s.user_id = $1 AND s.seat = ANY (g.to_move))
        ORDER BY g.id`,
      [userId],
    );
    return games.map((g) => g.id);
  }

  /** The game's clocks under its row lock (`FOR UPDATE`), held until the caller's transaction ends. */
  async lock(manager: EntityManager, gameId: string): Promise<LockedClocks> {
    const [g] = await manager.query(
      `SELECT g.clocks, g.time_control, g.to_move,
              (SELECT json_agg(json_build_object('seat', s.seat, 'userId', s.user_id)) FROM game_seats s WHERE s.game_id = g.id) AS seats
         FROM games g WHERE g.id = $1 FOR UPDATE`,
      [gameId],
    );
    return { clocks: g.clocks, timeControl: g.time_control, toMove: g.to_move, seats: g.seats };
  }

  /** The game's clocks as stored. */
  async of(manager: EntityManager, gameId: string): Promise<SeatClocks> {
    const [{ clocks }] = (await manager.query(`SELECT clocks FROM games WHERE id = $1`, [gameId])) as {
      clocks: SeatClocks;
    }[];
    return clocks;
  }

  /** Writes the clocks and the deadline they give. */
  async set(manager: EntityManager, gameId: string, settled: SettledClocks): Promise<void> {
    await manager.query(`UPDATE games SET clocks = $2::jsonb, deadline_at = $3 WHERE id = $1`, [
      gameId,
      JSON.stringify(settled.clocks),
      settled.deadline === null ? null : new Date(settled.deadline),
    ]);
  }

  /** Up to `limit` running games whose deadline is past at `now`, the earliest first. */
  async overdue(manager: EntityManager, now: Date, limit: number): Promise<string[]> {
    const due: { id: string }[] = await manager.query(
      `SELECT id FROM games WHERE status IN ('active', 'setup') AND deadline_at <= $1 ORDER BY deadline_at, id LIMIT $2`,
      [now, limit],
    );
    return due.map((g) => g.id);
  }
}
