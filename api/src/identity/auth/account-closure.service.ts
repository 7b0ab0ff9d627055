import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { Clock } from '../../platform/time/clock';
import { AccountClosureListeners } from '../users/account-closure-listeners';
import { AccountClosureRepository } from './account-closure.repository';

/** The prefix of a closed account's name; registration refuses it, so no one can pass for one. */
export const CLOSED_ACCOUNT_PREFIX = 'deleted-';

/** What a closure did: the account's name from now on. */
export interface ClosedAccount {
  readonly userId: string;
  readonly username: string;
}

/**
 * Closes an account: the end of a deletion its owner asked for (AccountDeletionService, after the
 * grace period) or a moderator's decision (at once). In two steps:
 *
 * 1. One transaction under the account's row lock: the account becomes `deleted-<random>` (name
 *    and display name), without an address (free for a new account) or password; every session,
 *    personal token, app authorisation, app it registered and email link goes; each area deletes
 *    what was the account's alone (AccountClosureListeners.closing: webhooks, settings, notes).
 * 2. Each area releases what the account still holds in shared things (`release`): its seats in
 *    unfinished games leave as the game's `abandoned` option says, its club memberships end.
 *
 * Finished games, messages and results stay: they name the account by id, so they show its new
 * name and their hash chains stay valid. Step 2 is idempotent; if it stops, the account is left
 * due again and the next sweep (AccountClosureSweeper) runs it once more.
 */
@Injectable()
export class AccountClosureService {
  private readonly logger = new Logger(AccountClosureService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly accounts: AccountClosureRepository,
    private readonly listeners: AccountClosureListeners,
  ) {}

  /**
   * Closes the account now (or finishes its closure). With `onlyIfDue`, only if its deletion is
   * still due (a sign-in may have cancelled it meanwhile): null when it is not.
   */
  async close(userId: string, options: { onlyIfDue?: boolean } = {}): Promise<ClosedAccount | null> {
    const now = this.clock.now();
    const username = await this.db.transaction(async (m) => {
      const row = await this.accounts.lock(m, userId, now);
      if (!row) throw new DomainError('USER_NOT_FOUND', `No user ${userId}`);
      if (row.closed) return row.username;
      if (options.onlyIfDue && !row.due) return null;
      const name = `${CLOSED_ACCOUNT_PREFIX}${randomBytes(5).toString('hex')}`;
      await this.accounts.anonymise(m, userId, name, now);
      await this.accounts.deleteCredentials(m, userId);
      await this.listeners.closing(m, userId);
      return name;
    });
    if (username === null) return null;
    try {
      await this.listeners.release(userId);
    } catch (error) {
      await this.accounts.retry(this.db.manager, userId, this.clock.now());
      throw error;
    }
    await this.accounts.finish(this.db.manager, userId);
    return { userId, username };
  }

  /** Closes every account whose deletion is due (up to `limit`); returns how many it closed. */
  async sweep(limit = 50): Promise<number> {
    const due = await this.accounts.due(this.db.manager, this.clock.now(), limit);
    let closed = 0;
    for (const userId of due) {
      try {
        if (await this.close(userId, { onlyIfDue: true })) closed += 1;
      } catch (error) {
        this.logger.error(`closing account ${userId} failed: ${(error as Error).message}`);
      }
    }
    return closed;
  }
}
