import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Scope } from '../access/scopes';

/** A live token with its user, and the argon2 hash its secret must verify against. */
export interface LiveTokenRow {
  user_id: string;
  username: string;
  /** The account is a bot (its `bot:play` includes more, scopes.ts). */
  bot: boolean;
  scopes: Scope[];
  secret_hash: string;
  last_used_at: Date | null;
}

/** Personal API tokens (`api_tokens`) as a request authenticates with one. */
@Injectable()
export class ApiTokenRepository {
  /** The token, if neither revoked nor expired. */
  async findLive(manager: EntityManager, id: string): Promise<LiveTokenRow | undefined> {
    const rows: LiveTokenRow[] = await manager.query(
      `SELECT t.user_id, u.username, u.bot, t.scopes, t.secret_hash, t.last_used_at FROM api_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.id = $1 AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())`,
      [id],
    );
    return rows[0];
  }

  async touch(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE api_tokens SET last_used_at = now() WHERE id = $1`, [id]);
  }
}
