import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ClubAccess, type ClubAccessInfo } from '../clubs/club-access';
import { DomainError } from '../../platform/errors/domain-error';
import { LadderRepository, type LadderRow } from './ladder.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A ladder and what the caller may do with it: its club's visibility and roles decide. */
@Injectable()
export class LadderAccess {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clubs: ClubAccess,
    private readonly ladders: LadderRepository,
  ) {}

  async row(ladderId: string, manager: EntityManager = this.db.manager, lock = false): Promise<LadderRow> {
    if (!UUID.test(ladderId)) throw notFound(ladderId);
    const ladder = lock ? await this.ladders.lock(manager, ladderId) : await this.ladders.find(manager, ladderId);
    if (ladder === null) throw notFound(ladderId);
    return ladder;
  }

  async visible(
    ladderId: string,
    userId: string,
    manager?: EntityManager,
  ): Promise<{ ladder: LadderRow; club: ClubAccessInfo }> {
    const ladder = await this.row(ladderId, manager);
    const club = await this.clubs.contentsVisible(ladder.clubId, userId, manager).catch((e: unknown) => {
      // A private club's ladder does not exist for outsiders.
      throw e instanceof DomainError && e.code === 'CLUB_NOT_FOUND' ? notFound(ladderId) : e;
    });
    return { ladder, club };
  }

  async member(
    ladderId: string,
    userId: string,
    manager?: EntityManager,
  ): Promise<{ ladder: LadderRow; club: ClubAccessInfo }> {
    const { ladder } = await this.visible(ladderId, userId, manager);
    return { ladder, club: await this.clubs.member(ladder.clubId, userId, manager) };
  }

  async admin(
    ladderId: string,
    userId: string,
    manager?: EntityManager,
  ): Promise<{ ladder: LadderRow; club: ClubAccessInfo }> {
    const { ladder } = await this.visible(ladderId, userId, manager);
    return { ladder, club: await this.clubs.admin(ladder.clubId, userId, manager) };
  }
}

function notFound(id: string): DomainError {
  return new DomainError('LADDER_NOT_FOUND', `No ladder ${id}`);
}
