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
import { allianceListStatement, VISIBLE } from './alliance-list-query';

/** Counted toward a ladder's statistics: its annulled and void games are not. */
const COUNTS = `lg.state IN ('playing', 'counted')`;

/** The alliance history: every coalition, per player (their partners) and per ladder (coalition forms). */
@Injectable()
export class AlliancesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly ladders: LadderAccess,
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
    const statement = allianceListStatement(
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
    const rows: Record<string, unknown>[] = await this.db.query(statement.text, statement.values);
    const items = rows.slice(0, limit).map(toAlliance);
    const last = rows[Math.min(rows.length, limit) - 1];
    return {
      items,
      nextCursor:
        rows.length > limit ? encodePageCursor([(last.formed_at as Date).toISOString(), last.id as string]) : null,
    };
  }

  /** A player's partners: games together and what came of them, most games first (cursor-paged). */
  async partners(callerId: string, q: PartnersQuery): Promise<PartnerPageDto> {
    const limit = q.limit ?? 20;
    const player = await this.user(q.player);
    const params: unknown[] = [callerId, player.id];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const where = [VISIBLE];
    if (q.ladder) where.push(`lg.ladder_id = ${p(q.ladder)}`);
    if (q.season) where.push(`lg.season_id = ${p(q.season)}`);
    let after = '';
    if (q.cursor) {
      const [games, name] = decodePageCursor(q.cursor, ['number', 'string']);
      after = `WHERE x.games < ${p(games)} OR (x.games = $${params.length} AND x.name_key > ${p(name)})`;
    }
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT x.*, u.username, u.display_name FROM (
         SELECT partner.user_id AS partner_id,
                count(DISTINCT a.game_id)::int AS games,
                count(DISTINCT a.id) FILTER (WHERE a.outcome = 'won')::int AS won,
                count(DISTINCT a.id) FILTER (WHERE a.outcome = 'lost')::int AS lost,
                count(DISTINCT a.id) FILTER (WHERE a.outcome = 'drawn')::int AS drawn,
                count(DISTINCT a.id) FILTER (WHERE a.outcome = 'aborted')::int AS aborted,
                count(DISTINCT a.id) FILTER (WHERE a.outcome = 'pending')::int AS pending,
                min(lower(pu.username)) AS name_key
           -- The player's coalitions and, on the other side of each, everyone who held that seat meanwhile.
           FROM alliance_members me
           JOIN alliance_members partner ON partner.alliance_id = me.alliance_id AND partner.side <> me.side
           JOIN alliances a ON a.id = me.alliance_id LEFT JOIN ladder_games lg ON lg.game_id = a.game_id
           JOIN users pu ON pu.id = partner.user_id
          WHERE me.user_id = $2 AND ${where.join(' AND ')}
          GROUP BY 1) x JOIN users u ON u.id = x.partner_id
        ${after}
        ORDER BY x.games DESC, x.name_key ASC LIMIT ${p(limit + 1)}`,
      params,
    );
    const items = rows.slice(0, limit).map((r) => ({
      partner: { id: r.partner_id as string, username: r.username as string, displayName: r.display_name as string },
      games: r.games as number,
      won: r.won as number,
      lost: r.lost as number,
      drawn: r.drawn as number,
      aborted: r.aborted as number,
      pending: r.pending as number,
    }));
    const last = rows[Math.min(rows.length, limit) - 1];
    return {
      player,
      items,
      nextCursor: rows.length > limit ? encodePageCursor([last.games as number, last.name_key as string]) : null,
    };
  }

  /** Per ladder: how often each coalition form (great power + joiner) formed and what came of it. */
  async forms(callerId: string, ladderId: string, q: { season?: string; how?: string }): Promise<CoalitionFormsDto> {
    await this.ladders.visible(ladderId, callerId);
    const params: unknown[] = [ladderId];
    const where = [`lg.ladder_id = $1`, COUNTS];
    if (q.season) {
      params.push(q.season);
      where.push(`lg.season_id = $${params.length}`);
    }
    if (q.how) {
      params.push(q.how);
      where.push(`a.how = $${params.length}`);
    }
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT a.leader_seat || '+' || a.joiner_seat AS form, count(*)::int AS games,
              count(*) FILTER (WHERE a.outcome = 'won')::int AS won, count(*) FILTER (WHERE a.outcome = 'lost')::int AS lost,
              count(*) FILTER (WHERE a.outcome = 'drawn')::int AS drawn, count(*) FILTER (WHERE a.outcome = 'aborted')::int AS aborted,
              count(*) FILTER (WHERE a.outcome = 'pending')::int AS pending,
              count(*) FILTER (WHERE a.how = 'declaration')::int AS declaration, count(*) FILTER (WHERE a.how = 'check')::int AS "check",
              count(*) FILTER (WHERE a.how = 'capture')::int AS capture
         FROM alliances a JOIN ladder_games lg ON lg.game_id = a.game_id
        WHERE ${where.join(' AND ')}
        GROUP BY 1 ORDER BY won DESC, games DESC, form`,
      params,
    );
    return {
      ladderId,
      seasonId: q.season ?? null,
      forms: rows.map((r) => {
        const ended = (r.won as number) + (r.lost as number) + (r.drawn as number) + (r.aborted as number);
        return {
          form: r.form as string,
          games: r.games as number,
          won: r.won as number,
          lost: r.lost as number,
          drawn: r.drawn as number,
          aborted: r.aborted as number,
          pending: r.pending as number,
          winRate: ended > 0 ? (r.won as number) / ended : null,
          byHow: { declaration: r.declaration as number, check: r.check as number, capture: r.capture as number },
        };
      }),
    };
  }

  private async user(username: string) {
    const rows: { id: string; username: string; display_name: string }[] = await this.db.query(
      `SELECT id, username, display_name FROM users WHERE lower(username) = lower($1)`,
      [username],
    );
    if (rows.length === 0) throw new DomainError('PLAYER_NOT_FOUND', `No player ${username}`);
    return { id: rows[0].id, username: rows[0].username, displayName: rows[0].display_name };
  }

  private async userId(username: string): Promise<string> {
    return (await this.user(username)).id;
  }
}

