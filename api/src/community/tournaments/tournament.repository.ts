import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PointsTable } from '../../play/core/points-table';
import type { TieBreak } from './tournament-standings';

export type TournamentFormat = 'round-robin' | 'swiss' | 'coalition-rotation';
export type TournamentState = 'open' | 'starting' | 'running' | 'finished';

/** The format's own settings (tournament-settings.ts says which format takes which). */
export interface FormatOptions {
  /** round-robin: every pair meets twice, colours reversed. */
  readonly double?: boolean;
  /** swiss: the number of rounds. */
  readonly rounds?: number;
  /** swiss: what a bye scores, as the points table's win, draw or loss. */
  readonly bye?: 'win' | 'draw' | 'loss';
  /** coalition-rotation: cycles of four rounds. */
  readonly cycles?: number;
  /** coalition-rotation: the level of the computer seats that fill the tables. */
  readonly computerLevel?: string;
}

/** The settings an admin chooses, as written (new or changed). */
export interface TournamentSettings {
  readonly name: string;
  readonly formatOptions: FormatOptions;
  readonly options: Record<string, unknown>;
  readonly timeControl: Record<string, unknown>;
  readonly pointsTable: PointsTable;
  readonly tieBreaks: readonly TieBreak[];
  readonly admission: 'open' | 'invitation';
  readonly allowBots: boolean;
  readonly entriesCloseAt: Date | null;
  readonly startsAt: Date | null;
  readonly minEntrants: number;
  readonly maxEntrants: number;
}

/** One game of a round: its board and who sits where (null: a computer seat). */
export interface PlannedTable {
  readonly board: number;
  readonly seats: readonly { seat: string; userId: string | null }[];
}

/** A round paired but not yet all created: the job creates its tables in batches. */
export interface RoundPlan {
  readonly round: number;
  readonly tables: readonly PlannedTable[];
}

export interface TournamentRow extends TournamentSettings {
  readonly id: string;
  readonly clubId: string;
  readonly variant: '007' | 'coalition';
  readonly format: TournamentFormat;
  readonly state: TournamentState;
  readonly rounds: number;
  readonly currentRound: number;
  /** coalition-rotation: every round's tables, entrants by seed (null: a computer seat). */
  readonly schedule: (number | null)[][][] | null;
  /** While `starting` with a big Swiss or Coalition round: that round's tables (a round robin's come from its seeds). */
  readonly roundPlan: RoundPlan | null;
  readonly createdBy: string;
  readonly createdAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  /** Entrants not withdrawn. */
  readonly entrants: number;
}

export interface EntryRow {
  readonly userId: string;
  readonly username: string;
  readonly displayName: string;
  readonly bot: boolean;
  readonly state: 'entered' | 'withdrawn';
  readonly seed: number | null;
  readonly enteredAt: Date;
  readonly withdrawnAt: Date | null;
}

export type TournamentEventType =
  | 'tournament-created'
  | 'tournament-changed'
  | 'entered'
  | 'withdrawn'
  | 'started'
  | 'round-paired'
  | 'forfeit'
  | 'finished';

export interface TournamentEventRow {
  readonly id: string;
  readonly type: string;
  readonly round: number | null;
  readonly gameId: string | null;
  readonly actor: { readonly id: string; readonly username: string; readonly displayName: string } | null;
  readonly payload: Record<string, unknown>;
  readonly createdAt: Date;
}

const SELECT = `SELECT t.*, (SELECT count(*)::int FROM tournament_entries e WHERE e.tournament_id = t.id AND e.state = 'entered') AS entrants
                  FROM tournaments t`;

/** Tournaments (`tournaments`), their entries and their log of changes (`tournament_events`). */
@Injectable()
export class TournamentRepository {
  async find(m: EntityManager, id: string): Promise<TournamentRow | null> {
    const rows: Record<string, unknown>[] = await m.query(`${SELECT} WHERE t.id = $1`, [id]);
    return rows.length > 0 ? toTournament(rows[0]) : null;
  }

  /** The row under FOR UPDATE: entries, the start, withdrawals and the rounds are ordered by it. */
  async lock(m: EntityManager, id: string): Promise<TournamentRow | null> {
    const locked = await m.query(`SELECT 1 FROM tournaments WHERE id = $1 FOR UPDATE`, [id]);
    // Read again once the lock is held: a statement that waited for it counts entries as of before the wait.
    return locked.length > 0 ? this.find(m, id) : null;
  }

