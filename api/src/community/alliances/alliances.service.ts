import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decodePageCursor, encodePageCursor } from '../../platform/http/page-cursor';
import { DomainError } from '../../platform/errors/domain-error';
import { LadderAccess } from '../ladders/ladder-access';
import type {
  AllianceDto,
  AllianceHolderDto,
  AlliancePageDto,
  AllianceQuery,
  CoalitionFormsDto,
  PartnerPageDto,
  PartnersQuery,
} from './dto/alliance.dto';
import { type AllianceHolderRow, AllianceRepository, type AllianceRow } from './alliance.repository';

/** The alliance history: every coalition, per player (their partners) and per ladder (coalition forms). */
@Injectable()
export class AlliancesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly ladders: LadderAccess,
    private readonly alliances: AllianceRepository,
  ) {}

  /** Newest first (cursor-paged), filtered by player, ladder, season, form, how and outcome. */
  async list(callerId: string, q: AllianceQuery): Promise<AlliancePageDto> {
    const limit = q.limit ?? 20;
    let after: { formedAt: string; id: string } | undefined;
    if (q.cursor) {
      const [at, id] = decodePageCursor(q.cursor, ['string', 'string']);
      if (Number.isNaN(Date.parse(at as string)) || !/^\d{1,18}$/.test(id as string))
        throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
      after = { formedAt: at as string, id: id as string };
    }
    const rows = await this.alliances.page(
      this.db.manager,
      {
        callerId,
        // Everyone who held one of its seats while it stood, not only the two who formed it.
        playerId: q.player ? await this.userId(q.player) : undefined,
        ladderId: q.ladder,
        seasonId: q.season,
        form: q.form ? (q.form.split('+') as [string, string]) : undefined,
        how: q.how,
        outcome: q.outcome,
        after,
      },
      limit + 1,
    );
    const items = rows.slice(0, limit).map(toAlliance);
    const last = rows[Math.min(rows.length, limit) - 1];
    return {
      items,
      nextCursor: rows.length > limit ? encodePageCursor([last.formedAt.toISOString(), last.id]) : null,
    };
  }

  /** A player's partners: games together and what came of them, most games first (cursor-paged). */
  async partners(callerId: string, q: PartnersQuery): Promise<PartnerPageDto> {
    const limit = q.limit ?? 20;
    const player = await this.user(q.player);
    let after: { games: number; nameKey: string } | undefined;
    if (q.cursor) {
      const [games, name] = decodePageCursor(q.cursor, ['number', 'string']);
      after = { games: games as number, nameKey: name as string };
    }
    const rows = await this.alliances.partners(
      this.db.manager,
      callerId,
      player.id,
      { ladderId: q.ladder, seasonId: q.season, after },
      limit + 1,
    );
    const items = rows.slice(0, limit).map((r) => ({
      partner: r.partner,
      games: r.games,
      won: r.won,
      lost: r.lost,
      drawn: r.drawn,
      aborted: r.aborted,
      pending: r.pending,
    }));
    const last = rows[Math.min(rows.length, limit) - 1];
    return {
      player,
      items,
      nextCursor: rows.length > limit ? encodePageCursor([last.games, last.nameKey]) : null,
    };
  }

  /** Per ladder: how often each coalition form (great power + joiner) formed and what came of it. */
  async forms(callerId: string, ladderId: string, q: { season?: string; how?: string }): Promise<CoalitionFormsDto> {
    await this.ladders.visible(ladderId, callerId);
    const rows = await this.alliances.forms(this.db.manager, ladderId, { seasonId: q.season, how: q.how });
    return {
      ladderId,
      seasonId: q.season ?? null,
      forms: rows.map((r) => {
        const ended = r.won + r.lost + r.drawn + r.aborted;
        return {
          form: r.form,
          games: r.games,
          won: r.won,
          lost: r.lost,
          drawn: r.drawn,
          aborted: r.aborted,
          pending: r.pending,
          winRate: ended > 0 ? r.won / ended : null,
          byHow: { declaration: r.declaration, check: r.check, capture: r.capture },
        };
      }),
    };
  }

  private async user(username: string) {
    const player = await this.alliances.player(this.db.manager, username);
    if (!player) throw new DomainError('PLAYER_NOT_FOUND', `No player ${username}`);
    return player;
  }

  private async userId(username: string): Promise<string> {
    return (await this.user(username)).id;
  }
}

function toAlliance(r: AllianceRow): AllianceDto {
  return {
    id: r.id,
    gameId: r.gameId,
    ladderId: r.ladderId,
    form: `${r.leaderSeat}+${r.joinerSeat}`,
    leader: {
      seat: r.leaderSeat,
      user: r.leader,
      holders: holdersOf(r.holders, 'leader'),
      points: r.leaderPoints,
    },
    joiner: {
      seat: r.joinerSeat,
      user: r.joiner,
      holders: holdersOf(r.holders, 'joiner'),
      points: r.joinerPoints,
    },
    round: r.round,
    how: r.how,
    outcome: r.outcome,
    resultReason: r.resultReason,
    formedAt: r.formedAt.toISOString(),
    endedAt: r.endedAt ? r.endedAt.toISOString() : null,
    negotiationRevealed: r.negotiationRevealed,
  };
}

function holdersOf(rows: readonly AllianceHolderRow[], side: 'leader' | 'joiner'): AllianceHolderDto[] {
  return rows
    .filter((h) => h.side === side)
    .map((h) => ({
      user: h.userId ? { id: h.userId, username: h.username!, displayName: h.displayName ?? h.username! } : null,
      computer: h.computer,
      sinceSeq: h.sinceSeq,
      untilSeq: h.untilSeq,
    }));
}
