import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ACTION_TYPES } from '@entente/engine';
import type { RatingRole } from '../../play/reputation/reputation';
import { ClubRepository } from '../clubs/club.repository';
import type { TrackChange } from './coalition-game-rating';
import type { HeldSeat, RatedTeamInput } from './coalition-teams';
import type { Skill } from './openskill';
import type { RatedPerson } from './rating.repository';

/** A track's stored rating, as a rated game reads it under its lock. */
export interface StoredTrack {
  readonly userId: string;
  readonly role: RatingRole;
  readonly mu: number;
  readonly sigma: number;
  readonly games: number;
}

/** A rated game after the annulled one, as the replay reads it: its teams and its changes. */
export interface LaterGame {
  readonly seq: string;
  readonly teams: readonly RatedTeamInput[];
  readonly changes: readonly TrackChange[];
}

/** One line of a leaderboard. */
export interface BoardRow {
  readonly user: RatedPerson;
  readonly mu: number;
  readonly sigma: number;
  readonly ordinal: number;
  readonly games: number;
  readonly updatedAt: Date;
}

/** One of a player's rated games in one track, newest first. */
export interface CoalitionHistoryRow {
  readonly seq: string;
  readonly gameId: string;
  readonly ratedAt: Date;
  readonly teams: readonly RatedTeamInput[];
  readonly before: Skill;
  readonly after: Skill;
  readonly visible: boolean;
}

const ACTIONS = [...ACTION_TYPES];

/**
 * The Coalition Chess ratings (`coalition_ratings`, one row per player and track), the rated games
 * in the order they were rated with their teams (`coalition_rated_games`) and each track's rating
 * before and after each game (`coalition_rating_changes`). Writers lock rating rows in (user, role) order; an
 * annulment's replay takes the table's lock first (docs/ratings.md).
 */
@Injectable()
export class CoalitionRatingRepository {
  /**
   * Who held each seat of the game, with the actions each made for it: the game's events of that
   * seat between the event that gave the holder the seat and the one that passed it on. A time-out's
   * resignation is no action of the holder's.
   */
  async holdings(m: EntityManager, gameId: string): Promise<HeldSeat[]> {
    const rows: { seat: string; user_id: string | null; computer: string | null; actions: number }[] = await m.query(
      `SELECT h.seat, h.user_id, h.computer,
              (SELECT count(*)::int FROM game_events e
                WHERE e.game_id = h.game_id AND e.seat = h.seat AND e.seq > h.since_seq
                  AND (h.until_seq IS NULL OR e.seq <= h.until_seq) AND e.type = ANY($2::text[])
                  AND coalesce(e.payload #>> '{action,reason}', '') <> 'timeout') AS actions
         FROM seat_holders h WHERE h.game_id = $1 ORDER BY h.since_seq, h.seat`,
      [gameId, ACTIONS],
    );
    return rows.map((r) => ({
      seat: r.seat,
      userId: r.user_id,
      computer: r.computer as HeldSeat['computer'],
      actions: r.actions,
    }));
  }

  /** A new player's rows in the tracks they lack (as of `at`), in (user, role) order. */
  async addMissing(m: EntityManager, tracks: readonly { userId: string; role: RatingRole }[], new_: Skill, at: Date) {
    await m.query(
      `INSERT INTO coalition_ratings (user_id, role, mu, sigma, games, updated_at)
       SELECT t.user_id, t.role, $3, $4, 0, $5 FROM unnest($1::uuid[], $2::text[]) AS t(user_id, role)
       ORDER BY t.user_id, t.role
       ON CONFLICT DO NOTHING`,
      [tracks.map((t) => t.userId), tracks.map((t) => t.role), new_.mu, new_.sigma, at],
    );
  }

  /** The players' rows in every track under FOR UPDATE, locked in (user, role) order. */
  async lock(m: EntityManager, userIds: readonly string[]): Promise<StoredTrack[]> {
    const rows: { user_id: string; role: RatingRole; mu: number; sigma: number; games: number }[] = await m.query(
      `SELECT user_id, role, mu, sigma, games FROM coalition_ratings WHERE user_id = ANY($1::uuid[])
        ORDER BY user_id, role FOR UPDATE`,
      [userIds],
    );
    return rows.map((r) => ({ userId: r.user_id, role: r.role, mu: r.mu, sigma: r.sigma, games: r.games }));
  }

