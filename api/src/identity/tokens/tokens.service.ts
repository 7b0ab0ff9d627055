import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { sha256Hex } from '../access/secret-token';
import type { Scope } from '../access/scopes';
import { ApiToken } from './api-token.entity';
import { ApiTokenRepository } from './api-token.repository';
import { formatToken, parseToken } from './token-format';

/**
 * The secret is 256 random bits, so argon2id here guards a leaked table rather than weak input:
 * OWASP's minimum parameters (19 MiB, 2 passes) keep a request's verification cheap.
 */
const TOKEN_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** How long a verified secret is remembered in this process (argon2 is not run per request). */
const VERIFIED_TTL_MS = 5 * 60_000;
const VERIFIED_MAX = 10_000;

export interface AuthenticatedToken {
  readonly tokenId: string;
  readonly userId: string;
  readonly username: string;
  readonly bot: boolean;
  readonly scopes: readonly Scope[];
}

@Injectable()
export class TokensService {
  /** token id → SHA-256 of the secret that passed argon2 verification, and when. */
  private readonly verified = new Map<string, { digest: string; at: number }>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: ApiTokenRepository,
  ) {}

  async create(
    userId: string,
    name: string,
    scopes: readonly Scope[],
    expiresAt: Date | null,
  ): Promise<{ token: ApiToken; secret: string }> {
    const repo = this.db.getRepository(ApiToken);
    const id = randomUUID();
    const { token, secret } = formatToken(id);
    const secretHash = await argon2.hash(secret, TOKEN_HASH_OPTIONS);
    await repo.insert({
      id,
      userId,
      name,
      secretHash,
      scopes: [...new Set(scopes)].sort() as Scope[],
      expiresAt,
      lastUsedAt: null,
      revokedAt: null,
    });
    return { token: await repo.findOneByOrFail({ id }), secret: token };
  }

  list(userId: string): Promise<ApiToken[]> {
    return this.db.getRepository(ApiToken).find({ where: { userId }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /** Revokes every live token of the user (a password reset); returns how many. */
  async revokeAllOf(manager: EntityManager, userId: string): Promise<number> {
    const live = await manager.find(ApiToken, { where: { userId, revokedAt: IsNull() }, select: { id: true } });
    if (live.length === 0) return 0;
    await manager.update(ApiToken, { userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    for (const t of live) this.verified.delete(t.id);
    return live.length;
  }

  async revoke(userId: string, id: string): Promise<void> {
    const result = await this.db
      .getRepository(ApiToken)
      .update({ id, userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    if (!result.affected) {
      const exists = await this.db.getRepository(ApiToken).existsBy({ id, userId });
      if (!exists) throw new DomainError('TOKEN_NOT_FOUND', `No token ${id}`);
    }
    this.verified.delete(id);
  }

  /**
   * The token's owner and scopes, or null. The row is read on every request, so a revocation
   * takes effect at once; only the argon2 check of an already verified secret is skipped.
   */
  async authenticate(bearer: string): Promise<AuthenticatedToken | null> {
    const parsed = parseToken(bearer);
    if (!parsed) return null;
    const row = await this.tokens.findLive(this.db.manager, parsed.id);
    if (!row) return null;
    const digest = sha256Hex(parsed.secret);
    const cached = this.verified.get(parsed.id);
    if (!cached || cached.digest !== digest || Date.now() - cached.at > VERIFIED_TTL_MS) {
      if (!(await argon2.verify(row.secret_hash, parsed.secret).catch(() => false))) return null;
      if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
      this.verified.set(parsed.id, { digest, at: Date.now() });
    }
    // Coarse last-use tracking (once a minute at most) so a busy script does not write per request.
    if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > 60_000) {
      await this.tokens.touch(this.db.manager, parsed.id);
    }
    return { tokenId: parsed.id, userId: row.user_id, username: row.username, bot: row.bot, scopes: row.scopes };
  }
}
