import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SqlParams } from '../../platform/database/sql-params';
import { ClubRepository } from '../clubs/club.repository';

interface Person {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
}

/** Who held a seat of a coalition while it stood (a person or a computer), by the events' seqs. */
export interface AllianceHolderRow {
  readonly side: 'leader' | 'joiner';
  readonly userId: string | null;
  readonly username: string | null;
  readonly displayName: string | null;
  readonly computer: string | null;
  readonly sinceSeq: number | null;
  readonly untilSeq: number | null;
}

/** A coalition of the history as a page lists it. */
export interface AllianceRow {
  readonly id: string;
  readonly gameId: string;
  readonly ladderId: string | null;
  readonly leaderSeat: string;
  readonly joinerSeat: string;
  /** The people who held its seats when it formed. */
  readonly leader: Person | null;
  readonly joiner: Person | null;
  readonly holders: readonly AllianceHolderRow[];
  readonly leaderPoints: number | null;
  readonly joinerPoints: number | null;
  readonly round: number;
  readonly how: string;
  readonly outcome: string;
  readonly resultReason: string | null;
  readonly formedAt: Date;
  readonly endedAt: Date | null;
  readonly negotiationRevealed: boolean;
}

/** What came of a player's coalitions with one partner. */
export interface PartnerRow {
  readonly partner: Person;
  readonly games: number;
  readonly won: number;
  readonly lost: number;
  readonly drawn: number;
  readonly aborted: number;
  readonly pending: number;
  /** The partner's place in the list after their number of games: their username, lower case. */
  readonly nameKey: string;
}

/** How often a coalition form formed in a ladder's counted games, what came of it and how it formed. */
export interface CoalitionFormRow {
  readonly form: string;
  readonly games: number;
  readonly won: number;
  readonly lost: number;
  readonly drawn: number;
  readonly aborted: number;
  readonly pending: number;
  readonly declaration: number;
  readonly check: number;
  readonly capture: number;
}

export interface AllianceListStatement {
  readonly text: string;
  readonly values: unknown[];
}

/** Counted toward a ladder's statistics: its annulled and void games are not. */
const COUNTS = `lg.state IN ('playing', 'counted')`;

/** An alliance `a` is hidden when its game belongs to a ladder or tournament of a private club the caller ($1) is not in. */
const VISIBLE = `NOT EXISTS (SELECT 1 FROM ladder_games vg JOIN ladders vl ON vl.id = vg.ladder_id JOIN clubs vc ON vc.id = vl.club_id
                  WHERE vg.game_id = a.game_id AND NOT ${ClubRepository.visibleSql('vc', '$1')})
             AND NOT EXISTS (SELECT 1 FROM tournament_games vtg JOIN tournaments vt ON vt.id = vtg.tournament_id
                  JOIN clubs vtc ON vtc.id = vt.club_id
                  WHERE vtg.game_id = a.game_id AND NOT ${ClubRepository.visibleSql('vtc', '$1')})`;

/**
 * Whether the game `g` of an alliance has revealed its negotiation to everyone who may see the game
 * (its end with `pressReveal: after-game`; see isRevealed in diplomacy/negotiation-access.ts).
 */
const REVEALED = `(g.status IN ('finished', 'aborted') AND g.press <> 'none' AND g.press_reveal = 'after-game')`;

/**
 * Who held each of an alliance `a`'s seats while it stood — from its forming event to the end of
 * the game (or now) — from the record of holders, in order: the holder when it formed first. A
 * coalition recorded before the record of holders names the two people it recorded when it formed.
 */
