import type { ModerationActionDto, ReportDto } from './dto/moderation.dto';
import type { ModerationActionRow } from './moderation-action.repository';
import type { ReportRow } from './report.repository';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export function presentReport(r: ReportRow): ReportDto {
  return {
    id: r.id,
    subject: r.subject,
    subjectId: r.subjectId,
    reason: r.reason,
    text: r.text,
    status: r.status,
    createdAt: iso(r.createdAt)!,
    closedAt: iso(r.closedAt),
    reporter: r.reporter,
    reportedUser: r.reportedUser,
    gameId: r.gameId,
    clubId: r.clubId,
    openOnSubject: r.openOnSubject,
  };
}

export function presentAction(a: ModerationActionRow): ModerationActionDto {
  return {
    id: a.id,
    action: a.action,
    moderator: a.moderator,
    reportId: a.reportId,
    user: a.user,
    gameId: a.gameId,
    reason: a.reason,
    until: iso(a.until),
    createdAt: iso(a.createdAt)!,
  };
}
