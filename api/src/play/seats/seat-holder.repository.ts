import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Level } from '@entente/engine';

/** Who holds a seat: a person or a computer player, never neither. */
export type SeatHolder = { readonly userId: string } | { readonly computer: Level };

/**
 * How a seat came to its holder: at the start, handed over (to a computer, by its holder), taken
 * over from an offer, or given to a computer by the game's `abandoned` option after a time-out or
 * when its person left the running game.
 */
export type HoldingHow = 'start' | 'hand-over' | 'take-over' | 'timeout' | 'left';

/** One holding of a seat, with the person's names (none for a computer). */
export interface HoldingRow {
  seat: string;
  user_id: string | null;
  username: string | null;
  display_name: string | null;
  bot: boolean | null;
  computer: string | null;
  how: HoldingHow;
  since: Date;
  since_seq: number;
  until: Date | null;
  until_seq: number | null;
}

/**
 * The record of who held each seat when (`seat_holders`, migrations/1796110100000-seat-holders.ts):
 * a holding per seat from the start and one more per change of hands, each from the event that
 * opened it to the one that closed it. Written under the game's row lock (SeatHolderRecorder).
 */
@Injectable()
export class SeatHolderRepository {
  /** A first holder's holding, from the event that starts the game. */
  async openAtStart(
    manager: EntityManager,
    gameId: string,
    seat: string,
    seq: number,
    since: Date,
    userId: string | null,
    computer: Level | null,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO seat_holders (game_id, seat, since_seq, since, user_id, computer, how)
       VALUES ($1, $2, $3, $4, $5, $6, 'start')`,
      [gameId, seat, seq, since, userId, computer],
    );
  }

  /** The game went back to the lobby before anyone acted: its holdings from the start are void. */
  async withdrawStart(manager: EntityManager, gameId: string): Promise<void> {
    await manager.query(`DELETE FROM seat_holders WHERE game_id = $1`, [gameId]);
  }

  /** Closes the seat's current holding at the event `seq`. */
  async close(manager: EntityManager, gameId: string, seat: string, seq: number, at: Date): Promise<void> {
    await manager.query(
      `UPDATE seat_holders SET until_seq = $3, until = $4 WHERE game_id = $1 AND seat = $2 AND until_seq IS NULL`,
      [gameId, seat, seq, at],
    );
  }

  /** Opens `to`'s holding of the seat at the event `seq`. */
  async open(
    manager: EntityManager,
    gameId: string,
    seat: string,
    seq: number,
    at: Date,
    to: SeatHolder,
    how: HoldingHow,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO seat_holders (game_id, seat, since_seq, since, user_id, computer, how) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [gameId, seat, seq, at, 'userId' in to ? to.userId : null, 'computer' in to ? to.computer : null, how],
    );
  }

  /**
   * The person who now holds the seat joins the game's standing coalition that has it, as one of
   * its members: the alliance history credits every holder (alliance-recorder.ts).
   */
  async joinCoalition(manager: EntityManager, gameId: string, seat: string, userId: string): Promise<void> {
    await manager.query(
      `INSERT INTO alliance_members (alliance_id, side, user_id, formed_at)
       SELECT a.id, CASE WHEN a.leader_seat = $2 THEN 'leader' ELSE 'joiner' END, $3, a.formed_at
         FROM alliances a WHERE a.game_id = $1 AND a.outcome = 'pending' AND $2 IN (a.leader_seat, a.joiner_seat)
       ON CONFLICT DO NOTHING`,
      [gameId, seat, userId],
    );
  }

  /** The game's holdings in the order they began (by seq), one indexed read by the primary key. */
  async ofGame(manager: EntityManager, gameId: string): Promise<HoldingRow[]> {
    return manager.query(
      `SELECT h.seat, h.user_id, u.username, u.display_name, u.bot, h.computer, h.how, h.since, h.since_seq, h.until, h.until_seq
         FROM seat_holders h LEFT JOIN users u ON u.id = h.user_id
        WHERE h.game_id = $1 ORDER BY h.since_seq`,
      [gameId],
    );
  }
}
