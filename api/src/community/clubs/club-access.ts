import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { isClubAdmin } from './club-role';
import { ClubRepository, type ClubWithCaller } from './club.repository';

/** What a caller may see and do in a club; the one place the visibility rule lives. */
export type ClubAccessInfo = ClubWithCaller;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Visibility and roles. A private club, its members, ladders, games and tables are visible to its
 * members only (and the club itself to those invited, so they can accept); everyone else is told
 * it does not exist (404), which leaks nothing about private clubs.
 */
@Injectable()
export class ClubAccess {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clubs: ClubRepository,
  ) {}

  async of(clubId: string, userId: string, manager: EntityManager = this.db.manager): Promise<ClubAccessInfo> {
    if (!UUID.test(clubId)) throw notFound(clubId);
    const info = await this.clubs.withCaller(manager, clubId, userId);
    if (info === null) throw notFound(clubId);
    return info;
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
}

function notFound(id: string): DomainError {
  return new DomainError('CLUB_NOT_FOUND', `No club ${id}`);
}
