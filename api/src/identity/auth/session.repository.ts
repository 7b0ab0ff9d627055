import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A live session with its user, and the hash its cookie's secret must match. */
export interface LiveSessionRow {
  user_id: string;
  username: string;
  secret_hash: string;
  last_seen_at: Date | null;
}

/** A live session as its owner lists it. */
export interface SessionListRow {
  id: string;
  user_agent: string | null;
  address: string | null;
  created_at: Date;
  last_seen_at: Date | null;
  expires_at: Date;
}

/** Dashboard sessions (`sessions`) as a request resolves its cookie, and as the owner lists them. */
@Injectable()
export class SessionRepository {
  /** The session, if neither revoked nor expired. */
  async findLive(manager: EntityManager, id: string): Promise<LiveSessionRow | undefined> {
    const rows: LiveSessionRow[] = await manager.query(
      `SELECT s.user_id, u.username, s.secret_hash, s.last_seen_at FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.closed_at IS NULL`,
      [id],
    );
    return rows[0];
  }

  /** Its last use, with the address it came from. */
  async touch(manager: EntityManager, id: string, address: string | null): Promise<void> {
    await manager.query(`UPDATE sessions SET last_seen_at = now(), address = coalesce($2, address) WHERE id = $1`, [
      id,
      address,
    ]);
  }

  /** The user's live sessions, most recently used first. */
  async liveOf(manager: EntityManager, userId: string): Promise<SessionListRow[]> {
    return manager.query(
      `SELECT id, user_agent, address, created_at, last_seen_at, expires_at FROM sessions
        WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
        ORDER BY coalesce(last_seen_at, created_at) DESC, id
        LIMIT 200`,
      [userId],
    );
  }

  /** Ends one live session of the user; false when there is none such. */
  async revokeOne(manager: EntityManager, userId: string, id: string): Promise<boolean> {
    const [, count]: [unknown, number] = await manager.query(
      `UPDATE sessions SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
      [id, userId],
    );
    return count > 0;
  }

  /** Ends every live session of the user but one (null: all); returns how many. */
  async revokeOthers(manager: EntityManager, userId: string, keep: string | null): Promise<number> {
    const [, count]: [unknown, number] = await manager.query(
      `UPDATE sessions SET revoked_at = now()
        WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [userId, keep],
    );
    return count;
  }
}
