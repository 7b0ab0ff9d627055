import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

export const REPORT_SUBJECTS = ['message', 'user', 'game', 'club'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];
export const REPORT_REASONS = ['spam', 'harassment', 'cheating', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportStatus = 'open' | 'dismissed' | 'actioned';

/** A report as filed, resolved to what it concerns. */
export interface NewReport {
  readonly reporterId: string;
  readonly subject: ReportSubject;
  readonly subjectId: string;
  readonly reportedUserId: string | null;
  readonly gameId: string | null;
  readonly clubId: string | null;
  readonly messageId: string | null;
  readonly reason: ReportReason;
  readonly text: string;
}

interface Person {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
}

/** A report with the people it names, as the moderators' queue reads it. */
export interface ReportRow {
  readonly id: string;
  readonly subject: ReportSubject;
  readonly subjectId: string;
  readonly reason: ReportReason;
  readonly text: string;
  readonly status: ReportStatus;
  readonly createdAt: Date;
  readonly closedAt: Date | null;
  readonly gameId: string | null;
  readonly clubId: string | null;
  readonly messageId: string | null;
  readonly reporter: Person;
  readonly reportedUser: Person | null;
  /** Open reports of the same item, this one included (several people may report one thing). */
  readonly openOnSubject: number;
}

const SELECT = `
  SELECT r.id, r.subject, r.subject_id AS "subjectId", r.reason, r.text, r.status, r.created_at AS "createdAt",
         r.closed_at AS "closedAt", r.game_id AS "gameId", r.club_id AS "clubId", r.message_id::text AS "messageId",
         json_build_object('id', ru.id, 'username', ru.username, 'displayName', ru.display_name) AS reporter,
         CASE WHEN tu.id IS NULL THEN NULL
              ELSE json_build_object('id', tu.id, 'username', tu.username, 'displayName', tu.display_name) END
           AS "reportedUser",
         (SELECT count(*)::int FROM reports o WHERE o.subject = r.subject AND o.subject_id = r.subject_id
             AND o.status = 'open') AS "openOnSubject"
    FROM reports r JOIN users ru ON ru.id = r.reporter_id LEFT JOIN users tu ON tu.id = r.reported_user_id`;

/**
 * Reports (`reports`): filed once per reporter and item while open (the partial unique index
 * `reports_open_once_key`), read by the queue open first and oldest first from `reports_queue_idx`.
 */
@Injectable()
export class ReportRepository {
  /** The new report's id, or null when the reporter has an open report of the item already. */
  async insert(m: EntityManager, r: NewReport): Promise<string | null> {
    const [row] = await preparedQuery<{ id: string }>(
      m,
      `INSERT INTO reports (reporter_id, subject, subject_id, reported_user_id, game_id, club_id, message_id, reason, text)
       VALUES ($1, $2, $3, $4, $5, $6, $7::bigint, $8, $9)
       ON CONFLICT (reporter_id, subject, subject_id) WHERE status = 'open' DO NOTHING
       RETURNING id`,
      [r.reporterId, r.subject, r.subjectId, r.reportedUserId, r.gameId, r.clubId, r.messageId, r.reason, r.text],
    );
    return row?.id ?? null;
  }

  async find(m: EntityManager, id: string): Promise<ReportRow | null> {
    const [row] = await preparedQuery<ReportRow>(m, `${SELECT} WHERE r.id = $1`, [id]);
    return row ?? null;
  }

  /** The report under FOR UPDATE: moderators acting on one report at once act one after the other. */
  async lock(m: EntityManager, id: string): Promise<ReportRow | null> {
    const [row] = await preparedQuery<ReportRow>(m, `${SELECT} WHERE r.id = $1 FOR UPDATE OF r`, [id]);
    return row ?? null;
  }

  /** Marks an open report dismissed or actioned by the moderator (an actioned one stays actioned). */
  async close(
    m: EntityManager,
    id: string,
    status: 'dismissed' | 'actioned',
    moderatorId: string,
    at: Date,
  ): Promise<void> {
    await preparedQuery(
      m,
      `UPDATE reports SET status = $2, closed_at = $4, closed_by = $3 WHERE id = $1 AND status = 'open'`,
      [id, status, moderatorId, at],
    );
  }

  /**
   * A page of the queue: open reports first, then closed ones, each oldest first, after a
   * (closed, created at, id) key; `status` keeps only open or only closed ones.
   */
  async page(
    m: EntityManager,
    status: 'open' | 'closed' | undefined,
    after: readonly [closed: boolean, createdAt: string, id: string] | null,
    limit: number,
  ): Promise<ReportRow[]> {
    return preparedQuery<ReportRow>(
      m,
      `${SELECT}
        WHERE ($1::boolean IS NULL OR (r.status <> 'open') = $1::boolean)
          AND ($2::boolean IS NULL OR ((r.status <> 'open'), r.created_at, r.id) > ($2::boolean, $3::timestamptz, $4::uuid))
        ORDER BY (r.status <> 'open'), r.created_at, r.id
        LIMIT $5`,
      [
        status === undefined ? null : status === 'closed',
        after?.[0] ?? null,
        after?.[1] ?? null,
        after?.[2] ?? null,
        limit,
      ],
    );
  }

  /** How many reports name the person, and how many of those are open (the moderators' context). */
  async countsAbout(m: EntityManager, userId: string): Promise<{ total: number; open: number }> {
    const [row] = await preparedQuery<{ total: number; open: number }>(
      m,
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'open')::int AS open
         FROM reports WHERE reported_user_id = $1`,
      [userId],
    );
    return row;
  }
}
