import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Level } from '@entente/engine';
import type { AbandonedMode } from '../core/abandoned-option';
import type { AnalysisRule } from '../core/analysis-option';
import type { JoinRequirements } from '../core/join-requirements';
import type { Press, PressReveal } from '../core/press';
import type { SeatState } from '../core/game-record';
import type { TimeControl } from '../core/time-control';

/** A new game's row: no event yet, no state, version 0. */
export interface NewGame {
  readonly variant: string;
  readonly rulesEdition: string;
  readonly options: Record<string, unknown>;
  readonly timeControl: TimeControl;
  readonly press: Press;
  readonly pressReveal: PressReveal;
  readonly abandoned: AbandonedMode;
  readonly abandonedLevel: Level | null;
  readonly analysis: AnalysisRule;
  readonly createdBy: string;
  readonly createdAt: Date;
  readonly rated: boolean;
  readonly joinRequirements: JoinRequirements | null;
}

/** A new game's seat: open, reserved for a user or an address, or taken by a person or a computer. */
export interface NewSeat {
  readonly seat: string;
  readonly userId: string | null;
  readonly state: SeatState;
  readonly invitedEmail?: string;
  readonly computer?: Level;
}

/**
 * Games before their first move (status `open`): the row of a new game and its seats, and the
 * seats as they are taken, declined, left, withdrawn and claimed by an address's new account.
 * Written under the game's row lock (GameLobbyService), except the new game, which nobody else
 * sees before its transaction commits.
 */
@Injectable()
export class OpenGameRepository {
  /** The new game's row; its id. */
  async insert(manager: EntityManager, game: NewGame): Promise<string> {
    const [{ id }] = await manager.query(
      `INSERT INTO games (variant, rules_edition, options, time_control, press, press_reveal, abandoned, abandoned_level, status, version, created_by, created_at, updated_at, rated, join_requirements, analysis)
       VALUES ($1, $10, $2::jsonb, $3::jsonb, $4, $5, $8, $9, 'open', 0, $6, $7, $7, $11, $12::jsonb, $13) RETURNING id`,
      [
        game.variant,
        JSON.stringify(game.options),
        JSON.stringify(game.timeControl),
        game.press,
        game.pressReveal,
        game.createdBy,
        game.createdAt,
        game.abandoned,
        game.abandonedLevel,
        game.rulesEdition,
        game.rated,
        game.joinRequirements === null ? null : JSON.stringify(game.joinRequirements),
        game.analysis,
      ],
    );
    return id;
  }

  /** One seat of a new game, invited or taken at `at`. */
  async insertSeat(manager: EntityManager, gameId: string, s: NewSeat, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO game_seats (game_id, seat, user_id, state, invited_at, joined_at, invited_email, computer)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        gameId,
        s.seat,
        s.userId,
        s.state,
        s.state === 'invited' ? at : null,
        s.state === 'taken' ? at : null,
        s.invitedEmail ?? null,
        s.computer ?? null,
      ],
    );
  }

  /** The user takes the seat (an open one, or the one they were invited to). */
  async take(manager: EntityManager, gameId: string, seat: string, userId: string): Promise<void> {
    await manager.query(
      `UPDATE game_seats SET user_id = $3, state = 'taken', joined_at = now() WHERE game_id = $1 AND seat = $2`,
      [gameId, seat, userId],
    );
  }

  /** The invited user declines: the seat is open. */
  async decline(manager: EntityManager, gameId: string, seat: string): Promise<void> {
    await manager.query(
      `UPDATE game_seats SET user_id = NULL, state = 'open', invited_at = NULL WHERE game_id = $1 AND seat = $2`,
      [gameId, seat],
    );
  }

  /** The holder leaves before the start: the seat is open. */
  async leave(manager: EntityManager, gameId: string, seat: string): Promise<void> {
    await manager.query(
      `UPDATE game_seats SET user_id = NULL, state = 'open', joined_at = NULL WHERE game_id = $1 AND seat = $2`,
      [gameId, seat],
    );
  }

  /** The seq of the game's latest `game-started` event (null before the first start). */
  async startSeq(manager: EntityManager, gameId: string): Promise<number | null> {
    const rows: { seq: number | null }[] = await manager.query(
      `SELECT max(seq) AS seq FROM game_events WHERE game_id = $1 AND type = 'game-started'`,
      [gameId],
    );
    return rows[0]?.seq ?? null;
  }

  /** The creator withdraws the invitation, to a user or an address: the seat is open. */
  async withdrawInvitation(manager: EntityManager, gameId: string, seat: string): Promise<void> {
    await manager.query(
      `UPDATE game_seats SET user_id = NULL, invited_email = NULL, state = 'open', invited_at = NULL
        WHERE game_id = $1 AND seat = $2`,
      [gameId, seat],
    );
  }

  /** The open games with a seat reserved for the address, in id order (the lock order). */
  async invitingEmail(manager: EntityManager, email: string): Promise<string[]> {
    const rows: { game_id: string }[] = await manager.query(
      `SELECT DISTINCT s.game_id FROM game_seats s JOIN games g ON g.id = s.game_id
        WHERE s.invited_email = $1 AND g.status = 'open' ORDER BY s.game_id`,
      [email],
    );
    return rows.map((r) => r.game_id);
  }

  /** A seat reserved for an address becomes an invitation of its account. */
  async claimInvitation(manager: EntityManager, gameId: string, seat: string, userId: string): Promise<void> {
    await manager.query(
      `UPDATE game_seats SET user_id = $3, invited_email = NULL WHERE game_id = $1 AND seat = $2 AND state = 'invited'`,
      [gameId, seat, userId],
    );
  }

  /**
   * The seats a person holds or is invited to in games not yet over (a computer's seat is not
   * theirs), in game id order: the order in which a departure locks them.
   */
  async seatsOfPerson(
    manager: EntityManager,
    userId: string,
  ): Promise<{ gameId: string; seat: string; state: 'taken' | 'invited' }[]> {
    return manager.query(
      `SELECT s.game_id AS "gameId", s.seat, s.state FROM game_seats s JOIN games g ON g.id = s.game_id
        WHERE s.user_id = $1 AND s.computer IS NULL AND s.state IN ('taken', 'invited')
          AND g.status IN ('open', 'setup', 'active')
        ORDER BY s.game_id, s.seat`,
      [userId],
    );
  }
}
