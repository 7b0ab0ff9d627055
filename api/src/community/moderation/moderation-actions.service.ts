import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import type { ModerationNoticePayload } from '../../platform/outbox/notification-payloads';
import { OutboxRepository } from '../../platform/outbox/outbox.repository';
import { Clock } from '../../platform/time/clock';
import { AccountStandingRepository } from '../../identity/standing/account-standing.repository';
import { AccountStandingService } from '../../identity/standing/account-standing.service';
import { UsersService } from '../../identity/users/users.service';
import { GameAnnulment } from '../../play/games/game-annulment.service';
import { PlayerDeparture } from '../../play/games/player-departure.service';
import { StandingsService } from '../ladders/standings.service';
import { RatingAnnulments } from '../ratings/rating-annulments';
import type { ModerationActDto, ModerationActionDto } from './dto/moderation.dto';
import { ModerationActionRepository } from './moderation-action.repository';
import { presentAction } from './moderation-presenter';
import { ModerationService } from './moderation.service';
import { ReportRepository, type ReportRow } from './report.repository';

const DAY_MS = 24 * 3600_000;
/** The longest mute: a year. Suspensions may be longer, or have no end. */
const MAX_MUTE_DAYS = 365;

type Sanction = 'warn' | 'mute' | 'suspend' | 'reinstate' | 'close';

/**
 * What a moderator does about a report, each an entry of the audit log with the moderator and
 * the reason: dismiss it; warn, mute, suspend, reinstate or close the person it concerns (each
 * with a notice to them that never names the reporter nor the moderator); annul the game it is
 * about. Under the report's row lock, so two moderators acting at once act one after the other
 * (a report dismissed meanwhile takes nothing more: REPORT_CLOSED).
 *
 * A suspension or closure also gives up the person's seats in every game as if they had left it
 * (the game's `abandoned` option decides), after the restriction is committed: from that moment
 * the person can neither sign in nor act, so no new seat can appear meanwhile.
 */
@Injectable()
export class ModerationActionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly standing: AccountStandingService,
    private readonly standings: AccountStandingRepository,
    private readonly reports: ReportRepository,
    private readonly actions: ModerationActionRepository,
    private readonly moderation: ModerationService,
    private readonly users: UsersService,
    private readonly outbox: OutboxRepository,
    private readonly annulment: GameAnnulment,
    private readonly ladders: StandingsService,
    private readonly ratings: RatingAnnulments,
    private readonly departure: PlayerDeparture,
  ) {}

  async act(moderatorId: string, reportId: string, input: ModerationActDto): Promise<ModerationActionDto> {
    await this.standing.assertModerator(moderatorId);
    const now = this.clock.now();
    const { actionId, departing } = await this.db.transaction(async (m) => {
      await this.moderation.find(m, reportId); // 404 for a report that does not exist
      const report = (await this.reports.lock(m, reportId))!;
      if (report.status === 'dismissed' || (report.status === 'actioned' && input.action === 'dismiss'))
        throw new DomainError('REPORT_CLOSED', `The report is ${report.status} already.`);
      if (input.action === 'dismiss') {
        await this.reports.close(m, report.id, 'dismissed', moderatorId, now);
        return { actionId: await this.record(m, moderatorId, report, 'dismiss', null, null, input.reason, null) };
      }
      if (input.action === 'annul') {
        if (!report.gameId || input.user !== undefined)
          throw new DomainError('ACTION_NOT_APPLICABLE', 'Only the game of a message or game report can be annulled.');
        await this.annulment.annul(m, report.gameId, now);
        await this.ladders.annulByModerators(m, report.gameId, moderatorId, input.reason);
        // Any game, of a ladder or not: its ratings are replayed without it (a ladder's game was
        // taken out just above, and this finds it annulled already).
        await this.ratings.annul(m, report.gameId);
        await this.reports.close(m, report.id, 'actioned', moderatorId, now);
        return {
          actionId: await this.record(m, moderatorId, report, 'annul', null, report.gameId, input.reason, null),
        };
      }
      const target = await this.target(report, input.user);
      if (target === moderatorId)
        throw new DomainError('CANNOT_MODERATE_YOURSELF', 'Another moderator decides on reports about you.');
      const until = this.until(input.action, input.days, now);
      await this.restrict(m, input.action, target, now, until);
      await this.reports.close(m, report.id, 'actioned', moderatorId, now);
      const notice: ModerationNoticePayload = {
        action: input.action,
        until: until?.toISOString() ?? null,
        message: input.message?.trim() || null,
      };
      await this.outbox.write(m, [{ kind: 'moderation', userId: target, payload: { ...notice } }]);
      const actionId = await this.record(m, moderatorId, report, input.action, target, null, input.reason, until);
      return { actionId, departing: input.action === 'suspend' || input.action === 'close' ? target : undefined };
    });
    // Committed: the person is locked out; now each of their games, one transaction per game.
    if (departing) await this.departure.leaveAll(departing);
    return presentAction(await this.actions.find(this.db.manager, actionId));
  }

  /** The person an action is on: the one the report names, or for a game or club report the one the moderator names. */
  private async target(report: ReportRow, username: string | undefined): Promise<string> {
    if (report.reportedUser) {
      if (username !== undefined && username.toLowerCase() !== report.reportedUser.username.toLowerCase())
        throw new DomainError('ACTION_NOT_APPLICABLE', `This report concerns ${report.reportedUser.username}.`);
      return report.reportedUser.id;
    }
    if (username === undefined)
      throw new DomainError('ACTION_NOT_APPLICABLE', 'A game or club report names nobody: say whom (`user`).');
    return (await this.users.byUsername(username)).id;
  }

  private until(action: Sanction, days: number | undefined, now: Date): Date | null {
    if (action === 'mute') {
      if (days === undefined || days > MAX_MUTE_DAYS)
        throw new DomainError('ACTION_NOT_APPLICABLE', `A mute lasts 1 to ${MAX_MUTE_DAYS} days (\`days\`).`);
      return new Date(now.getTime() + days * DAY_MS);
    }
    if (action === 'suspend') return days === undefined ? null : new Date(now.getTime() + days * DAY_MS);
    if (days !== undefined) throw new DomainError('ACTION_NOT_APPLICABLE', `A ${action} has no \`days\`.`);
    return null;
  }

  private async restrict(m: EntityManager, action: Sanction, userId: string, now: Date, until: Date | null) {
    const row = await this.standings.of(m, userId);
    if (row?.closedAt) throw new DomainError('ACTION_NOT_APPLICABLE', 'This account is closed already.');
    if (action === 'mute') await this.standings.mute(m, userId, until!);
    if (action === 'suspend') await this.standings.suspend(m, userId, now, until);
    if (action === 'reinstate') await this.standings.lift(m, userId);
    if (action === 'close') await this.standings.close(m, userId, now);
  }

  private record(
    m: EntityManager,
    moderatorId: string,
    report: ReportRow,
    action: 'dismiss' | 'annul' | Sanction,
    userId: string | null,
    gameId: string | null,
    reason: string,
    until: Date | null,
  ): Promise<string> {
    return this.actions.append(m, { moderatorId, action, reportId: report.id, userId, gameId, reason, until });
  }
}