  /** Up to `limit` tournaments of the club, newest first, after the one given (its created_at and id). */
  async page(
    m: EntityManager,
    clubId: string,
    after: { createdAt: string; id: string } | undefined,
    limit: number,
  ): Promise<TournamentRow[]> {
    const rows: Record<string, unknown>[] = after
      ? await m.query(
          `${SELECT} WHERE t.club_id = $1 AND (t.created_at, t.id) < ($2::timestamptz, $3::uuid)
            ORDER BY t.created_at DESC, t.id DESC LIMIT $4`,
          [clubId, after.createdAt, after.id, limit],
        )
      : await m.query(`${SELECT} WHERE t.club_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT $2`, [clubId, limit]);
    return rows.map(toTournament);
  }

  async nameTaken(m: EntityManager, clubId: string, name: string, except: string | null): Promise<boolean> {
    const rows = await m.query(
      `SELECT 1 FROM tournaments WHERE club_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3::uuid`,
      [clubId, name, except],
    );
    return rows.length > 0;
  }

  async insert(
    m: EntityManager,
    t: TournamentSettings & {
      clubId: string;
      variant: string;
      format: TournamentFormat;
      createdBy: string;
    },
  ): Promise<string> {
    const rows: { id: string }[] = await m.query(
      `INSERT INTO tournaments (club_id, name, variant, format, format_options, options, time_control, points_table, tie_breaks,
                                admission, entries_close_at, starts_at, min_entrants, max_entrants, created_by, allow_bots)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [
        t.clubId,
        t.name,
        t.variant,
        t.format,
        t.formatOptions,
        t.options,
        t.timeControl,
        t.pointsTable,
        t.tieBreaks,
        t.admission,
        t.entriesCloseAt,
        t.startsAt,
        t.minEntrants,
        t.maxEntrants,
        t.createdBy,
        t.allowBots,
      ],
    );
    return rows[0].id;
  }

  async update(m: EntityManager, id: string, t: TournamentSettings): Promise<void> {
    await m.query(
      `UPDATE tournaments SET name = $2, format_options = $3, options = $4, time_control = $5, points_table = $6, tie_breaks = $7,
              admission = $8, entries_close_at = $9, starts_at = $10, min_entrants = $11, max_entrants = $12,
              allow_bots = $13
        WHERE id = $1`,
      [
        id,
        t.name,
        t.formatOptions,
        t.options,
        t.timeControl,
        t.pointsTable,
        t.tieBreaks,
        t.admission,
        t.entriesCloseAt,
        t.startsAt,
        t.minEntrants,
        t.maxEntrants,
        t.allowBots,
      ],
    );
  }

  /** Started: `running`, or `starting` while a job still creates the games. */
  async setStarted(
    m: EntityManager,
    id: string,
    rounds: number,
    schedule: unknown,
    at: Date,
    state: 'running' | 'starting' = 'running',
  ): Promise<void> {
    await m.query(
      `UPDATE tournaments SET state = $5, rounds = $2, current_round = 1, schedule = $3, started_at = $4 WHERE id = $1`,
      [id, rounds, schedule === null ? null : JSON.stringify(schedule), at, state],
    );
  }

  /** Every game of a `starting` event exists: it runs (a round robin: all its rounds at once). */
  async setRunning(m: EntityManager, id: string, round: number): Promise<void> {
    await m.query(
      `UPDATE tournaments SET state = 'running', current_round = $2, round_plan = NULL WHERE id = $1 AND state = 'starting'`,
      [id, round],
    );
  }

  /** A round too big for one transaction: `starting` again, with its tables fixed for the job. */
  async setRoundPlan(m: EntityManager, id: string, plan: RoundPlan): Promise<void> {
    await m.query(`UPDATE tournaments SET state = 'starting', current_round = $2, round_plan = $3 WHERE id = $1`, [
      id,
      plan.round,
      JSON.stringify(plan),
    ]);
  }

  async setRound(m: EntityManager, id: string, round: number): Promise<void> {
    await m.query(`UPDATE tournaments SET current_round = $2 WHERE id = $1`, [id, round]);
  }

  async setFinished(m: EntityManager, id: string, at: Date): Promise<void> {
    await m.query(`UPDATE tournaments SET state = 'finished', finished_at = $2 WHERE id = $1`, [id, at]);
  }

  /** The entry of a user, if any (withdrawn ones too). */
  async entry(m: EntityManager, tournamentId: string, userId: string): Promise<EntryRow | null> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT e.*, u.username, u.display_name, u.bot FROM tournament_entries e JOIN users u ON u.id = e.user_id
        WHERE e.tournament_id = $1 AND e.user_id = $2`,
      [tournamentId, userId],
    );
    return rows.length > 0 ? toEntry(rows[0]) : null;
  }

