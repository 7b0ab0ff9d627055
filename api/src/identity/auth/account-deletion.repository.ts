import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** An account's row as a deletion is asked for, cancelled or checked. */
export interface DeletionStateRow {
  readonly username: string;
  readonly email: string | null;
  readonly password_hash: string | null;
  readonly deletion_requested_at: Date | null;
  readonly deletion_due_at: Date | null;
  readonly closed_at: Date | null;
}

/** The pending deletion of an account (`users.deletion_*`), as its owner asks for it or cancels it. */
@Injectable()
export class AccountDeletionRepository {
  /**
   * The account's row, locked against a closure or another request (FOR NO KEY UPDATE: games
   * that reference the account are still written meanwhile).
   */
  async lock(m: EntityManager, userId: string): Promise<DeletionStateRow | undefined> {
    const [row] = await m.query<DeletionStateRow[]>(
      `SELECT username, email, password_hash, deletion_requested_at, deletion_due_at, closed_at
         FROM users WHERE id = $1 FOR NO KEY UPDATE`,
      [userId],
    );
    return row;
  }

  /** The account's row without a lock (the password check before the request's transaction). */
  async find(m: EntityManager, userId: string): Promise<DeletionStateRow | undefined> {
    const [row] = await m.query<DeletionStateRow[]>(
      `SELECT username, email, password_hash, deletion_requested_at, deletion_due_at, closed_at FROM users WHERE id = $1`,
      [userId],
    );
    return row;
  }

  async schedule(m: EntityManager, userId: string, requestedAt: Date, dueAt: Date): Promise<void> {
    await m.query(
      `UPDATE users SET deletion_requested_at = $2, deletion_due_at = $3 WHERE id = $1 AND closed_at IS NULL`,
      [userId, requestedAt, dueAt],
    );
  }

  async cancel(m: EntityManager, userId: string): Promise<void> {
    await m.query(
      `UPDATE users SET deletion_requested_at = NULL, deletion_due_at = NULL WHERE id = $1 AND closed_at IS NULL`,
      [userId],
    );
  }

  /** When the session began (a fresh sign-in is one that began a few minutes ago). */
  async sessionStartedAt(m: EntityManager, sessionId: string): Promise<Date | null> {
    const [row] = await m.query<{ created_at: Date }[]>(`SELECT created_at FROM sessions WHERE id = $1`, [sessionId]);
    return row?.created_at ?? null;
  }

  /** Signs the account out everywhere: a deletion asked for is cancelled only by signing in again. */
  async endSessions(m: EntityManager, userId: string, at: Date): Promise<void> {
    await m.query(`UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`, [userId, at]);
  }
}
