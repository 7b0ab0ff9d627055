import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

/** One seat of a challenge's plan: the challenger, a challenged account, or a computer player. */
export interface PlannedSeat {
  readonly seat: string;
  readonly me?: true;
  readonly userId?: string;
  readonly computer?: string;
}

export type ChallengeStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn' | 'expired';

export interface ChallengeInvitee {
  readonly userId: string;
  readonly username: string;
  readonly bot: boolean;
  readonly seat: string;
  readonly answer: 'accepted' | 'declined' | null;
}

export interface ChallengeRecord {
  readonly id: string;
  readonly challengerId: string;
  readonly challenger: string;
  readonly challengerBot: boolean;
  readonly variant: '007' | 'coalition';
  readonly options: Record<string, unknown>;
  readonly timeControl: Record<string, unknown>;
  readonly seats: readonly PlannedSeat[];
  /** `expired` is read, never stored: a pending challenge past its expiry. */
  readonly status: ChallengeStatus;
  readonly reason: string | null;
  readonly gameId: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly invitees: readonly ChallengeInvitee[];
}

export interface NewChallenge {
  readonly challengerId: string;
  readonly variant: string;
  readonly options: Record<string, unknown>;
  readonly timeControl: Record<string, unknown>;
  readonly seats: readonly PlannedSeat[];
  readonly invitees: readonly { userId: string; seat: string }[];
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

type Row = Omit<ChallengeRecord, 'invitees'>;

// A pending challenge past its expiry reads as expired (docs/bots.md, "Challenges").
const COLUMNS = `c.id, c.challenger_id AS "challengerId", u.username AS "challenger", u.bot AS "challengerBot",
  c.variant, c.options,
  c.time_control AS "timeControl", c.seats,
  CASE WHEN c.status = 'pending' AND c.expires_at <= now() THEN 'expired' ELSE c.status END AS "status",
  c.reason, c.game_id AS "gameId", c.created_at AS "createdAt", c.expires_at AS "expiresAt"`;

@Injectable()
export class ChallengeRepository {
  async insert(m: EntityManager, c: NewChallenge): Promise<string> {
    const [row] = await preparedQuery<{ id: string }>(
      m,
      `INSERT INTO challenges (challenger_id, variant, options, time_control, seats, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        c.challengerId,
        c.variant,
        JSON.stringify(c.options),
        JSON.stringify(c.timeControl),
        JSON.stringify(c.seats),
        c.createdAt,
        c.expiresAt,
      ],
    );
    const id = row!.id;
    await preparedQuery(
      m,
      `INSERT INTO challenge_invitees (challenge_id, user_id, seat, created_at)
       SELECT $1, i.user_id, i.seat, $4 FROM unnest($2::uuid[], $3::text[]) AS i(user_id, seat)`,
      [id, c.invitees.map((i) => i.userId), c.invitees.map((i) => i.seat), c.createdAt],
    );
    return id;
  }

  /** The challenge, its row locked until the transaction ends: answers and withdrawals queue here. */
  async lock(m: EntityManager, id: string): Promise<ChallengeRecord | null> {
    const [row] = await preparedQuery<Row>(
      m,
      `SELECT ${COLUMNS} FROM challenges c JOIN users u ON u.id = c.challenger_id WHERE c.id = $1 FOR UPDATE OF c`,
      [id],
    );
    return row ? (await this.withInvitees(m, [row]))[0]! : null;
  }

  async find(m: EntityManager, id: string): Promise<ChallengeRecord | null> {
    const [row] = await preparedQuery<Row>(
      m,
      `SELECT ${COLUMNS} FROM challenges c JOIN users u ON u.id = c.challenger_id WHERE c.id = $1`,
      [id],
    );
    return row ? (await this.withInvitees(m, [row]))[0]! : null;
  }

  async answer(m: EntityManager, id: string, userId: string, answer: 'accepted' | 'declined'): Promise<void> {
    await preparedQuery(m, `UPDATE challenge_invitees SET answer = $3 WHERE challenge_id = $1 AND user_id = $2`, [
      id,
      userId,
      answer,
    ]);
  }

  async close(
    m: EntityManager,
    id: string,
    status: 'accepted' | 'declined' | 'withdrawn',
    reason: string | null,
    gameId: string | null,
  ): Promise<void> {
    await preparedQuery(
      m,
      `UPDATE challenges SET status = $2, reason = $3, game_id = $4, answered_at = now() WHERE id = $1`,
      [id, status, reason, gameId],
    );
  }

  /**
   * Withdraws the account's open challenges, made and received, for its closure; one answered
   * at the same moment holds its row, and is left as that answer made it.
   */
  async withdrawAllOf(m: EntityManager, userId: string): Promise<string[]> {
    const rows = await preparedQuery<{ id: string }>(
      m,
      `UPDATE challenges SET status = 'withdrawn', answered_at = now()
        WHERE id IN (SELECT id FROM challenges WHERE challenger_id = $1
                     UNION SELECT challenge_id FROM challenge_invitees WHERE user_id = $1)
          AND status = 'pending' AND expires_at > now()
        RETURNING id`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  /** The row of the rematch this challenge offers, if it offers one, locked (rematches). */
  async lockRematch(m: EntityManager, id: string): Promise<void> {
    await preparedQuery(m, `SELECT origin_id FROM rematches WHERE challenge_id = $1 FOR UPDATE`, [id]);
  }

  /**
   * The game an accepted rematch offer created becomes the rematch; its stamp moves, since a read
   * of it now names its origin (games.touched).
   */
  async linkRematch(m: EntityManager, id: string, gameId: string): Promise<void> {
    await preparedQuery(
      m,
      `WITH r AS (UPDATE rematches SET game_id = $2 WHERE challenge_id = $1 RETURNING game_id)
       UPDATE games SET touched = touched + 1 WHERE id IN (SELECT game_id FROM r)`,
      [id, gameId],
    );
  }

  /**
   * Deletes challenges closed or expired before `before` (with their invitees): the answered
   * ones are history kept for a while, the game they made keeps its own record.
   */
  async sweep(m: EntityManager, before: Date): Promise<number> {
    const rows = await preparedQuery<{ id: string }>(
      m,
      `DELETE FROM challenges
        WHERE (status <> 'pending' AND answered_at < $1) OR (status = 'pending' AND expires_at < $1)
        RETURNING id`,
      [before],
    );
    return rows.length;
  }

  /** Challenges to the account (challenge_invitees_user_idx), newest first, after the cursor. */
  async incoming(
    m: EntityManager,
    userId: string,
    after: { createdAt: string; id: string } | null,
    limit: number,
  ): Promise<ChallengeRecord[]> {
    const rows = await preparedQuery<Row>(
      m,
      `SELECT ${COLUMNS} FROM challenge_invitees i
         JOIN challenges c ON c.id = i.challenge_id JOIN users u ON u.id = c.challenger_id
        WHERE i.user_id = $1 AND ($2::timestamptz IS NULL OR (i.created_at, i.challenge_id) < ($2, $3::uuid))
        ORDER BY i.created_at DESC, i.challenge_id DESC LIMIT $4`,
      [userId, after?.createdAt ?? null, after?.id ?? null, limit],
    );
    return this.withInvitees(m, rows);
  }

  /** Challenges by the account (challenges_challenger_idx), newest first, after the cursor. */
  async outgoing(
    m: EntityManager,
    userId: string,
    after: { createdAt: string; id: string } | null,
    limit: number,
  ): Promise<ChallengeRecord[]> {
    const rows = await preparedQuery<Row>(
      m,
      `SELECT ${COLUMNS} FROM challenges c JOIN users u ON u.id = c.challenger_id
        WHERE c.challenger_id = $1 AND ($2::timestamptz IS NULL OR (c.created_at, c.id) < ($2, $3::uuid))
        ORDER BY c.created_at DESC, c.id DESC LIMIT $4`,
      [userId, after?.createdAt ?? null, after?.id ?? null, limit],
    );
    return this.withInvitees(m, rows);
  }

  private async withInvitees(m: EntityManager, rows: Row[]): Promise<ChallengeRecord[]> {
    if (rows.length === 0) return [];
    const invitees = await preparedQuery<ChallengeInvitee & { challengeId: string }>(
      m,
      `SELECT i.challenge_id AS "challengeId", i.user_id AS "userId", u.username, u.bot, i.seat, i.answer
         FROM challenge_invitees i JOIN users u ON u.id = i.user_id
        WHERE i.challenge_id = ANY($1::uuid[]) ORDER BY i.challenge_id, i.seat`,
      [rows.map((r) => r.id)],
    );
    return rows.map((r) => ({
      ...r,
      invitees: invitees.filter((i) => i.challengeId === r.id).map(({ challengeId: _, ...i }) => i),
    }));
  }
}