  /** A new entry, or a withdrawn one renewed (before the start). */
  async enter(m: EntityManager, tournamentId: string, userId: string, addedBy: string | null): Promise<void> {
    await m.query(
      `INSERT INTO tournament_entries (tournament_id, user_id, added_by) VALUES ($1, $2, $3)
       ON CONFLICT (tournament_id, user_id) DO UPDATE SET state = 'entered', withdrawn_at = NULL, entered_at = now(), added_by = $3`,
      [tournamentId, userId, addedBy],
    );
  }

  /** Before the start an entry simply goes; after it, it stays as withdrawn (its games remain). */
  async removeEntry(m: EntityManager, tournamentId: string, userId: string): Promise<void> {
    await m.query(`DELETE FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2`, [tournamentId, userId]);
  }

  async withdraw(m: EntityManager, tournamentId: string, userId: string, at: Date): Promise<void> {
    await m.query(
      `UPDATE tournament_entries SET state = 'withdrawn', withdrawn_at = $3 WHERE tournament_id = $1 AND user_id = $2`,
      [tournamentId, userId, at],
    );
  }

  /** Every entry not withdrawn, in the order they entered (the start seeds them). */
  async entered(m: EntityManager, tournamentId: string): Promise<EntryRow[]> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT e.*, u.username, u.display_name, u.bot FROM tournament_entries e JOIN users u ON u.id = e.user_id
        WHERE e.tournament_id = $1 AND e.state = 'entered' ORDER BY e.entered_at, e.user_id`,
      [tournamentId],
    );
    return rows.map(toEntry);
  }

  /** Every entry, withdrawn ones too, by seed (standings and crosstables). */
  async allEntries(m: EntityManager, tournamentId: string): Promise<EntryRow[]> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT e.*, u.username, u.display_name, u.bot FROM tournament_entries e JOIN users u ON u.id = e.user_id
        WHERE e.tournament_id = $1 ORDER BY e.seed NULLS LAST, e.entered_at, e.user_id`,
      [tournamentId],
    );
    return rows.map(toEntry);
  }

  /** Up to `limit` entries in the order they entered, after the one given. */
  async entriesPage(
    m: EntityManager,
    tournamentId: string,
    after: { enteredAt: string; userId: string } | undefined,
    limit: number,
  ): Promise<EntryRow[]> {
    const rows: Record<string, unknown>[] = after
      ? await m.query(
          `SELECT e.*, u.username, u.display_name, u.bot FROM tournament_entries e JOIN users u ON u.id = e.user_id
            WHERE e.tournament_id = $1 AND (e.entered_at, e.user_id) > ($2::timestamptz, $3::uuid)
            ORDER BY e.entered_at, e.user_id LIMIT $4`,
          [tournamentId, after.enteredAt, after.userId, limit],
        )
      : await m.query(
          `SELECT e.*, u.username, u.display_name, u.bot FROM tournament_entries e JOIN users u ON u.id = e.user_id
            WHERE e.tournament_id = $1 ORDER BY e.entered_at, e.user_id LIMIT $2`,
          [tournamentId, limit],
        );
    return rows.map(toEntry);
  }

  /** Seeds in the order given (the start). */
  async setSeeds(m: EntityManager, tournamentId: string, userIds: readonly string[]): Promise<void> {
    await m.query(
      `UPDATE tournament_entries e SET seed = s.seed
         FROM unnest($2::uuid[]) WITH ORDINALITY AS s (user_id, seed)
        WHERE e.tournament_id = $1 AND e.user_id = s.user_id`,
      [tournamentId, userIds],
    );
  }

  /** 007 ratings (community/ratings' Glicko-2) of the users, where they have one. */
  async ratings007(m: EntityManager, userIds: readonly string[]): Promise<Map<string, number>> {
    const rows: { user_id: string; rating: number }[] = await m.query(
      `SELECT user_id, rating FROM ratings WHERE user_id = ANY($1::uuid[])`,
      [userIds],
    );
    return new Map(rows.map((r) => [r.user_id, Number(r.rating)]));
  }

  async appendEvent(
    m: EntityManager,
    e: {
      tournamentId: string;
      type: TournamentEventType;
      round?: number | null;
      gameId?: string | null;
      actorId: string | null;
      payload?: Record<string, unknown>;
    },
  ): Promise<void> {
    await m.query(
      `INSERT INTO tournament_events (tournament_id, type, round, game_id, actor_id, payload) VALUES ($1, $2, $3, $4, $5, $6)`,
      [e.tournamentId, e.type, e.round ?? null, e.gameId ?? null, e.actorId, e.payload ?? {}],
    );
  }

  /** Up to `limit` entries of the log, newest first, older than the id `before`. */
  async events(m: EntityManager, tournamentId: string, before: string | undefined, limit: number) {
    const cols = `SELECT e.id::text, e.type, e.round, e.game_id, e.payload, e.created_at, u.id AS actor_id, u.username, u.display_name
                    FROM tournament_events e LEFT JOIN users u ON u.id = e.actor_id`;
    // Two statements, each in the index's order: with `$2 IS NULL OR …` in one, the planner walked
    // the primary key past other events' lines. The event is bounded from both sides, not equated,
    // and ordered by it too: with `=` the planner drops the event from the order and may walk the
    // primary key backwards, past every newer line of other events, when one event holds most lines.
    const rows: Record<string, unknown>[] = before
      ? await m.query(
          `${cols} WHERE e.tournament_id >= $1 AND e.tournament_id <= $1 AND e.id < $2::bigint
            ORDER BY e.tournament_id, e.id DESC LIMIT $3`,
          [tournamentId, before, limit],
        )
      : await m.query(
          `${cols} WHERE e.tournament_id >= $1 AND e.tournament_id <= $1 ORDER BY e.tournament_id, e.id DESC LIMIT $2`,
          [tournamentId, limit],
        );
    return rows.map((r): TournamentEventRow => ({
      id: r.id as string,
      type: r.type as string,
      round: (r.round as number | null) ?? null,
      gameId: (r.game_id as string | null) ?? null,
      actor: r.actor_id
        ? { id: r.actor_id as string, username: r.username as string, displayName: r.display_name as string }
        : null,
      payload: r.payload as Record<string, unknown>,
      createdAt: r.created_at as Date,
    }));
  }
}

