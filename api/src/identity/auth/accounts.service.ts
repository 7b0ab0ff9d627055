import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { JobsService } from '../../platform/jobs/jobs.service';
import { OutboxRepository } from '../../platform/outbox/outbox.repository';
import { OAuthAppsService } from '../oauth/oauth-apps.service';
import type { AuthorizationRow } from '../oauth/oauth.repository';
import { TokensService } from '../tokens/tokens.service';
import { AddressVerifiedListeners } from '../users/address-verified-listeners';
import { User } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import { CLOSED_ACCOUNT_PREFIX } from './account-closure.service';
import { EmailLinksService } from './email-links.service';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password-hasher';
import { SessionsService } from './sessions.service';

/** Queue of password-reset requests: the link is made and mailed off the request path. */
const RESET_REQUESTS = 'password-reset-request';
/** Queue of sign-in-link requests, for the same reason. */
const SIGN_IN_LINK_REQUESTS = 'sign-in-link-request';

/** What a password reset ended, and the apps it left acting (for the owner to review). */
export interface ResetOutcome {
  sessionsEnded: number;
  tokensRevoked: number;
  apps: AuthorizationRow[];
}

export interface Registration {
  username: string;
  displayName?: string;
  email: string;
  password: string;
}

/** Use cases of an account's credentials: register, log in, verify the email, reset the password. */
@Injectable()
export class AccountsService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly links: EmailLinksService,
    private readonly sessions: SessionsService,
    private readonly addressVerified: AddressVerifiedListeners,
    private readonly outbox: OutboxRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UserRepository,
    private readonly jobs: JobsService,
    private readonly tokens: TokensService,
    private readonly oauthApps: OAuthAppsService,
  ) {}

  onApplicationBootstrap(): void {
    void this.jobs.define({
      name: RESET_REQUESTS,
      handler: (data) => this.sendLink(String(data.email), 'reset-password'),
      pollingIntervalSeconds: 1,
    });
    void this.jobs.define({
      name: SIGN_IN_LINK_REQUESTS,
      handler: (data) => this.sendLink(String(data.email), 'sign-in'),
      pollingIntervalSeconds: 1,
    });
  }

  /**
   * A new account, or — when the email address already has one — no account and a message to that
   * address's owner instead. Both answer alike (`null` here), so registration cannot be used to find
   * out which addresses have accounts; usernames are public, so a taken one is still said.
   */
  async register(input: Registration): Promise<User | null> {
    // Closed accounts are named `deleted-…`: nobody may pass for one.
    if (input.username.toLowerCase().startsWith(CLOSED_ACCOUNT_PREFIX))
      throw new DomainError('USERNAME_TAKEN', `Names beginning with ${CLOSED_ACCOUNT_PREFIX} are reserved.`);
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (manager) => {
        const user = await manager.save(
          manager.create(User, {
            username: input.username,
            displayName: input.displayName?.trim() || input.username,
            email: input.email.trim().toLowerCase(),
            passwordHash,
            emailVerifiedAt: null,
          }),
        );
        await this.links.send(manager, user, 'verify-email');
        return user;
      });
    } catch (error) {
      const constraint = (error as QueryFailedError & { driverError?: { constraint?: string } }).driverError
        ?.constraint;
      const usernameTaken = new DomainError('USERNAME_TAKEN', `The username ${input.username} is taken.`);
      if (constraint === 'users_username_key') throw usernameTaken;
      if (constraint !== 'users_email_key') throw error;
      // Both taken: say what is public (the username), whichever constraint PostgreSQL checked first.
      if (await this.db.getRepository(User).exists({ where: { username: input.username } })) throw usernameTaken;
      await this.tellOwnerOfAttempt(input.email);
      return null;
    }
  }

  /** Someone registered with an address that has an account: its owner learns it, nobody else. */
  private async tellOwnerOfAttempt(email: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const owner = await manager.findOneBy(User, { email: email.trim().toLowerCase() });
      if (!owner) return; // deleted meanwhile: nothing to tell
      await this.outbox.write(manager, [
        {
          kind: 'account-exists',
          userId: owner.id,
          email: owner.email,
          payload: {
            username: owner.username,
            signInLink: `${this.config.publicUrl}/signin`,
            resetLink: `${this.config.publicUrl}/reset-password`,
          },
        },
      ]);
    });
  }

  /** The user for a username-or-email and password; one error for every kind of mismatch. */
  async checkCredentials(login: string, password: string): Promise<User> {
    const field = login.includes('@') ? 'u.email = lower(:login)' : 'lower(u.username) = lower(:login)';
    const user = await this.db
      .getRepository(User)
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where(field, { login: login.trim() })
      .getOne();
    if (!user?.passwordHash) {
      await burnPasswordCheck(password);
      throw new DomainError('INVALID_CREDENTIALS', 'Unknown login or wrong password.');
    }
    if (!(await verifyPassword(user.passwordHash, password)))
      throw new DomainError('INVALID_CREDENTIALS', 'Unknown login or wrong password.');
    return user;
  }

  async verifyEmail(token: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const userId = await this.links.consume(manager, token, 'verify-email');
      const user = await this.users.verifyEmail(manager, userId);
      // The address is proven (the games lobby, for one, hands it the seats invited by that address).
      await this.addressVerified.notify(manager, user);
    });
  }

  async resendVerification(userId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const user = await manager.findOneByOrFail(User, { id: userId });
      if (user.emailVerifiedAt)
        throw new DomainError('EMAIL_ALREADY_VERIFIED', 'This email address is already verified.');
      await this.links.send(manager, user, 'verify-email');
    });
  }

  /**
   * Silent about unknown addresses, so the endpoint cannot be used to probe for accounts — by its
   * answer or by its time: known or not, the request only queues the address, and the look-up and
   * the link are made off the request path.
   */
  async requestPasswordReset(email: string): Promise<void> {
    await this.jobs.send(RESET_REQUESTS, { email: email.trim().toLowerCase() });
  }

  private async sendLink(email: string, purpose: 'reset-password' | 'sign-in'): Promise<void> {
    await this.db.transaction(async (manager) => {
      const user = await manager.findOneBy(User, { email });
      if (user) await this.links.send(manager, user, purpose);
    });
  }

  /**
   * A one-time sign-in link to the address, the way past the sign-in limits (whoever holds the
   * mailbox is the owner). Queued like a reset request: the same answer and time for any address.
   */
  async requestSignInLink(email: string): Promise<void> {
    await this.jobs.send(SIGN_IN_LINK_REQUESTS, { email: email.trim().toLowerCase() });
  }

  /** The user of a sign-in link, which is used up; any invalid, expired or used link is INVALID_LINK. */
  async signInWithLink(token: string): Promise<User> {
    return this.db.transaction(async (manager) => {
      const userId = await this.links.consume(manager, token, 'sign-in');
      return manager.findOneByOrFail(User, { id: userId });
    });
  }

  /**
   * Sets the new password and ends whatever the old one let anyone keep: every session, every
   * JWT (the credentials epoch moves on) and every personal token. OAuth grants were each
   * consented to an app: they are listed for the owner to review and revoke, not ended.
   */
  async resetPassword(token: string, password: string): Promise<ResetOutcome> {
    const passwordHash = await hashPassword(password);
    const { userId, sessionsEnded, tokensRevoked } = await this.db.transaction(async (manager) => {
      const userId = await this.links.consume(manager, token, 'reset-password');
      // Following the link proves the mailbox, so it verifies the address as well.
      const user = await this.users.resetPassword(manager, userId, passwordHash);
      await this.addressVerified.notify(manager, user);
      const sessionsEnded = await this.sessions.revokeAllOf(manager, userId);
      const tokensRevoked = await this.tokens.revokeAllOf(manager, userId);
      return { userId, sessionsEnded, tokensRevoked };
    });
    return { sessionsEnded, tokensRevoked, apps: await this.oauthApps.authorizations(userId) };
  }
}
