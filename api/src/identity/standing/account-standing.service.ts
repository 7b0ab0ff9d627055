import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { Clock } from '../../platform/time/clock';
import { AccountStandingRepository } from './account-standing.repository';
import { type Standing, standingOf } from './account-standing';

/**
 * An account's standing as every route sees it: a suspended or closed account is refused at
 * sign-in and on every request (AuthenticatedGuard), a muted one may not write messages, and only
 * a moderator reaches the moderation routes. Times are the clock's, so a suspension ends when the
 * clock passes it, in tests too.
 */
@Injectable()
export class AccountStandingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly standings: AccountStandingRepository,
  ) {}

  async of(userId: string, m: EntityManager = this.db.manager): Promise<Standing | null> {
    const row = await this.standings.of(m, userId);
    return row ? standingOf(row, this.clock.now()) : null;
  }

  /** Refuses a suspended or closed account with a sentence saying so (sign-in, every request). */
  async assertMayAct(userId: string): Promise<void> {
    const standing = await this.of(userId);
    if (standing) refuseRestricted(standing);
  }

  /** Refuses a muted account's message (NegotiationService.post). */
  async assertMayWrite(userId: string, m: EntityManager = this.db.manager): Promise<void> {
    const standing = await this.of(userId, m);
    if (standing?.muted)
      throw new DomainError(
        'ACCOUNT_MUTED',
        `A moderator muted this account until ${standing.mutedUntil!.toISOString()}: it writes no messages until then.`,
        { until: standing.mutedUntil!.toISOString() },
      );
  }

  /** Refuses everyone but moderators (the moderation routes). */
  async assertModerator(userId: string): Promise<void> {
    const standing = await this.of(userId);
    if (!standing?.moderator) throw new DomainError('NOT_A_MODERATOR', 'Only moderators may do this.');
  }
}

/** ACCOUNT_CLOSED or ACCOUNT_SUSPENDED (with `until` when the suspension has an end). */
export function refuseRestricted(standing: Standing): void {
  if (standing.closed) throw new DomainError('ACCOUNT_CLOSED', 'This account was closed by a moderator.');
  if (standing.suspended) {
    const until = standing.suspendedUntil;
    throw new DomainError(
      'ACCOUNT_SUSPENDED',
      until
        ? `This account is suspended by a moderator until ${until.toISOString()}.`
        : 'This account is suspended by a moderator until further notice.',
      until ? { until: until.toISOString() } : {},
    );
  }
}
