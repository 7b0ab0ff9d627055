import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { OutboxRepository } from '../../platform/outbox/outbox.repository';
import { SignInLimits } from '../../platform/rate-limit/sign-in-limits';
import { Clock } from '../../platform/time/clock';
import type { Principal } from '../access/principal';
import { AccountDeletionRepository, type DeletionStateRow } from './account-deletion.repository';
import { verifyPassword } from './password-hasher';

/** How long a deletion waits: the owner may change their mind and sign in until then. */
export const DELETION_GRACE_DAYS = 7;
/** How recent a sign-in must be to stand in for the password (an account that has none). */
export const FRESH_SIGN_IN_MINUTES = 10;

export interface PendingDeletion {
  readonly requestedAt: Date;
  readonly dueAt: Date;
}

/**
 * Leaving: the owner asks for their account to be deleted (`DELETE /me`), proving it is them with
 * the password (or, for an account without one, a sign-in of the last few minutes). The account
 * is signed out everywhere and closed DELETION_GRACE_DAYS later by AccountClosureService; signing
 * in before then cancels the deletion (`signedIn`, which every way of signing in calls). Both are
 * mailed to the owner, so a deletion nobody meant does not go unnoticed.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly accounts: AccountDeletionRepository,
    private readonly outbox: OutboxRepository,
    private readonly signInLimits: SignInLimits,
  ) {}

  /**
   * Schedules the deletion of the caller's account; asked again while one is pending, answers
   * that one unchanged. Refused, with nothing written, without the proof.
   */
  async request(principal: Principal, password: string | undefined, address: string): Promise<PendingDeletion> {
    const account = await this.accounts.find(this.db.manager, principal.userId);
    if (!account || account.closed_at) throw new DomainError('USER_NOT_FOUND', `No user ${principal.userId}`);
    await this.prove(principal, account, password, address);
    return this.db.transaction(async (m) => {
      const locked = await this.accounts.lock(m, principal.userId);
      if (!locked || locked.closed_at) throw new DomainError('USER_NOT_FOUND', `No user ${principal.userId}`);
      if (locked.deletion_requested_at && locked.deletion_due_at)
        return { requestedAt: locked.deletion_requested_at, dueAt: locked.deletion_due_at };
      const requestedAt = this.clock.now();
      const dueAt = new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * 24 * 3600_000);
      await this.accounts.schedule(m, principal.userId, requestedAt, dueAt);
      await this.accounts.endSessions(m, principal.userId, new Date());
      await this.mail(m, principal.userId, locked, 'account-deletion-scheduled', { dueAt: dueAt.toISOString() });
      return { requestedAt, dueAt };
    });
  }

  /**
   * A sign-in of the account (password, or any other way a later one adds): cancels a pending
   * deletion and says so by email; refuses an account closed meanwhile. Returns whether it
   * cancelled one, for the sign-in's answer to say so too.
   */
  async signedIn(userId: string): Promise<{ deletionCancelled: boolean }> {
    return this.db.transaction(async (m) => {
      const locked = await this.accounts.lock(m, userId);
      if (!locked || locked.closed_at) throw new DomainError('INVALID_CREDENTIALS', 'Unknown login or wrong password.');
      if (!locked.deletion_due_at) return { deletionCancelled: false };
      await this.accounts.cancel(m, userId);
      await this.mail(m, userId, locked, 'account-deletion-cancelled', {});
      return { deletionCancelled: true };
    });
  }

  /** The password, checked and counted like a sign-in; or a fresh sign-in for an account without one. */
  private async prove(
    principal: Principal,
    account: DeletionStateRow,
    password: string | undefined,
    address: string,
  ): Promise<void> {
    if (account.password_hash === null) {
      const since = await this.signedInAt(principal);
      if (!since || this.clock.now().getTime() - since.getTime() > FRESH_SIGN_IN_MINUTES * 60_000)
        throw new DomainError(
          'FRESH_SIGN_IN_REQUIRED',
          `Sign in again and ask within ${FRESH_SIGN_IN_MINUTES} minutes: your account has no password to confirm with.`,
        );
      return;
    }
    if (password === undefined)
      throw new DomainError('PASSWORD_REQUIRED', 'Confirm with your password (`password`) to delete your account.');
    // Counted like a sign-in, so a borrowed session cannot be used to guess the password.
    const attempt = await this.signInLimits.attempt({ login: account.username, address });
    if (!(await verifyPassword(account.password_hash, password)))
      throw new DomainError('WRONG_PASSWORD', 'The password is wrong; nothing was changed.');
    await attempt.succeeded();
  }

  private async signedInAt(principal: Principal): Promise<Date | null> {
    if (principal.via === 'session' && principal.sessionId)
      return this.accounts.sessionStartedAt(this.db.manager, principal.sessionId);
    if (principal.via === 'jwt' && principal.issuedAt) return principal.issuedAt;
    return null;
  }

  private async mail(
    m: EntityManager,
    userId: string,
    account: DeletionStateRow,
    kind: 'account-deletion-scheduled' | 'account-deletion-cancelled',
    payload: Record<string, unknown>,
  ): Promise<void> {
    if (!account.email) return;
    await this.outbox.write(m, [
      { kind, userId, email: account.email, payload: { username: account.username, ...payload } },
    ]);
  }
}