  /** The tracks' new ratings, with `addGames` more games each (−1 after an annulment). */
  async save(
    m: EntityManager,
    tracks: readonly { userId: string; role: RatingRole; skill: Skill }[],
    addGames: number,
    at: Date | null,
  ): Promise<void> {
    if (tracks.length === 0) return;
    await m.query(
      `UPDATE coalition_ratings c
          SET mu = t.mu, sigma = t.sigma, games = c.games + $5, updated_at = coalesce($6, c.updated_at)
         FROM unnest($1::uuid[], $2::text[], $3::float8[], $4::float8[]) AS t(user_id, role, mu, sigma)
        WHERE c.user_id = t.user_id AND c.role = t.role`,
      [
        tracks.map((t) => t.userId),
        tracks.map((t) => t.role),
        tracks.map((t) => t.skill.mu),
        tracks.map((t) => t.skill.sigma),
        addGames,
        at,
      ],
    );
  }

  /** The rated game with its teams, and each track's change; its place in the order. */
  async addRatedGame(
    m: EntityManager,
    gameId: string,
    teams: readonly RatedTeamInput[],
    changes: readonly TrackChange[],
    at: Date,
  ): Promise<string> {
    const [{ seq }]: { seq: string }[] = await m.query(
      `INSERT INTO coalition_rated_games (game_id, teams, rated_at) VALUES ($1, $2::jsonb, $3) RETURNING seq`,
      [gameId, JSON.stringify(teams), at],
    );
    await m.query(
      `INSERT INTO coalition_rating_changes (seq, user_id, role, mu_before, sigma_before, mu_after, sigma_after)
       SELECT $1, * FROM unnest($2::uuid[], $3::text[], $4::float8[], $5::float8[], $6::float8[], $7::float8[])`,
      [seq, ...changeColumns(changes)],
    );
    return seq;
  }

  /** Keeps every writer of Coalition ratings waiting until the annulment's replay commits. */
  async lockTable(m: EntityManager): Promise<void> {
    await m.query(`LOCK TABLE coalition_ratings IN SHARE ROW EXCLUSIVE MODE`);
  }

  /** Marks the game's rating annulled; its place in the order and its changes, or null if it was not rated. */
  async annulRatedGame(m: EntityManager, gameId: string): Promise<{ seq: string; changes: TrackChange[] } | null> {
    const rows: { seq: string; changes: ChangeJson[] }[] = await m.query(
      `UPDATE coalition_rated_games g SET annulled = true WHERE g.game_id = $1 AND NOT g.annulled
       RETURNING g.seq, (SELECT json_agg(c ORDER BY c.user_id, c.role) FROM coalition_rating_changes c WHERE c.seq = g.seq) AS changes`,
      [gameId],
    );
    const row = firstRow<{ seq: string; changes: ChangeJson[] | null }>(rows);
    return row ? { seq: row.seq, changes: (row.changes ?? []).map(fromChangeJson) } : null;
  }

  /** The rated games after `seq` that are not annulled, in order, with their teams and changes. */
  async gamesAfter(m: EntityManager, seq: string): Promise<LaterGame[]> {
    const rows: { seq: string; teams: RatedTeamInput[]; changes: ChangeJson[] }[] = await m.query(
      `SELECT g.seq, g.teams,
              (SELECT json_agg(c ORDER BY c.user_id, c.role) FROM coalition_rating_changes c WHERE c.seq = g.seq) AS changes
         FROM coalition_rated_games g WHERE g.seq > $1 AND NOT g.annulled ORDER BY g.seq`,
      [seq],
    );
    return rows.map((r) => ({ seq: r.seq, teams: r.teams, changes: (r.changes ?? []).map(fromChangeJson) }));
  }

  /** The replayed games' changes, many at once: (seq, user, role) → before and after. */
  async rerate(m: EntityManager, rows: readonly { seq: string; change: TrackChange }[]): Promise<void> {
    if (rows.length === 0) return;
    await m.query(
      `UPDATE coalition_rating_changes c
          SET mu_before = t.mu_before, sigma_before = t.sigma_before, mu_after = t.mu_after, sigma_after = t.sigma_after
         FROM unnest($1::bigint[], $2::uuid[], $3::text[], $4::float8[], $5::float8[], $6::float8[], $7::float8[])
              AS t(seq, user_id, role, mu_before, sigma_before, mu_after, sigma_after)
        WHERE c.seq = t.seq AND c.user_id = t.user_id AND c.role = t.role`,
      [rows.map((r) => r.seq), ...changeColumns(rows.map((r) => r.change))],
    );
  }