const HOLDERS = `(SELECT coalesce(json_agg(json_build_object('side', x.side, 'userId', x.user_id, 'username', hu.username,
                    'displayName', hu.display_name, 'computer', x.computer, 'sinceSeq', x.since_seq, 'untilSeq', x.until_seq)
                    ORDER BY x.side, x.since_seq), '[]')
                  FROM (SELECT side.name AS side, h.user_id, h.computer, h.since_seq, h.until_seq
                          FROM (VALUES ('leader', a.leader_seat), ('joiner', a.joiner_seat)) AS side (name, seat)
                          JOIN seat_holders h ON h.game_id = a.game_id AND h.seat = side.seat
                         WHERE a.formed_seq IS NOT NULL AND h.since_seq < coalesce(a.ended_seq, 2147483647)
                           AND coalesce(h.until_seq, 2147483647) > a.formed_seq
                        UNION ALL
                        SELECT side.name, side.user_id, NULL, NULL, NULL
                          FROM (VALUES ('leader', a.leader_id), ('joiner', a.joiner_id)) AS side (name, user_id)
                         WHERE a.formed_seq IS NULL) x
                  LEFT JOIN users hu ON hu.id = x.user_id)`;

/** What the alliance history is filtered by; ids resolved, the cursor decoded and checked. */
export interface AllianceListFilter {
  readonly callerId: string;
  /** Only the coalitions this person is credited with (alliance_members). */
  readonly playerId?: string;
  readonly ladderId?: string;
  readonly seasonId?: string;
  /** The great power (or green) and the seat that joined. */
  readonly form?: readonly [string, string];
  readonly how?: string;
  readonly outcome?: string;
  /** The page after this alliance (its formed_at, then its id). */
  readonly after?: { readonly formedAt: string; readonly id: string };
}

/**
 * One page of the alliance history, newest first, read from an index in that order whatever the
 * filter: by a player, the index of the people each coalition credits by person and time
 * (`alliance_members_user_formed_idx`, where `formed_at` is the coalition's own); by a ladder or a
 * season, the coalitions by theirs and time (`alliances_ladder_formed_idx`,
 * `alliances_season_formed_idx`: the coalition's copy of its game's ladder and season); otherwise
 * the coalitions by time (`alliances_formed_idx`). Fetches `limit` rows (the caller asks one more than
 * a page, to know whether another follows).
 */
export function allianceListStatement(f: AllianceListFilter, limit: number): AllianceListStatement {
  const p = new SqlParams();
  p.add(f.callerId); // $1, which VISIBLE names
  // The list's order: the member row's copy of the coalition's time when filtered by a player.
  const [at, id] = f.playerId !== undefined ? ['am.formed_at', 'am.alliance_id'] : ['a.formed_at', 'a.id'];
  const where = [VISIBLE];
  let from = `alliances a`;
  // A coalition whose two seats the player both held (two seats of one game) has a member row for
  // each side, side by side in the index: it is listed once.
  let distinct = '';
  if (f.playerId !== undefined) {
    from = `alliance_members am JOIN alliances a ON a.id = am.alliance_id`;
    where.push(`am.user_id = ${p.add(f.playerId)}`);
    distinct = `DISTINCT ON (am.formed_at, am.alliance_id)`;
  }
  if (f.after !== undefined)
    where.push(`(${at}, ${id}) < (${p.add(f.after.formedAt)}::timestamptz, ${p.add(f.after.id)}::bigint)`);
  if (f.seasonId !== undefined) {
    const season = p.add(f.seasonId);
    where.push(`a.season_id = ${season}`);
    // The season's ladder, asked once: a second condition on the coalitions would let PostgreSQL
    // combine both indexes and sort, rather than read the season's in list order.
    if (f.ladderId !== undefined)
      where.push(
        `EXISTS (SELECT 1 FROM ladder_seasons ls WHERE ls.id = ${season} AND ls.ladder_id = ${p.add(f.ladderId)})`,
      );
  } else if (f.ladderId !== undefined) where.push(`a.ladder_id = ${p.add(f.ladderId)}`);
  if (f.form !== undefined) where.push(`a.leader_seat = ${p.add(f.form[0])} AND a.joiner_seat = ${p.add(f.form[1])}`);
  if (f.how !== undefined) where.push(`a.how = ${p.add(f.how)}`);
  if (f.outcome !== undefined) where.push(`a.outcome = ${p.add(f.outcome)}`);
  return {
    text: `SELECT ${distinct} a.id::text AS id, a.game_id, a.ladder_id, a.leader_seat, a.joiner_seat, a.round, a.how, a.outcome, a.result_reason,
              a.leader_points, a.joiner_points, a.formed_at, a.ended_at,
              ${REVEALED} AS negotiation_revealed, ${HOLDERS} AS holders,
              lu.id AS l_id, lu.username AS l_username, lu.display_name AS l_display_name,
              ju.id AS j_id, ju.username AS j_username, ju.display_name AS j_display_name
         FROM ${from} JOIN games g ON g.id = a.game_id
         LEFT JOIN users lu ON lu.id = a.leader_id LEFT JOIN users ju ON ju.id = a.joiner_id
        WHERE ${where.join(' AND ')}
        ORDER BY ${at} DESC, ${id} DESC LIMIT ${p.add(limit)}`,
    values: p.values,
  };
}

