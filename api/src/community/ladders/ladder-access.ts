import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ClubAccess, type ClubAccessInfo } from '../clubs/club-access';
import { DomainError } from '../../platform/errors/domain-error';
import type { HolderCredit } from './ladder-credit';
import type { PointsTable } from '../../play/core/points-table';

export interface LadderRow {
  readonly id: string;
  readonly clubId: string;
  readonly name: string;
  readonly variant: '007' | 'coalition';
  readonly options: Record<string, unknown>;
  readonly optionsFixed: boolean;
  readonly timeControl: Record<string, unknown>;
  readonly pointsTable: PointsTable;
  readonly allowStrawmen: boolean;
  readonly rated: boolean;
  /** How a seat that changed hands is credited (ladder-credit.ts). */
  readonly holderCredit: HolderCredit;
  /** Whether a game in which a computer held a seat counts. */
  readonly computerGames: boolean;
  readonly firstGameAt: Date | null;
  readonly createdAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A ladder and what the caller may do with it: its club's visibility and roles decide. */
@Injectable()
export class LadderAccess {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clubs: ClubAccess,
  ) {}

  async row(ladderId: string, manager: EntityManager = this.db.manager, lock = false): Promise<LadderRow> {
    if (!UUID.test(ladderId)) throw notFound(ladderId);
    const rows: Record<string, unknown>[] = await manager.query(
      `SELECT * FROM ladders WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [ladderId],
    );
    if (rows.length === 0) throw notFound(ladderId);
    return toLadder(rows[0]);
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

export function toLadder(r: Record<string, unknown>): LadderRow {
  return {
    id: r.id as string,
    clubId: r.club_id as string,
    name: r.name as string,
    variant: r.variant as LadderRow['variant'],
    options: r.options as Record<string, unknown>,
    optionsFixed: r.options_fixed as boolean,
    timeControl: r.time_control as Record<string, unknown>,
    pointsTable: r.points_table as PointsTable,
    allowStrawmen: r.allow_strawmen as boolean,
    rated: r.rated as boolean,
    holderCredit: r.holder_credit as HolderCredit,
    computerGames: r.computer_games as boolean,
    firstGameAt: r.first_game_at as Date | null,
    createdAt: r.created_at as Date,
  };
}

function notFound(id: string): DomainError {
  return new DomainError('LADDER_NOT_FOUND', `No ladder ${id}`);
}
