import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { Session } from './session.entity';
import { SessionRepository, type SessionListRow } from './session.repository';
import { matchesSecret, newHashedSecret, parseSecretToken, secretToken } from './hashed-secret';

export const SESSION_LIFETIME_MS = 30 * 24 * 3600_000;

/** Dashboard sessions: created at login, resolved on each request, revoked at logout or reset. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionRepository,
  ) {}

  /**
   * Returns the cookie value `<id>.<secret>`; only the secret's hash is stored, with the device
   * (User-Agent) and the client address, for the owner's list of sessions.
   */
  async create(
    userId: string,
    device: { userAgent?: string; address?: string } = {},
  ): Promise<{ cookie: string; expiresAt: Date }> {
    const { secret, secretHash } = newHashedSecret();
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
    const row = await this.db.getRepository(Session).save({
      userId,
      secretHash,
      expiresAt,
      revokedAt: null,
      userAgent: device.userAgent?.slice(0, 300) || null,
      address: device.address || null,
      lastSeenAt: new Date(),
    });
    return { cookie: secretToken(row.id, secret), expiresAt };
  }

  /** The session of a cookie; its last use is recorded at most once a minute (with the address). */
  async resolve(
    cookie: string,
    address?: string,
  ): Promise<{ sessionId: string; userId: string; username: string } | null> {
    const parsed = parseSecretToken(cookie);
    if (!parsed) return null;
    const row = await this.sessions.findLive(this.db.manager, parsed.id);
    if (!row || !matchesSecret(row.secret_hash, parsed.secret)) return null;
    if (!row.last_seen_at || Date.now() - row.last_seen_at.getTime() > 60_000)
      await this.sessions.touch(this.db.manager, parsed.id, address ?? null);
    return { sessionId: parsed.id, userId: row.user_id, username: row.username };
  }

  list(userId: string): Promise<SessionListRow[]> {
    return this.sessions.liveOf(this.db.manager, userId);
  }

  /** Ends one of the user's own live sessions; SESSION_NOT_FOUND for any other id. */
  async revokeOwn(userId: string, id: string): Promise<void> {
    if (!(await this.sessions.revokeOne(this.db.manager, userId, id)))
      throw new DomainError('SESSION_NOT_FOUND', `You have no live session ${id}.`);
  }

  /** Ends every live session of the user but `keep` (the caller's own; null: all). */
  revokeOthers(userId: string, keep: string | null): Promise<number> {
    return this.sessions.revokeOthers(this.db.manager, userId, keep);
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