/**
 * The alliance history of Coalition Chess (`alliances`) and the people each coalition credits
 * (`alliance_members`): written by AllianceRecorder as games change, read by the history, a
 * player's partners and a ladder's coalition forms.
 */
@Injectable()
export class AllianceRepository {
  /** A coalition formed; the ids of the row written (none when the game has it already). */
  async addFormed(
    m: EntityManager,
    a: {
      gameId: string;
      leaderSeat: string;
      joinerSeat: string;
      leaderId: string | null;
      joinerId: string | null;
      round: number;
      how: string;
      formedAt: Date;
      formedSeq: number;
    },
  ): Promise<string[]> {
    const formed: { id: string }[] = await m.query(
      `INSERT INTO alliances (game_id, leader_seat, joiner_seat, leader_id, joiner_id, round, how, outcome, formed_at, formed_seq,
                              ladder_id, season_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9,
               (SELECT ladder_id FROM ladder_games WHERE game_id = $1), (SELECT season_id FROM ladder_games WHERE game_id = $1))
       ON CONFLICT (game_id, joiner_seat) DO NOTHING RETURNING id`,
      [a.gameId, a.leaderSeat, a.joinerSeat, a.leaderId, a.joinerId, a.round, a.how, a.formedAt, a.formedSeq],
    );
    return formed.map((r) => r.id);
  }

  /** A coalition's first members: the people among those holding its seats (null for a computer). */
  async addFirstMembers(
    m: EntityManager,
    allianceId: string,
    leaderId: string | null,
    joinerId: string | null,
    formedAt: Date,
  ): Promise<void> {
    await m.query(
      `INSERT INTO alliance_members (alliance_id, side, user_id, formed_at)
       SELECT $1, side, user_id, $4 FROM (VALUES ('leader', $2::uuid), ('joiner', $3::uuid)) AS x (side, user_id)
        WHERE user_id IS NOT NULL`,
      [allianceId, leaderId, joinerId, formedAt],
    );
  }

  /** A game's coalitions. */
  async ofGame(m: EntityManager, gameId: string): Promise<{ id: string; leaderSeat: string; joinerSeat: string }[]> {
    const rows: { id: string; leader_seat: string; joiner_seat: string }[] = await m.query(
      `SELECT id, leader_seat, joiner_seat FROM alliances WHERE game_id = $1`,
      [gameId],
    );
    return rows.map((r) => ({ id: r.id, leaderSeat: r.leader_seat, joinerSeat: r.joiner_seat }));
  }

  /** What came of a coalition when its game ended. */
  async setOutcome(
    m: EntityManager,
    allianceId: string,
    o: {
      outcome: string;
      reason: string;
      leaderPoints: number;
      joinerPoints: number;
      endedAt: Date;
      endedSeq: number;
    },
  ): Promise<void> {
    await m.query(
      `UPDATE alliances SET outcome = $2, result_reason = $3, leader_points = $4, joiner_points = $5, ended_at = $6, ended_seq = $7
        WHERE id = $1`,
      [allianceId, o.outcome, o.reason, o.leaderPoints, o.joinerPoints, o.endedAt, o.endedSeq],
    );
  }

