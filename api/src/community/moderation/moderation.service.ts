import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { decodePageCursor, encodePageCursor } from '../../platform/http/page-cursor';
import { Clock } from '../../platform/time/clock';
import { AccountStandingRepository } from '../../identity/standing/account-standing.repository';
import { AccountStandingService } from '../../identity/standing/account-standing.service';
import { standingOf } from '../../identity/standing/account-standing';
import { UsersService } from '../../identity/users/users.service';
import { EventRepository } from '../../play/events/event.repository';
import { GameRepository } from '../../play/core/game.repository';
import { ChannelLineRepository } from '../../play/negotiation/channel-line.repository';
import { ClubRepository } from '../clubs/club.repository';
import type {
  ContextGameDto,
  ContextUserDto,
  ModerationLogPageDto,
  ReportContextDto,
  ReportDetailDto,
  ReportQueuePageDto,
} from './dto/moderation.dto';
import { ModerationActionRepository } from './moderation-action.repository';
import { presentAction, presentReport } from './moderation-presenter';
import { ReportRepository, type ReportRow } from './report.repository';
import { ReportSubjectRepository } from './report-subject.repository';

/** Lines shown on each side of a reported message. */
const AROUND = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The moderators' view (docs/safety.md, "Reports and moderation"): the queue, one report with
 * what it is about in context, and the audit log. Moderators only. A reported private message is
 * readable to them only here — its channel's lines around it — and every such read is written to
 * the audit log with who read it.
 */
@Injectable()
export class ModerationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly standing: AccountStandingService,
    private readonly standings: AccountStandingRepository,
    private readonly reports: ReportRepository,
    private readonly actions: ModerationActionRepository,
    private readonly subjects: ReportSubjectRepository,
    private readonly users: UsersService,
    private readonly games: GameRepository,
    private readonly events: EventRepository,
    private readonly lines: ChannelLineRepository,
    private readonly clubs: ClubRepository,
  ) {}

  async queue(moderatorId: string, status: 'open' | 'closed' | undefined, limit: number, cursor?: string) {
    await this.standing.assertModerator(moderatorId);
    const after = cursor ? decodeQueueCursor(cursor) : null;
    const rows = await this.reports.page(this.db.manager, status, after, limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const result: ReportQueuePageDto = {
      items: page.map(presentReport),
      nextCursor:
        rows.length > limit && last
          ? encodePageCursor([last.status === 'open' ? 0 : 1, new Date(last.createdAt).toISOString(), last.id])
          : null,
    };
    return result;
  }

  async detail(moderatorId: string, reportId: string): Promise<ReportDetailDto> {
    await this.standing.assertModerator(moderatorId);
    return this.db.transaction(async (m) => {
      const report = await this.find(m, reportId);
      const context = await this.context(m, moderatorId, report);
      // Read after the context, so the read just logged is among them.
      const actions = (await this.actions.ofReport(m, report.id)).map(presentAction);
      return { report: presentReport(report), context, actions };
    });
  }

  async log(moderatorId: string, limit: number, before?: number): Promise<ModerationLogPageDto> {
    await this.standing.assertModerator(moderatorId);
    const rows = await this.actions.page(this.db.manager, before ?? null, limit + 1);
    const page = rows.slice(0, limit);
    return {
      items: page.map(presentAction),
      nextBefore: rows.length > limit ? Number(page[page.length - 1].id) : null,
    };
  }

  async find(m: EntityManager, reportId: string): Promise<ReportRow> {
    const report = UUID.test(reportId) ? await this.reports.find(m, reportId) : null;
    if (!report) throw new DomainError('REPORT_NOT_FOUND', `No report ${reportId}.`);
    return report;
  }

  private async context(m: EntityManager, moderatorId: string, report: ReportRow): Promise<ReportContextDto> {
    const out: ReportContextDto = {};
    if (report.subject === 'message' && report.messageId) {
      const line = await this.subjects.line(m, report.messageId);
      if (line) {
        const rows = await this.lines.page(
          m,
          line.gameId,
          line.channel,
          Math.max(0, line.seq - AROUND - 1),
          2 * AROUND + 1,
        );
        out.channel = line.channel;
        out.lines = rows.map((r) => ({
          id: r.id,
          seq: r.seq,
          kind: r.kind,
          seat: r.seat,
          author:
            r.userId && r.username
              ? { id: r.userId, username: r.username, displayName: r.displayName ?? r.username }
              : null,
          text: r.text,
          createdAt: new Date(r.createdAt).toISOString(),
          reported: r.id === line.id,
        }));
        // A private word read by a moderator: who, when, through which report.
        await this.actions.append(m, {
          moderatorId,
          action: 'viewed-context',
          reportId: report.id,
          userId: report.reportedUser?.id ?? null,
          gameId: line.gameId,
          reason: `Read channel ${line.channel}, lines ${rows[0]?.seq ?? line.seq}–${rows[rows.length - 1]?.seq ?? line.seq}`,
          until: null,
        });
      }
    }
    if (report.gameId) out.game = await this.gameContext(m, report.gameId);
    if (report.subject === 'club' && report.clubId) {
      const info = await this.clubs.withCaller(m, report.clubId, moderatorId);
      if (info)
        out.club = {
          id: info.club.id,
          name: info.club.name,
          description: info.club.description,
          visibility: info.club.visibility,
        };
    }
    if (report.reportedUser) out.user = await this.userContext(m, report.reportedUser.id);
    return out;
  }

  private async gameContext(m: EntityManager, gameId: string): Promise<ContextGameDto> {
    const game = await this.games.find(m, gameId);
    return {
      id: game.id,
      variant: game.variant,
      status: game.status,
      createdBy: game.createdBy,
      seats: game.seats.map((s) => ({
        seat: s.seat,
        state: s.state,
        player:
          s.userId && s.username
            ? { id: s.userId, username: s.username, displayName: s.displayName ?? s.username }
            : null,
        computer: s.computer,
      })),
      annulled: await this.events.has(m, game.id, 'game-annulled'),
    };
  }

  async userContext(m: EntityManager, userId: string): Promise<ContextUserDto> {
    // One after the other: they share the transaction's connection.
    const user = await this.users.byId(userId);
    const row = await this.standings.of(m, userId);
    const counts = await this.reports.countsAbout(m, userId);
    const recent = await this.actions.aboutUser(m, userId, 10);
    const standing = standingOf(row!, this.clock.now());
    return {
      user: { id: user.id, username: user.username, displayName: user.displayName },
      createdAt: user.createdAt.toISOString(),
      moderator: standing.moderator,
      mutedUntil: standing.mutedUntil?.toISOString() ?? null,
      suspended: standing.suspended,
      suspendedUntil: standing.suspendedUntil?.toISOString() ?? null,
      closed: standing.closed,
      reportsAbout: counts.total,
      openReportsAbout: counts.open,
      recentActions: recent.map(presentAction),
    };
  }
}

function decodeQueueCursor(raw: string): [boolean, string, string] {
  const [closed, at, id] = decodePageCursor(raw, ['number', 'string', 'string']) as [number, string, string];
  if ((closed !== 0 && closed !== 1) || Number.isNaN(Date.parse(at)) || !UUID.test(id))
    throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
  return [closed === 1, at, id];
}
