import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { ClubAccess, type ClubAccessInfo } from '../clubs/club-access';
import { isClubAdmin } from '../clubs/club-role';
import { TournamentRepository, type TournamentRow } from './tournament.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A tournament and what the caller may do with it: its club's visibility and roles decide, as for ladders. */
@Injectable()
export class TournamentAccess {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clubs: ClubAccess,
    private readonly tournaments: TournamentRepository,
  ) {}

  async row(id: string, manager: EntityManager = this.db.manager, lock = false): Promise<TournamentRow> {
    if (!UUID.test(id)) throw notFound(id);
    const t = lock ? await this.tournaments.lock(manager, id) : await this.tournaments.find(manager, id);
    if (t === null) throw notFound(id);
    return t;
  }

  async visible(
    id: string,
    userId: string,
    manager?: EntityManager,
  ): Promise<{ tournament: TournamentRow; club: ClubAccessInfo; admin: boolean }> {
    const tournament = await this.row(id, manager);
    const club = await this.clubs.contentsVisible(tournament.clubId, userId, manager).catch((e: unknown) => {
      // A private club's tournament does not exist for outsiders.
      throw e instanceof DomainError && e.code === 'CLUB_NOT_FOUND' ? notFound(id) : e;
    });
    return { tournament, club, admin: isClubAdmin(club.role) };
  }

  async member(id: string, userId: string, manager?: EntityManager) {
    const { tournament } = await this.visible(id, userId, manager);
    const club = await this.clubs.member(tournament.clubId, userId, manager);
    return { tournament, club, admin: isClubAdmin(club.role) };
  }

  async admin(id: string, userId: string, manager?: EntityManager) {
    const { tournament } = await this.visible(id, userId, manager);
    return { tournament, club: await this.clubs.admin(tournament.clubId, userId, manager), admin: true };
  }
}

function notFound(id: string): DomainError {
  return new DomainError('TOURNAMENT_NOT_FOUND', `No tournament ${id}`);
}