  /** A page of the history (allianceListStatement): `limit` rows at most. */
  async page(m: EntityManager, f: AllianceListFilter, limit: number): Promise<AllianceRow[]> {
    const statement = allianceListStatement(f, limit);
    const rows: Record<string, unknown>[] = await m.query(statement.text, statement.values);
    return rows.map(toAlliance);
  }

  /**
   * A player's partners, most games together first, then by username, after `after`: everyone who
   * held the other side of one of their coalitions meanwhile. Fetches `limit` rows.
   */
  async partners(
    m: EntityManager,
    callerId: string,
    playerId: string,
    f: { ladderId?: string; seasonId?: string; after?: { games: number; nameKey: string } },
    limit: number,
  ): Promise<PartnerRow[]> {
    const params: unknown[] = [callerId, playerId];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const where = [VISIBLE];
    if (f.ladderId) where.push(`lg.ladder_id = ${p(f.ladderId)}`);
    if (f.seasonId) where.push(`lg.season_id = ${p(f.seasonId)}`);
    let after = '';
    if (f.after) {
      after = `WHERE x.games < ${p(f.after.games)} OR (x.games = $${params.length} AND x.name_key > ${p(f.after.nameKey)})`;
    }
    const rows: Record<string, unknown>[] = await m.query(
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
        ORDER BY x.games DESC, x.name_key ASC LIMIT ${p(limit)}`,
      params,
    );
    return rows.map((r) => ({
      partner: { id: r.partner_id as string, username: r.username as string, displayName: r.display_name as string },
      games: r.games as number,
      won: r.won as number,
      lost: r.lost as number,
      drawn: r.drawn as number,
      aborted: r.aborted as number,
      pending: r.pending as number,
      nameKey: r.name_key as string,
    }));
  }

  /** Per coalition form (great power + joiner) of a ladder's counted games: most won first. */
  async forms(m: EntityManager, ladderId: string, f: { seasonId?: string; how?: string }): Promise<CoalitionFormRow[]> {
    const params: unknown[] = [ladderId];
    const where = [`lg.ladder_id = $1`, COUNTS];
    if (f.seasonId) {
      params.push(f.seasonId);
      where.push(`lg.season_id = $${params.length}`);
    }
    if (f.how) {
      params.push(f.how);
      where.push(`a.how = $${params.length}`);
    }
    const rows: Record<string, unknown>[] = await m.query(
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
    return rows.map((r) => ({
      form: r.form as string,
      games: r.games as number,
      won: r.won as number,
      lost: r.lost as number,
      drawn: r.drawn as number,
      aborted: r.aborted as number,
      pending: r.pending as number,
      declaration: r.declaration as number,
      check: r.check as number,
      capture: r.capture as number,
    }));
  }

  /** A player by username, whatever the case: whose history or partners are asked for. */
  async player(m: EntityManager, username: string): Promise<Person | null> {
    const rows: { id: string; username: string; display_name: string }[] = await m.query(
      `SELECT id, username, display_name FROM users WHERE lower(username) = lower($1)`,
      [username],
    );
    return rows.length > 0 ? { id: rows[0].id, username: rows[0].username, displayName: rows[0].display_name } : null;
  }
}

function toAlliance(r: Record<string, unknown>): AllianceRow {
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
    leaderSeat: r.leader_seat as string,
    joinerSeat: r.joiner_seat as string,
    leader: user('l'),
    joiner: user('j'),
    holders: r.holders as AllianceHolderRow[],
    leaderPoints: (r.leader_points as number | null) ?? null,
    joinerPoints: (r.joiner_points as number | null) ?? null,
    round: r.round as number,
    how: r.how as string,
    outcome: r.outcome as string,
    resultReason: (r.result_reason as string | null) ?? null,
    formedAt: r.formed_at as Date,
    endedAt: (r.ended_at as Date | null) ?? null,
    negotiationRevealed: r.negotiation_revealed === true,
  };
}
