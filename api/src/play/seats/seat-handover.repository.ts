import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SeatHolder } from './seat-holder.repository';

/** A member of the club whose ladder a game belongs to, with the club's and the ladder's names. */
export interface ClubMemberRow {
  user_id: string;
  club: string;
  ladder: string;
}

/**
 * The seats of running games changing hands (`game_seats`: the offer columns and the holder): a
 * seat offered and the offer withdrawn, a seat handed to its next holder, and who in the game's
 * club hears of an offer to anyone. Written under the game's row lock (SeatHandoverService).
 */
@Injectable()
export class SeatHandoverRepository {
  /** The seat offered from now, to `to` (null: to anyone). */
  async offer(manager: EntityManager, gameId: string, seat: string, to: string | null): Promise<void> {
    await manager.query(`UPDATE game_seats SET offered_at = now(), offered_to = $3 WHERE game_id = $1 AND seat = $2`, [
      gameId,
      seat,
      to,
    ]);
  }

  async withdrawOffer(manager: EntityManager, gameId: string, seat: string): Promise<void> {
    await manager.query(`UPDATE game_seats SET offered_at = NULL, offered_to = NULL WHERE game_id = $1 AND seat = $2`, [
      gameId,
      seat,
    ]);
  }

  /** The seat's next holder from now; with `offer` it is offered to anyone from the same moment, otherwise any offer ends. */
  async handOver(manager: EntityManager, gameId: string, seat: string, to: SeatHolder, offer: boolean): Promise<void> {
    await manager.query(
      `UPDATE game_seats SET user_id = $3, computer = $4, offered_at = CASE WHEN $5 THEN now() END, offered_to = NULL,
              joined_at = now()
        WHERE game_id = $1 AND seat = $2`,
      [gameId, seat, 'userId' in to ? to.userId : null, 'computer' in to ? to.computer : null, offer],
    );
  }

  /** The members of the club whose ladder the game belongs to, but those named (none for a game of no club). */
  async clubMembers(manager: EntityManager, gameId: string, except: readonly string[]): Promise<ClubMemberRow[]> {
    return (await manager.query(
      `SELECT cm.user_id, c.name AS club, l.name AS ladder
         FROM ladder_games lg JOIN ladders l ON l.id = lg.ladder_id JOIN clubs c ON c.id = l.club_id
         JOIN club_members cm ON cm.club_id = c.id
        WHERE lg.game_id = $1 AND cm.user_id <> ALL($2::uuid[])
        ORDER BY cm.user_id`,
      [gameId, except],
    )) as ClubMemberRow[];
  }
}
