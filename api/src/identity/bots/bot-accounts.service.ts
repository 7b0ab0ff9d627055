import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { type BotProfile, checkProfile, DEFAULT_BOT_PROFILE } from './bot-profile';
import { BotProfileRepository } from './bot-profile.repository';
import { BotUpgradeChecks } from './bot-upgrade-checks';

/** Bot accounts: the upgrade, once and for good, and the profile of what a bot accepts. */
@Injectable()
export class BotAccountsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly profiles: BotProfileRepository,
    private readonly checks: BotUpgradeChecks,
  ) {}

  /**
   * Turns the account into a bot with the default profile (as lichess: irreversibly). Refused for
   * an account that holds, held or is invited to a seat, judged under the account's row lock: a
   * seat written at the same moment holds a key-share lock on it, so it is either seen here or
   * waits for the bot.
   */
  async upgrade(userId: string): Promise<BotProfile> {
    return this.db.transaction(async (m) => {
      const account = await this.profiles.lockAccount(m, userId);
      if (!account) throw new DomainError('USER_NOT_FOUND', `No user ${userId}`);
      if (account.bot) throw new DomainError('ALREADY_A_BOT', 'This account is a bot already.');
      const refusal = await this.checks.refusal(m, userId);
      if (refusal !== null) throw new DomainError('BOT_UPGRADE_REFUSED', refusal);
      await this.profiles.becomeBot(m, userId, DEFAULT_BOT_PROFILE);
      return DEFAULT_BOT_PROFILE;
    });
  }

  async profile(userId: string): Promise<BotProfile> {
    const profile = await this.profiles.find(this.db.manager, userId);
    if (!profile) throw new DomainError('NOT_A_BOT', 'This account is not a bot; POST /me/bot makes it one.');
    return profile;
  }

  /** Replaces the profile; challenges already accepted are not affected. */
  async updateProfile(userId: string, given: BotProfile): Promise<BotProfile> {
    const profile = checkProfile(given);
    return this.db.transaction(async (m) => {
      const [current] = [...(await this.profiles.lockMany(m, [userId])).values()];
      if (!current) throw new DomainError('NOT_A_BOT', 'This account is not a bot; POST /me/bot makes it one.');
      await this.profiles.save(m, userId, profile);
      return profile;
    });
  }
}
