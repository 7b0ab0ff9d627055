import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AccountClosureListeners } from '../../identity/users/account-closure-listeners';
import { ChallengeNoticeRepository } from './challenge-notice.repository';
import { ChallengeRepository } from './challenge.repository';

/**
 * A closed account's challenges: those it made and those made to it are withdrawn in the
 * closure's own transaction, so no game is created later for an account that is gone.
 */
@Injectable()
export class ClosedAccountChallenges implements OnModuleInit {
  constructor(
    private readonly listeners: AccountClosureListeners,
    private readonly challenges: ChallengeRepository,
    private readonly notices: ChallengeNoticeRepository,
  ) {}

  onModuleInit(): void {
    this.listeners.register({
      closing: async (m, userId) => {
        await this.notices.settle(m, await this.challenges.withdrawAllOf(m, userId), 'withdrawn');
      },
    });
  }
}
