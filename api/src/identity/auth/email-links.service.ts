import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { DomainError } from '../../platform/errors/domain-error';
import { OutboxRepository } from '../../platform/outbox/outbox.repository';
import { EmailToken, type EmailTokenPurpose } from './email-token.entity';
import { matchesSecret, newHashedSecret, parseSecretToken, secretToken } from './hashed-secret';

const LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  'verify-email': 7 * 24 * 3600_000,
  'reset-password': 3600_000,
  'sign-in': 15 * 60_000,
};

const PAGE: Record<EmailTokenPurpose, string> = {
  'verify-email': '/verify-email',
  'reset-password': '/reset-password',
  'sign-in': '/signin-link',
};

const KIND = {
  'verify-email': 'email-verification',
  'reset-password': 'password-reset',
  'sign-in': 'sign-in-link',
} as const;

/**
 * Single-use links for email verification, password reset and signing in: `<id>.<secret>`, stored as the
 * secret's SHA-256, written to the outbox with the link in the same transaction.
 */
@Injectable()
export class EmailLinksService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxRepository,
  ) {}

  async send(
    manager: EntityManager,
    user: { id: string; email: string | null; username: string },
    purpose: EmailTokenPurpose,
  ): Promise<void> {
    // A closed account has no address to send a link to.
    if (user.email === null) return;
    const { secret, secretHash } = newHashedSecret();
    const row = await manager.save(
      manager.create(EmailToken, {
        userId: user.id,
        purpose,
        secretHash,
        expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
        usedAt: null,
      }),
    );
    const token = secretToken(row.id, secret);
    const path = PAGE[purpose];
    await this.outbox.write(manager, [
      {
        kind: KIND[purpose],
        userId: user.id,
        email: user.email,
        payload: {
          username: user.username,
          token,
          link: `${this.config.publicUrl}${path}?token=${encodeURIComponent(token)}`,
          expiresAt: row.expiresAt.toISOString(),
        },
      },
    ]);
  }

  /** Marks the link used and returns its user; any invalid, expired or used link is one error. */
  async consume(manager: EntityManager, token: string, purpose: EmailTokenPurpose): Promise<string> {
    const parsed = parseSecretToken(token);
    const invalid = new DomainError('INVALID_LINK', 'This link is invalid, expired or already used.');
    if (!parsed) throw invalid;
    const { id, secret } = parsed;
    const row = await manager.findOne(EmailToken, { where: { id, purpose }, lock: { mode: 'pessimistic_write' } });
    if (!row || row.usedAt || row.expiresAt.getTime() < Date.now() || !matchesSecret(row.secretHash, secret))
      throw invalid;
    await manager.update(EmailToken, { id }, { usedAt: new Date() });
    return row.userId;
  }
}
