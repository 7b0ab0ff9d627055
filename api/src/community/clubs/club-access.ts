import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { type ClubRole, isClubAdmin } from './club-role';

export interface ClubRow {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly visibility: 'public' | 'private';
  readonly createdAt: Date;
}

/** What a caller may see and do in a club; the one place the visibility rule lives. */
export interface ClubAccessInfo {
  readonly club: ClubRow;
  readonly role: ClubRole | null;
  readonly invited: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Visibility and roles. A private club, its members, ladders, games and tables are visible to its
 * members only (and the club itself to those invited, so they can accept); everyone else is told
 * it does not exist (404), which leaks nothing about private clubs.
 */
@Injectable()
export class ClubAccess {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async of(clubId: string, userId: string, manager: EntityManager = this.db.manager): Promise<ClubAccessInfo> {
    if (!UUID.test(clubId)) throw notFound(clubId);
    const rows: Record<string, unknown>[] = await manager.query(
      `SELECT c.id, c.name, c.description, c.visibility, c.created_at,
              (SELECT role FROM club_members m WHERE m.club_id = c.id AND m.user_id = $2) AS role,
              EXISTS (SELECT 1 FROM club_invitations i WHERE i.club_id = c.id AND i.user_id = $2) AS invited
         FROM clubs c WHERE c.id = $1`,
      [clubId, userId],
    );
    if (rows.length === 0) throw notFound(clubId);
    const r = rows[0];
    const club: ClubRow = {
      id: r.id as string,
      name: r.name as string,
      description: r.description as string,
      visibility: r.visibility as ClubRow['visibility'],
      createdAt: r.created_at as Date,
    };
    return { club, role: (r.role as ClubRole | null) ?? null, invited: r.invited as boolean };
  }

  /** The club, if the caller may see it (public, or member, or invited). */
  async visible(clubId: string, userId: string, manager?: EntityManager): Promise<ClubAccessInfo> {
    const info = await this.of(clubId, userId, manager);
    if (info.club.visibility === 'private' && info.role === null && !info.invited) throw notFound(clubId);
    return info;
  }

  /** The club's contents (members, ladders, tables): public, or the caller is a member. */
  async contentsVisible(clubId: string, userId: string, manager?: EntityManager): Promise<ClubAccessInfo> {
    const info = await this.of(clubId, userId, manager);
    if (info.club.visibility === 'private' && info.role === null) throw notFound(clubId);
    return info;
  }

  async member(clubId: string, userId: string, manager?: EntityManager): Promise<ClubAccessInfo> {
    const info = await this.contentsVisible(clubId, userId, manager);
    if (info.role === null) throw new DomainError('NOT_A_MEMBER', 'Only members of this club may do this.');
    return info;
  }

  async admin(clubId: string, userId: string, manager?: EntityManager): Promise<ClubAccessInfo> {
    const info = await this.member(clubId, userId, manager);
    if (!isClubAdmin(info.role))
      throw new DomainError('CLUB_ADMIN_REQUIRED', 'Only an owner or admin of this club may do this.');
    return info;
  }

  async owner(clubId: string, userId: string, manager?: EntityManager): Promise<ClubAccessInfo> {
    const info = await this.member(clubId, userId, manager);
    if (info.role !== 'owner') throw new DomainError('CLUB_OWNER_REQUIRED', 'Only an owner of this club may do this.');
    return info;
  }

  /** SQL condition: the club `alias` is visible to user `$param` (for lists joining clubs). */
  static visibleSql(alias: string, param: string): string {
    return `(${alias}.visibility = 'public' OR EXISTS (SELECT 1 FROM club_members vm WHERE vm.club_id = ${alias}.id AND vm.user_id = ${param}))`;
  }
}

function notFound(id: string): DomainError {
  return new DomainError('CLUB_NOT_FOUND', `No club ${id}`);
}
