import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * Closing an account (`users` and the account's credentials): anonymised in place, its id kept,
 * since events, messages and results name accounts by id.
 */
@Injectable()
export class AccountClosureRepository {
  /**
   * The account's row, locked against a sign-in that would cancel its deletion (FOR NO KEY
   * UPDATE: games that reference the account are still written meanwhile); whether it is
   * closed already and whether its deletion is due at `now`.
   */
  async lock(
    m: EntityManager,
    userId: string,
    now: Date,
  ): Promise<{ username: string; closed: boolean; due: boolean } | undefined> {
    const [row] = await m.query<{ username: string; closed: boolean; due: boolean }[]>(
      `SELECT username, closed_at IS NOT NULL AS closed, coalesce(deletion_due_at <= $2, false) AS due
         FROM users WHERE id = $1 FOR NO KEY UPDATE`,
      [userId, now],
    );
    return row;
  }

  /** A new name for the account, no address (free for a new account), no password. */
  async anonymise(m: EntityManager, userId: string, name: string, at: Date): Promise<void> {
    await m.query(
      `UPDATE users SET username = $2, display_name = $2, email = NULL, password_hash = NULL, email_verified_at = NULL,
                        closed_at = $3
        WHERE id = $1`,
      [userId, name, at],
    );
  }

  /**
   * Every way to act as the account: sessions, personal tokens, the apps it authorised (their
   * tokens go with the grants) and registered, unused email links, and the answers kept for its
   * idempotency keys.
   */
  async deleteCredentials(m: EntityManager, userId: string): Promise<void> {
    await m.query(
      `WITH sessions_gone AS (DELETE FROM sessions WHERE user_id = $1),
            tokens_gone AS (DELETE FROM api_tokens WHERE user_id = $1),
            grants_gone AS (DELETE FROM oauth_grants WHERE user_id = $1),
            consents_gone AS (DELETE FROM oauth_consents WHERE user_id = $1),
            codes_gone AS (DELETE FROM oauth_authorization_codes WHERE user_id = $1),
            apps_gone AS (DELETE FROM oauth_clients WHERE owner_id = $1),
            links_gone AS (DELETE FROM email_tokens WHERE user_id = $1),
            answers_gone AS (DELETE FROM idempotency_keys WHERE user_id = $1)
       SELECT 1`,
      [userId],
    );
  }

  /** The closure has released everything: no deletion is pending any more. */
  async finish(m: EntityManager, userId: string): Promise<void> {
    await m.query(
      `UPDATE users SET deletion_requested_at = NULL, deletion_due_at = NULL WHERE id = $1 AND closed_at IS NOT NULL`,
      [userId],
    );
  }

  /** The release stopped half-way: the next sweep picks the account up again. */
  async retry(m: EntityManager, userId: string, at: Date): Promise<void> {
    await m.query(
      `UPDATE users SET deletion_requested_at = coalesce(deletion_requested_at, $2), deletion_due_at = $2
        WHERE id = $1 AND closed_at IS NOT NULL`,
      [userId, at],
    );
  }

  /** Accounts whose deletion is due at `now`, the longest due first (users_deletion_due_idx). */
  async due(m: EntityManager, now: Date, limit: number): Promise<string[]> {
    const rows = await m.query<{ id: string }[]>(
      `SELECT id FROM users WHERE deletion_due_at <= $1 ORDER BY deletion_due_at, id LIMIT $2`,
      [now, limit],
    );
    return rows.map((r) => r.id);
  }
}
