import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A live session with its user, and the hash its cookie's secret must match. */
export interface LiveSessionRow {
  user_id: string;
  username: string;
  secret_hash: string;
}

/** Dashboard sessions (`sessions`) as a request resolves its cookie. */
@Injectable()
export class SessionRepository {
  /** The session, if neither revoked nor expired. */
  async findLive(manager: EntityManager, id: string): Promise<LiveSessionRow | undefined> {
    const rows: LiveSessionRow[] = await manager.query(
      `SELECT s.user_id, u.username, s.secret_hash FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.closed_at IS NULL`,
      [id],
    );
    return rows[0];
  }
}