  /**
   * Up to `limit` players of a track with at least five rated games, highest ordinal first, after
   * `after`. The threshold is written out: the partial index coalition_ratings_board_idx has it.
   */
  async board(
    m: EntityManager,
    role: RatingRole,
    after: { ordinal: number; userId: string } | undefined,
    limit: number,
  ): Promise<BoardRow[]> {
    const params: unknown[] = [role];
    let where = '';
    if (after) {
      params.push(after.ordinal, after.userId);
      where = `AND (c.ordinal, c.user_id) < ($2::float8, $3::uuid)`;
    }
    params.push(limit);
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT c.user_id, u.username, u.display_name, u.bot, c.mu, c.sigma, c.ordinal, c.games, c.updated_at
         FROM coalition_ratings c JOIN users u ON u.id = c.user_id
        WHERE c.role = $1 AND c.games >= 5 ${where}
        ORDER BY c.ordinal DESC, c.user_id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map((r) => ({
      user: {
        id: r.user_id as string,
        username: r.username as string,
        displayName: r.display_name as string,
        ...(r.bot === true ? { bot: true as const } : {}),
      },
      mu: r.mu as number,
      sigma: r.sigma as number,
      ordinal: r.ordinal as number,
      games: r.games as number,
      updatedAt: r.updated_at as Date,
    }));
  }

  /** A player's tracks (those they were rated in). */
  async tracksOf(m: EntityManager, userId: string): Promise<(StoredTrack & { updatedAt: Date })[]> {
    const rows: { user_id: string; role: RatingRole; mu: number; sigma: number; games: number; updated_at: Date }[] =
      await m.query(
        `SELECT user_id, role, mu, sigma, games, updated_at FROM coalition_ratings WHERE user_id = $1 ORDER BY role`,
        [userId],
      );
    return rows.map((r) => ({
      userId: r.user_id,
      role: r.role,
      mu: r.mu,
      sigma: r.sigma,
      games: r.games,
      updatedAt: r.updated_at,
    }));
  }

  /** A player's last `limit` rated games of a track not annulled, newest first, as the caller may see them. */
  async history(
    m: EntityManager,
    userId: string,
    role: RatingRole,
    callerId: string,
    limit: number,
  ): Promise<CoalitionHistoryRow[]> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT c.seq, g.game_id, g.rated_at, g.teams, c.mu_before, c.sigma_before, c.mu_after, c.sigma_after,
              (cl.id IS NULL OR ${ClubRepository.visibleSql('cl', '$3')}) AS visible
         FROM coalition_rating_changes c JOIN coalition_rated_games g ON g.seq = c.seq
         LEFT JOIN ladder_games lg ON lg.game_id = g.game_id LEFT JOIN ladders l ON l.id = lg.ladder_id
         LEFT JOIN clubs cl ON cl.id = l.club_id
        WHERE c.user_id = $1 AND c.role = $2 AND NOT g.annulled
        ORDER BY c.seq DESC LIMIT $4`,
      [userId, role, callerId, limit],
    );
    return rows.map((r) => ({
      seq: r.seq as string,
      gameId: r.game_id as string,
      ratedAt: r.rated_at as Date,
      teams: r.teams as RatedTeamInput[],
      before: { mu: r.mu_before as number, sigma: r.sigma_before as number },
      after: { mu: r.mu_after as number, sigma: r.sigma_after as number },
      visible: r.visible as boolean,
    }));
  }
}

/** A change row as json_agg gives it. */
interface ChangeJson {
  user_id: string;
  role: RatingRole;
  mu_before: number;
  sigma_before: number;
  mu_after: number;
  sigma_after: number;
}

function fromChangeJson(c: ChangeJson): TrackChange {
  return {
    userId: c.user_id,
    role: c.role,
    before: { mu: c.mu_before, sigma: c.sigma_before },
    after: { mu: c.mu_after, sigma: c.sigma_after },
  };
}

/** The changes as the columns of an unnest: user, role, μ and σ before, μ and σ after. */
function changeColumns(changes: readonly TrackChange[]): unknown[] {
  return [
    changes.map((c) => c.userId),
    changes.map((c) => c.role),
    changes.map((c) => c.before.mu),
    changes.map((c) => c.before.sigma),
    changes.map((c) => c.after.mu),
    changes.map((c) => c.after.sigma),
  ];
}

/** The first row a data-modifying statement returned, whatever TypeORM wraps it in. */
function firstRow<T>(result: unknown): T | undefined {
  if (Array.isArray(result) && Array.isArray(result[0])) return (result[0] as T[])[0];
  return (result as T[])[0];
}
