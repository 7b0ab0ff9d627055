import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

/** An account's role and the restrictions a moderator put on it (`users`, migrations/…-moderation.ts). */
export interface StandingRow {
  readonly id: string;
  readonly username: string;
  readonly moderator: boolean;
  readonly mutedUntil: Date | null;
  readonly suspendedAt: Date | null;
  /** Null while suspended: until lifted. */
  readonly suspendedUntil: Date | null;
  /** Closed by a moderator (`banned_at`); an owner's deletion is the account service's to answer. */
  readonly closedAt: Date | null;
}

const COLUMNS = `id, username, moderator, muted_until AS "mutedUntil", suspended_at AS "suspendedAt",
       suspended_until AS "suspendedUntil", banned_at AS "closedAt"`;

/** Reads and sets an account's standing: the moderator role, mutes, suspensions, closure. */
@Injectable()
export class AccountStandingRepository {
  async of(m: EntityManager, userId: string): Promise<StandingRow | null> {
    const [row] = await preparedQuery<StandingRow>(m, `SELECT ${COLUMNS} FROM users WHERE id = $1`, [userId]);
    return row ?? null;
  }

  /** The standing of several accounts at once (who of a game's players may be reached). */
  async ofMany(m: EntityManager, userIds: readonly string[]): Promise<StandingRow[]> {
    return preparedQuery<StandingRow>(m, `SELECT ${COLUMNS} FROM users WHERE id = ANY($1::uuid[])`, [userIds]);
  }

  /** Gives or takes the moderator role; null when there is no such user. */
  async setModerator(m: EntityManager, username: string, moderator: boolean): Promise<StandingRow | null> {
    const [row] = await preparedQuery<StandingRow & { was: boolean }>(
      m,
      `UPDATE users u SET moderator = $2 FROM (SELECT id, moderator AS was FROM users WHERE lower(username) = lower($1) FOR UPDATE) o
        WHERE u.id = o.id
        RETURNING u.id, u.username, u.moderator, o.was, u.muted_until AS "mutedUntil", u.suspended_at AS "suspendedAt",
                  u.suspended_until AS "suspendedUntil", u.banned_at AS "closedAt"`,
      [username, moderator],
    );
    return row ?? null;
  }

  /** No messages from the account in any channel until `until`. */
  async mute(m: EntityManager, userId: string, until: Date): Promise<void> {
    await preparedQuery(m, `UPDATE users SET muted_until = $2 WHERE id = $1`, [userId, until]);
  }

  /** No sign-in and no request until `until` (null: until lifted). */
  async suspend(m: EntityManager, userId: string, at: Date, until: Date | null): Promise<void> {
    await preparedQuery(m, `UPDATE users SET suspended_at = $2, suspended_until = $3 WHERE id = $1`, [
      userId,
      at,
      until,
    ]);
  }

  /** Lifts a mute and a suspension (not a closure). */
  async lift(m: EntityManager, userId: string): Promise<void> {
    await preparedQuery(
      m,
      `UPDATE users SET muted_until = NULL, suspended_at = NULL, suspended_until = NULL WHERE id = $1 AND banned_at IS NULL AND closed_at IS NULL`,
      [userId],
    );
  }

  /** Closed for good by a moderator: suspended without end, and marked banned. */
  async close(m: EntityManager, userId: string, at: Date): Promise<void> {
    await preparedQuery(
      m,
      `UPDATE users SET banned_at = $2, suspended_at = $2, suspended_until = NULL
        WHERE id = $1 AND banned_at IS NULL AND closed_at IS NULL`,
      [userId, at],
    );
  }
}