function toTournament(r: Record<string, unknown>): TournamentRow {
  return {
    id: r.id as string,
    clubId: r.club_id as string,
    name: r.name as string,
    variant: r.variant as TournamentRow['variant'],
    format: r.format as TournamentFormat,
    formatOptions: r.format_options as FormatOptions,
    options: r.options as Record<string, unknown>,
    timeControl: r.time_control as Record<string, unknown>,
    pointsTable: r.points_table as PointsTable,
    tieBreaks: r.tie_breaks as TieBreak[],
    admission: r.admission as TournamentRow['admission'],
    allowBots: r.allow_bots as boolean,
    entriesCloseAt: (r.entries_close_at as Date | null) ?? null,
    startsAt: (r.starts_at as Date | null) ?? null,
    minEntrants: r.min_entrants as number,
    maxEntrants: r.max_entrants as number,
    state: r.state as TournamentState,
    rounds: r.rounds as number,
    currentRound: r.current_round as number,
    schedule: (r.schedule as TournamentRow['schedule']) ?? null,
    roundPlan: (r.round_plan as RoundPlan | null) ?? null,
    createdBy: r.created_by as string,
    createdAt: r.created_at as Date,
    startedAt: (r.started_at as Date | null) ?? null,
    finishedAt: (r.finished_at as Date | null) ?? null,
    entrants: r.entrants as number,
  };
}

function toEntry(r: Record<string, unknown>): EntryRow {
  return {
    userId: r.user_id as string,
    username: r.username as string,
    displayName: r.display_name as string,
    bot: r.bot === true,
    state: r.state as EntryRow['state'],
    seed: (r.seed as number | null) ?? null,
    enteredAt: r.entered_at as Date,
    withdrawnAt: (r.withdrawn_at as Date | null) ?? null,
  };
}
