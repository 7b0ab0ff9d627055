import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { Session } from './session.entity';
import { SessionRepository } from './session.repository';
import { newSecret, sameHash, sha256Hex } from '../access/secret-token';

export const SESSION_LIFETIME_MS = 30 * 24 * 3600_000;
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Dashboard sessions: created at login, resolved on each request, revoked at logout or reset. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionRepository,
  ) {}

  /** Returns the cookie value `<id>.<secret>`; only the secret's hash is stored. */
  async create(userId: string): Promise<{ cookie: string; expiresAt: Date }> {
    const secret = newSecret();
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
    const row = await this.db
      .getRepository(Session)
      .save({ userId, secretHash: sha256Hex(secret), expiresAt, revokedAt: null });
    return { cookie: `${row.id}.${secret}`, expiresAt };
  }

  async resolve(cookie: string): Promise<{ sessionId: string; userId: string; username: string } | null> {
    const [id, secret] = cookie.split('.', 2);
    // A forged cookie is just no session: only a well-formed UUID may reach the uuid column
    // (`------------------------------------` has the right length but is none).
    if (!id || !secret || !SESSION_ID.test(id)) return null;
    const row = await this.sessions.findLive(this.db.manager, id);
    if (!row || !sameHash(row.secret_hash, sha256Hex(secret))) return null;
    return { sessionId: id, userId: row.user_id, username: row.username };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.getRepository(Session).update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.update(Session, { userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
