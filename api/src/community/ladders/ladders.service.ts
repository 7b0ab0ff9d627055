import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ClubAccess } from '../clubs/club-access';
import { decodePageCursor, encodePageCursor } from '../../platform/http/page-cursor';
import { DomainError } from '../../platform/errors/domain-error';
import { EngineAdapter } from '../../play/core/engine.adapter';
import { parseTimeControl } from '../../play/core/time-control';
import type { LadderEventPageDto } from './dto/ladder-game.dto';
import type { CreateLadderDto, LadderDto, SeasonDto, SeasonInputDto, UpdateLadderDto } from './dto/ladder.dto';
import { LadderAccess } from './ladder-access';
import { ladderOptions } from './ladder-options';
import { LadderRepository, type LadderRow } from './ladder.repository';
import { pointsTableFrom } from '../../play/core/points-table';
import { SeasonRepository } from './season.repository';

/** Ladders of a club, their settings and seasons, and their audit log. */
@Injectable()
export class LaddersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clubs: ClubAccess,
    private readonly access: LadderAccess,
    private readonly ladders: LadderRepository,
    private readonly ladderSeasons: SeasonRepository,
    private readonly engine: EngineAdapter,
  ) {}

  async create(userId: string, clubId: string, input: CreateLadderDto): Promise<LadderDto> {
    await this.clubs.admin(clubId, userId);
    const options = ladderOptions(this.engine, input.variant, input.options);
    const timeControl = parseTimeControl(input.timeControl);
    const table = pointsTableFrom(input.pointsTable);
    if (input.allowStrawmen && input.variant !== 'coalition')
      throw new DomainError('STRAWMEN_NOT_ALLOWED', 'Strawmen exist only in Coalition Chess.');
    checkSeasonDates(input.season);
    return this.db.transaction(async (m) => {
      if (await this.ladders.nameTaken(m, clubId, input.name))
        throw new DomainError('LADDER_NAME_TAKEN', `This club has a ladder named ${input.name} already.`);
      const id = await this.ladders.insert(m, {
        clubId,
        name: input.name,
        variant: input.variant,
        options,
        optionsFixed: input.optionsFixed ?? true,
        timeControl,
        pointsTable: table,
        allowStrawmen: input.allowStrawmen ?? false,
        rated: input.rated ?? true,
        createdBy: userId,
        holderCredit: input.holderCredit ?? 'final',
        computerGames: input.computerGames ?? true,
      });
      const seasonId = await this.ladderSeasons.insert(m, id, input.season);
      await this.ladders.appendEvent(m, {
        ladderId: id,
        seasonId,
        type: 'ladder-created',
        actorId: userId,
        payload: { name: input.name, variant: input.variant, pointsTable: table },
      });
      return this.present(m, await this.access.row(id, m));
    });
  }

  async listForClub(userId: string, clubId: string): Promise<LadderDto[]> {
    await this.clubs.contentsVisible(clubId, userId);
    const ladders = await this.ladders.ofClub(this.db.manager, clubId);
    const out: LadderDto[] = [];
    for (const l of ladders) out.push(await this.present(this.db.manager, l));
    return out;
  }

  async get(userId: string, ladderId: string): Promise<LadderDto> {
    const { ladder } = await this.access.visible(ladderId, userId);
    return this.present(this.db.manager, ladder);
  }

  async update(userId: string, ladderId: string, input: UpdateLadderDto): Promise<LadderDto> {
    await this.access.admin(ladderId, userId);
    return this.db.transaction(async (m) => {
      // The row lock orders this against a challenge creating the first game.
      const ladder = await this.access.row(ladderId, m, true);
      const locked = ladder.firstGameAt !== null;
      const scoring = [input.pointsTable, input.rated, input.holderCredit, input.computerGames];
      if (locked && scoring.some((x) => x !== undefined)) {
        throw new DomainError(
          'POINTS_TABLE_LOCKED',
          'The points table, the rating and how holders are credited are fixed once the ladder has a game.',
        );
      }
      if (input.name !== undefined && input.name.toLowerCase() !== ladder.name.toLowerCase()) {
        if (await this.ladders.nameTaken(m, ladder.clubId, input.name))
          throw new DomainError('LADDER_NAME_TAKEN', `This club has a ladder named ${input.name} already.`);
      }
      if (input.allowStrawmen && ladder.variant !== 'coalition')
        throw new DomainError('STRAWMEN_NOT_ALLOWED', 'Strawmen exist only in Coalition Chess.');
      const next = {
        name: input.name ?? ladder.name,
        options:
          input.options !== undefined ? ladderOptions(this.engine, ladder.variant, input.options) : ladder.options,
        optionsFixed: input.optionsFixed ?? ladder.optionsFixed,
        timeControl: input.timeControl !== undefined ? parseTimeControl(input.timeControl) : ladder.timeControl,
        pointsTable: input.pointsTable !== undefined ? pointsTableFrom(input.pointsTable) : ladder.pointsTable,
        allowStrawmen: input.allowStrawmen ?? ladder.allowStrawmen,
        rated: input.rated ?? ladder.rated,
        holderCredit: input.holderCredit ?? ladder.holderCredit,
        computerGames: input.computerGames ?? ladder.computerGames,
      };
      await this.ladders.update(m, ladderId, next);
      await this.ladders.appendEvent(m, {
        ladderId,
        type: 'ladder-updated',
        actorId: userId,
        payload: { changes: Object.keys(input) },
      });
      return this.present(m, await this.access.row(ladderId, m));
    });
  }

  async seasons(userId: string, ladderId: string): Promise<SeasonDto[]> {
    await this.access.visible(ladderId, userId);
    return this.ladderSeasons.ofLadder(this.db.manager, ladderId);
  }

  /** Seasons of a ladder never overlap, so every day belongs to at most one. */
  async addSeason(userId: string, ladderId: string, input: SeasonInputDto): Promise<SeasonDto> {
    await this.access.admin(ladderId, userId);
    checkSeasonDates(input);
    return this.db.transaction(async (m) => {
      await this.access.row(ladderId, m, true);
      const overlap = await this.ladderSeasons.overlapping(m, ladderId, input.startsOn, input.endsOn);
      if (overlap !== null) throw new DomainError('SEASON_OVERLAP', `The dates overlap the season ${overlap}.`);
      const id = await this.ladderSeasons.insert(m, ladderId, input);
      await this.ladders.appendEvent(m, {
        ladderId,
        seasonId: id,
        type: 'season-added',
        actorId: userId,
        payload: { ...input },
      });
      return (await this.ladderSeasons.ofLadder(m, ladderId)).find((s) => s.id === id)!;
    });
  }

  /** The audit log, newest first (cursor-paged). */
  async events(
    userId: string,
    ladderId: string,
    opts: { limit: number; cursor?: string },
  ): Promise<LadderEventPageDto> {
    await this.access.visible(ladderId, userId);
    let before: string | undefined;
    if (opts.cursor) {
      const [id] = decodePageCursor(opts.cursor, ['string']);
      if (!/^\d{1,18}$/.test(id as string))
        throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
      before = id as string;
    }
    const rows = await this.ladders.events(this.db.manager, ladderId, before, opts.limit + 1);
    const items = rows.slice(0, opts.limit).map((r) => ({
      id: r.id,
      type: r.type,
      seasonId: r.seasonId,
      gameId: r.gameId,
      actor: r.actor,
      payload: r.payload,
      createdAt: r.createdAt.toISOString(),
    }));
    return { items, nextCursor: rows.length > opts.limit ? encodePageCursor([items[items.length - 1].id]) : null };
  }

  async present(m: EntityManager, l: LadderRow): Promise<LadderDto> {
    return {
      id: l.id,
      clubId: l.clubId,
      name: l.name,
      variant: l.variant,
      options: l.options,
      optionsFixed: l.optionsFixed,
      timeControl: l.timeControl,
      pointsTable: l.pointsTable,
      pointsTableLocked: l.firstGameAt !== null,
      allowStrawmen: l.allowStrawmen,
      rated: l.rated,
      holderCredit: l.holderCredit,
      computerGames: l.computerGames,
      currentSeason: await this.ladderSeasons.current(m, l.id),
      createdAt: l.createdAt.toISOString(),
    };
  }
}

function checkSeasonDates(s: SeasonInputDto): void {
  const valid = (d: string) =>
    !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
  if (!valid(s.startsOn) || !valid(s.endsOn))
    throw new DomainError('BAD_SEASON', 'Season dates must be real dates (YYYY-MM-DD).');
  if (s.endsOn < s.startsOn) throw new DomainError('BAD_SEASON', 'A season ends on or after the day it starts.');
}
