import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError, ValidationFailedError } from '../../platform/errors/domain-error';
import { UsersService } from '../../identity/users/users.service';
import { GameRepository } from '../../play/core/game.repository';
import { checkText } from '../../play/negotiation/message-text';
import { readableChannels } from '../../play/negotiation/negotiation-access';
import { ClubAccess } from '../clubs/club-access';
import { LadderGameRepository } from '../ladders/ladder-game.repository';
import type { CreateReportDto, ReportCreatedDto } from './dto/report.dto';
import { ReportLimit } from './report-limit';
import { type NewReport, ReportRepository } from './report.repository';
import { ReportSubjectRepository } from './report-subject.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Filing a report (docs/safety.md, "Reports and moderation"): of a message the reporter may read,
 * a person, a game or a club the reporter may see — anything else is "no such item" (404), so a
 * report cannot probe what is hidden. Not of oneself. One open report per reporter and item; at
 * most REPORTS_PER_HOUR per reporter. The report names the reporter to the moderators only.
 */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly limit: ReportLimit,
    private readonly reports: ReportRepository,
    private readonly subjects: ReportSubjectRepository,
    private readonly users: UsersService,
    private readonly games: GameRepository,
    private readonly ladderGames: LadderGameRepository,
    private readonly clubs: ClubAccess,
  ) {}

  async file(reporterId: string, input: CreateReportDto): Promise<ReportCreatedDto> {
    const text = checkText(input.text ?? '', 2000, true);
    if (!text.ok) throw new ValidationFailedError([{ field: 'text', messages: [`text ${text.reason}`] }]);
    const resolved = await this.resolve(reporterId, input);
    const counted = await this.limit.take(reporterId);
    try {
      const id = await this.reports.insert(this.db.manager, { ...resolved, text: text.text });
      if (id === null) throw new DomainError('ALREADY_REPORTED', 'You have an open report of this already.', {});
      return { id };
    } catch (error) {
      await counted.giveBack();
      throw error;
    }
  }

  /** What the report concerns, checked against what the reporter may see. */
  private async resolve(reporterId: string, input: CreateReportDto): Promise<NewReport> {
    const base = { reporterId, subject: input.subject, reason: input.reason, text: '' };
    const missing = () => new DomainError('REPORT_SUBJECT_NOT_FOUND', `No ${input.subject} ${input.id} to report.`);
    const yourself = () => new DomainError('CANNOT_REPORT_YOURSELF', 'You cannot report yourself.');
    const m = this.db.manager;
    switch (input.subject) {
      case 'user': {
        const user = await notFoundAsNull(
          UUID.test(input.id) ? this.users.byId(input.id) : this.users.byUsername(input.id),
        );
        if (!user) throw missing();
        if (user.id === reporterId) throw yourself();
        return { ...base, subjectId: user.id, reportedUserId: user.id, gameId: null, clubId: null, messageId: null };
      }
      case 'message': {
        const line = /^[1-9]\d{0,17}$/.test(input.id) ? await this.subjects.line(m, input.id) : null;
        if (!line || line.kind !== 'message' || !line.userId) throw missing();
        const game = await this.games.find(m, line.gameId);
        const readable = readableChannels(game, reporterId).some((c) => c.id === line.channel);
        if (!readable || (await this.ladderGames.hiddenFrom(m, [game.id], reporterId)).size > 0) throw missing();
        if (line.userId === reporterId) throw yourself();
        return {
          ...base,
          subjectId: line.id,
          reportedUserId: line.userId,
          gameId: line.gameId,
          clubId: null,
          messageId: line.id,
        };
      }
      case 'game': {
        if (!UUID.test(input.id) || !(await this.subjects.gameExists(m, input.id))) throw missing();
        if ((await this.ladderGames.hiddenFrom(m, [input.id], reporterId)).size > 0) throw missing();
        const id = input.id.toLowerCase();
        return { ...base, subjectId: id, reportedUserId: null, gameId: id, clubId: null, messageId: null };
      }
      case 'club': {
        const info = await notFoundAsNull(this.clubs.visible(input.id, reporterId));
        if (!info) throw missing();
        return {
          ...base,
          subjectId: info.club.id,
          reportedUserId: null,
          gameId: null,
          clubId: info.club.id,
          messageId: null,
        };
      }
    }
  }
}

/** The thing, or null when it is not found (any other failure stays one). */
async function notFoundAsNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof DomainError && error.code.endsWith('_NOT_FOUND')) return null;
    throw error;
  }
}
