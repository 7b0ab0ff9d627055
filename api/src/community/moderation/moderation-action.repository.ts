import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

export const MODERATION_ACTIONS = [
  'viewed-context',
  'dismiss',
  'warn',
  'mute',
  'suspend',
  'reinstate',
  'close',
  'annul',
  'role-granted',
  'role-revoked',
] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];

export interface NewModerationAction {
  /** Null only for the role's changes by the command line. */
  readonly moderatorId: string | null;
  readonly action: ModerationActionKind;
  readonly reportId: string | null;
  readonly userId: string | null;
  readonly gameId: string | null;
  readonly reason: string;
  readonly until: Date | null;
}

interface Person {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
}

export interface ModerationActionRow {
  readonly id: string;
  readonly action: ModerationActionKind;
  readonly moderator: Person | null;
  readonly reportId: string | null;
  readonly user: Person | null;
  readonly gameId: string | null;
  readonly reason: string;
  readonly until: Date | null;
  readonly createdAt: Date;
}

const person = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL
        ELSE json_build_object('id', ${alias}.id, 'username', ${alias}.username, 'displayName', ${alias}.display_name) END`;

const SELECT = `
  SELECT a.id::text AS id, a.action, ${person('mu')} AS moderator, a.report_id AS "reportId", ${person('tu')} AS "user",
         a.game_id AS "gameId", a.reason, a.until, a.created_at AS "createdAt"
    FROM moderation_actions a LEFT JOIN users mu ON mu.id = a.moderator_id LEFT JOIN users tu ON tu.id = a.user_id`;

/**
 * The moderators' audit log (`moderation_actions`): append-only (a trigger refuses changes), one
 * row per action and per read of a private message through a report, with who, why and when.
 */
@Injectable()
export class ModerationActionRepository {
  async append(m: EntityManager, a: NewModerationAction): Promise<string> {
    const [row] = await preparedQuery<{ id: string }>(
      m,
      `INSERT INTO moderation_actions (moderator_id, action, report_id, user_id, game_id, reason, until)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id`,
      [a.moderatorId, a.action, a.reportId, a.userId, a.gameId, a.reason, a.until],
    );
    return row.id;
  }

  async find(m: EntityManager, id: string): Promise<ModerationActionRow> {
    const [row] = await preparedQuery<ModerationActionRow>(m, `${SELECT} WHERE a.id = $1::bigint`, [id]);
    return row;
  }

  /** Everything done about one report, oldest first. */
  async ofReport(m: EntityManager, reportId: string): Promise<ModerationActionRow[]> {
    return preparedQuery<ModerationActionRow>(m, `${SELECT} WHERE a.report_id = $1 ORDER BY a.id`, [reportId]);
  }

  /** What the moderators did about a person, newest first (at most `limit`). */
  async aboutUser(m: EntityManager, userId: string, limit: number): Promise<ModerationActionRow[]> {
    return preparedQuery<ModerationActionRow>(m, `${SELECT} WHERE a.user_id = $1 ORDER BY a.id DESC LIMIT $2`, [
      userId,
      limit,
    ]);
  }

  /** The whole log, newest first, older than `before` (an id). */
  async page(m: EntityManager, before: number | null, limit: number): Promise<ModerationActionRow[]> {
    return preparedQuery<ModerationActionRow>(
      m,
      `${SELECT} WHERE ($1::bigint IS NULL OR a.id < $1::bigint) ORDER BY a.id DESC LIMIT $2`,
      [before, limit],
    );
  }
}
