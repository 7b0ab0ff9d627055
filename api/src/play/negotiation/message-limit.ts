import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain-error';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { RateLimitStore } from '../../platform/rate-limit/rate-limit-store';

/**
 * At most MESSAGES_PER_MINUTE messages per user in any minute, over all games, counted in the
 * PostgreSQL store every API instance shares (rate-limit/rate-limit-store.ts). A message is
 * counted before it is written, so concurrent posts cannot all slip past the limit, and given back
 * when it is refused for another reason, so only messages written use up the budget.
 */
@Injectable()
export class MessageLimit {
  private readonly perMinute: number;

  constructor(
    private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.perMinute = config.messagesPerMinute;
  }

  /** Counts one message of the user; throws MESSAGE_RATE_LIMITED (with `retryAfter` seconds) when spent. */
  async take(userId: string): Promise<{ giveBack(): Promise<void> }> {
    return this.store.take(
      'messages',
      this.perMinute,
      60,
      userId,
      (retryAfter) =>
        new DomainError(
          'MESSAGE_RATE_LIMITED',
          `At most ${this.perMinute} messages a minute; try again in ${retryAfter} s.`,
          { retryAfter },
        ),
    );
  }
}
