import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain-error';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { RateLimitStore } from '../../platform/rate-limit/rate-limit-store';

/**
 * At most REPORTS_PER_HOUR reports per user in any hour, counted in the PostgreSQL store every API
 * instance shares: a report is counted before it is written (so concurrent ones cannot all slip
 * past) and given back when it is refused for another reason.
 */
@Injectable()
export class ReportLimit {
  private readonly perHour: number;

  constructor(
    private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.perHour = config.reportsPerHour;
  }

  async take(userId: string): Promise<{ giveBack(): Promise<void> }> {
    return this.store.take(
      'reports',
      this.perHour,
      3600,
      userId,
      (retryAfter) =>
        new DomainError(
          'REPORT_RATE_LIMITED',
          `At most ${this.perHour} reports an hour; try again in ${retryAfter} s.`,
          {
            retryAfter,
          },
        ),
    );
  }
}
