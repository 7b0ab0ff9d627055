import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { Session } from './session.entity';
import { SessionRepository } from './session.repository';
import { matchesSecret, newHashedSecret, parseSecretToken, secretToken } from './hashed-secret';

export const SESSION_LIFETIME_MS = 30 * 24 * 3600_000;

/** Dashboard sessions: created at login, resolved on each request, revoked at logout or reset. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionRepository,
  ) {}

  /** Returns the cookie value `<id>.<secret>`; only the secret's hash is stored. */
  async create(userId: string): Promise<{ cookie: string; expiresAt: Date }> {
    const { secret, secretHash } = newHashedSecret();
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
    const row = await this.db.getRepository(Session).save({ userId, secretHash, expiresAt, revokedAt: null });
    return { cookie: secretToken(row.id, secret), expiresAt };
  }

  async resolve(cookie: string): Promise<{ sessionId: string; userId: string; username: string } | null> {
    const parsed = parseSecretToken(cookie);
    if (!parsed) return null;
    const row = await this.sessions.findLive(this.db.manager, parsed.id);
    if (!row || !matchesSecret(row.secret_hash, parsed.secret)) return null;
    return { sessionId: parsed.id, userId: row.user_id, username: row.username };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.getRepository(Session).update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Ends every live session of the user; returns how many. */
  async revokeAllOf(manager: EntityManager, userId: string): Promise<number> {
    const result = await manager.update(Session, { userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    return result.affected ?? 0;
  }
}
