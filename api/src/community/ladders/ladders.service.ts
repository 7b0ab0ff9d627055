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
import { LadderAccess, type LadderRow, toLadder } from './ladder-access';
import { appendLadderEvent } from './ladder-audit';
import { ladderOptions } from './ladder-options';
import { pointsTableFrom } from '../../play/core/points-table';
import { currentSeason, seasonsOf } from './seasons';

/** Ladders of a club, their settings and seasons, and their audit log. */
@Injectable()
export class LaddersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clubs: ClubAccess,
    private readonly access: LadderAccess,
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
      const taken = await m.query(`SELECT 1 FROM ladders WHERE club_id = $1 AND lower(name) = lower($2)`, [
        clubId,
        input.name,
      ]);
      if (taken.length > 0)
        throw new DomainError('LADDER_NAME_TAKEN', `This club has a ladder named ${input.name} already.`);
      const [{ id }] = await m.query(
        `INSERT INTO ladders (club_id, name, variant, options, options_fixed, time_control, points_table, allow_strawmen, rated, created_by,
                              holder_credit, computer_games)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $11, $12) RETURNING id`,
        [
          clubId,
          input.name,
          input.variant,
          JSON.stringify(options),
          input.optionsFixed ?? true,
          JSON.stringify(timeControl),
          JSON.stringify(table),
          input.allowStrawmen ?? false,
          input.rated ?? input.variant === '007',
          userId,
          input.holderCredit ?? 'final',
          input.computerGames ?? true,
        ],
      );
      const [{ id: seasonId }] = await m.query(
        `INSERT INTO ladder_seasons (ladder_id, name, starts_on, ends_on) VALUES ($1, $2, $3, $4) RETURNING id`,
        [id, input.season.name, input.season.startsOn, input.season.endsOn],
      );
      await appendLadderEvent(m, {
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
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT * FROM ladders WHERE club_id = $1 ORDER BY lower(name), id`,
      [clubId],
    );
    const out: LadderDto[] = [];
    for (const r of rows) out.push(await this.present(this.db.manager, toLadder(r)));
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
        const taken = await m.query(`SELECT 1 FROM ladders WHERE club_id = $1 AND lower(name) = lower($2)`, [
          ladder.clubId,
          input.name,
        ]);
        if (taken.length > 0)
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
      await m.query(
        `UPDATE ladders SET name = $2, options = $3::jsonb, options_fixed = $4, time_control = $5::jsonb, points_table = $6::jsonb,
                allow_strawmen = $7, rated = $8, holder_credit = $9, computer_games = $10 WHERE id = $1`,
        [
          ladderId,
          next.name,
          JSON.stringify(next.options),
          next.optionsFixed,
          JSON.stringify(next.timeControl),
          JSON.stringify(next.pointsTable),
          next.allowStrawmen,
          next.rated,
          next.holderCredit,
          next.computerGames,
        ],
      );
      await appendLadderEvent(m, {
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
    return seasonsOf(this.db.manager, ladderId);
  }

  /** Seasons of a ladder never overlap, so every day belongs to at most one. */
  async addSeason(userId: string, ladderId: string, input: SeasonInputDto): Promise<SeasonDto> {
    await this.access.admin(ladderId, userId);
    checkSeasonDates(input);
    return this.db.transaction(async (m) => {
      await this.access.row(ladderId, m, true);
      const overlap = await m.query(
        `SELECT name FROM ladder_seasons WHERE ladder_id = $1 AND starts_on <= $3::date AND ends_on >= $2::date`,
        [ladderId, input.startsOn, input.endsOn],
      );
      if (overlap.length > 0)
        throw new DomainError('SEASON_OVERLAP', `The dates overlap the season ${overlap[0].name}.`);
      const [{ id }] = await m.query(
        `INSERT INTO ladder_seasons (ladder_id, name, starts_on, ends_on) VALUES ($1, $2, $3, $4) RETURNING id`,
        [ladderId, input.name, input.startsOn, input.endsOn],
      );
      await appendLadderEvent(m, {
        ladderId,
        seasonId: id,
        type: 'season-added',
        actorId: userId,
        payload: { ...input },
      });
      return (await seasonsOf(m, ladderId)).find((s) => s.id === id)!;
    });
  }

  /** The audit log, newest first (cursor-paged). */
  async events(
    userId: string,
    ladderId: string,
    opts: { limit: number; cursor?: string },
  ): Promise<LadderEventPageDto> {
    await this.access.visible(ladderId, userId);
    const params: unknown[] = [ladderId];
    let after = '';
    if (opts.cursor) {
      const [id] = decodePageCursor(opts.cursor, ['string']);
      if (!/^\d{1,18}$/.test(id as string))
        throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
      params.push(id);
      after = `AND e.id < $2::bigint`;
    }
    params.push(opts.limit + 1);
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT e.id::text AS id, e.type, e.season_id, e.game_id, e.payload, e.created_at, u.id AS actor_id, u.username, u.display_name
         FROM ladder_events e JOIN users u ON u.id = e.actor_id WHERE e.ladder_id = $1 ${after} ORDER BY e.id DESC LIMIT $${params.length}`,
      params,
    );
    const items = rows.slice(0, opts.limit).map((r) => ({
      id: r.id as string,
      type: r.type as string,
      seasonId: r.season_id as string | null,
      gameId: r.game_id as string | null,
      actor: { id: r.actor_id as string, username: r.username as string, displayName: r.display_name as string },
      payload: r.payload as Record<string, unknown>,
      createdAt: (r.created_at as Date).toISOString(),
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
      currentSeason: await currentSeason(m, l.id),
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
