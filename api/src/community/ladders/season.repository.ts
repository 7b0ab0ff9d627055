import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface SeasonRow {
  readonly id: string;
  readonly name: string;
  /** YYYY-MM-DD, as the season's days are: dates in UTC. */
  readonly startsOn: string;
  readonly endsOn: string;
  /** Whether today (UTC) is one of its days. */
  readonly current: boolean;
  readonly countedGames: number;
}

// Seasons are dates in UTC: the server's idea of "today" does not depend on its time zone.
const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

const SEASON_COLUMNS = `id, name, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on,
  (starts_on <= ${TODAY} AND ends_on >= ${TODAY}) AS current, counted_games`;

/**
 * The seasons of ladders (`ladder_seasons`) and the count of games each has counted. A season's
 * row is the lock between counting a game (FOR KEY SHARE) and rebuilding its standings (FOR UPDATE).
 */
@Injectable()
export class SeasonRepository {
  /** A ladder's seasons, the latest first. */
  async ofLadder(m: EntityManager, ladderId: string): Promise<SeasonRow[]> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT ${SEASON_COLUMNS} FROM ladder_seasons WHERE ladder_id = $1 ORDER BY starts_on DESC`,
      [ladderId],
    );
    return rows.map(toSeason);
  }

  /** The season running today, if any. */
  async current(m: EntityManager, ladderId: string): Promise<SeasonRow | null> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT ${SEASON_COLUMNS} FROM ladder_seasons WHERE ladder_id = $1 AND starts_on <= ${TODAY} AND ends_on >= ${TODAY}`,
      [ladderId],
    );
    return rows.length > 0 ? toSeason(rows[0]) : null;
  }

  /** The season a standings request means: the given one, else current, else the latest started, else the first. */
  async meant(m: EntityManager, ladderId: string, seasonId?: string): Promise<SeasonRow | null> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT ${SEASON_COLUMNS} FROM ladder_seasons WHERE ladder_id = $1 AND ($2::uuid IS NULL OR id = $2::uuid)
        ORDER BY (starts_on <= ${TODAY} AND ends_on >= ${TODAY}) DESC, (starts_on <= ${TODAY}) DESC,
                 CASE WHEN starts_on <= ${TODAY} THEN starts_on END DESC, starts_on ASC
        LIMIT 1`,
      [ladderId, seasonId ?? null],
    );
    return rows.length > 0 ? toSeason(rows[0]) : null;
  }

  /** The name of a season of the ladder that shares a day with the dates, if any. */
  async overlapping(m: EntityManager, ladderId: string, startsOn: string, endsOn: string): Promise<string | null> {
    const overlap: { name: string }[] = await m.query(
      `SELECT name FROM ladder_seasons WHERE ladder_id = $1 AND starts_on <= $3::date AND ends_on >= $2::date`,
      [ladderId, startsOn, endsOn],
    );
    return overlap.length > 0 ? overlap[0].name : null;
  }

  async insert(
    m: EntityManager,
    ladderId: string,
    season: { name: string; startsOn: string; endsOn: string },
  ): Promise<string> {
    const [{ id }] = await m.query(
      `INSERT INTO ladder_seasons (ladder_id, name, starts_on, ends_on) VALUES ($1, $2, $3, $4) RETURNING id`,
      [ladderId, season.name, season.startsOn, season.endsOn],
    );
    return id;
  }

  /** Keeps a rebuild of the season out while a game of it is counted or annulled. */
  async shareLock(m: EntityManager, seasonId: string): Promise<void> {
    await m.query(`SELECT 1 FROM ladder_seasons WHERE id = $1 FOR KEY SHARE`, [seasonId]);
  }

  /** Waits for the games being counted in the season, and keeps new ones out until commit. */
  async lock(m: EntityManager, seasonId: string): Promise<void> {
    await m.query(`SELECT 1 FROM ladder_seasons WHERE id = $1 FOR UPDATE`, [seasonId]);
  }

  async countOneMore(m: EntityManager, seasonId: string): Promise<void> {
    await m.query(`UPDATE ladder_seasons SET counted_games = counted_games + 1 WHERE id = $1`, [seasonId]);
  }

  async countOneLess(m: EntityManager, seasonId: string): Promise<void> {
    await m.query(`UPDATE ladder_seasons SET counted_games = counted_games - 1 WHERE id = $1`, [seasonId]);
  }

  async setCounted(m: EntityManager, seasonId: string, games: number): Promise<void> {
    await m.query(`UPDATE ladder_seasons SET counted_games = $2 WHERE id = $1`, [seasonId, games]);
  }
}

function toSeason(r: Record<string, unknown>): SeasonRow {
  return {
    id: r.id as string,
    name: r.name as string,
    startsOn: r.starts_on as string,
    endsOn: r.ends_on as string,
    current: r.current as boolean,
    countedGames: r.counted_games as number,
  };
}