function toAlliance(r: Record<string, unknown>): AllianceDto {
  const user = (prefix: 'l' | 'j') =>
    r[`${prefix}_id`]
      ? {
          id: r[`${prefix}_id`] as string,
          username: r[`${prefix}_username`] as string,
          displayName: r[`${prefix}_display_name`] as string,
        }
      : null;
  return {
    id: r.id as string,
    gameId: r.game_id as string,
    ladderId: (r.ladder_id as string | null) ?? null,
    form: `${r.leader_seat}+${r.joiner_seat}`,
    leader: {
      seat: r.leader_seat as string,
      user: user('l'),
      holders: holdersOf(r.holders, 'leader'),
      points: (r.leader_points as number | null) ?? null,
    },
    joiner: {
      seat: r.joiner_seat as string,
      user: user('j'),
      holders: holdersOf(r.holders, 'joiner'),
      points: (r.joiner_points as number | null) ?? null,
    },
    round: r.round as number,
    how: r.how as string,
    outcome: r.outcome as string,
    resultReason: (r.result_reason as string | null) ?? null,
    formedAt: (r.formed_at as Date).toISOString(),
    endedAt: r.ended_at ? (r.ended_at as Date).toISOString() : null,
    negotiationRevealed: r.negotiation_revealed === true,
  };
}

interface HolderRow {
  side: 'leader' | 'joiner';
  userId: string | null;
  username: string | null;
  displayName: string | null;
  computer: string | null;
  sinceSeq: number | null;
  untilSeq: number | null;
}

function holdersOf(rows: unknown, side: 'leader' | 'joiner'): AllianceHolderDto[] {
  return (rows as HolderRow[])
    .filter((h) => h.side === side)
    .map((h) => ({
      user: h.userId ? { id: h.userId, username: h.username!, displayName: h.displayName ?? h.username! } : null,
      computer: h.computer,
      sinceSeq: h.sinceSeq,
      untilSeq: h.untilSeq,
    }));
}
