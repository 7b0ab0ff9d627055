import type { EntityManager } from 'typeorm';
import type { SeasonDto } from './dto/ladder.dto';

// Seasons are dates in UTC: the server's idea of "today" does not depend on its time zone.
const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

const SEASON_COLUMNS = `id, name, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on,
  (starts_on <= ${TODAY} AND ends_on >= ${TODAY}) AS current, counted_games`;

export function toSeason(r: Record<string, unknown>): SeasonDto {
  return {
    id: r.id as string,
    name: r.name as string,
    startsOn: r.starts_on as string,
    endsOn: r.ends_on as string,
    current: r.current as boolean,
    countedGames: r.counted_games as number,
  };
}

export async function seasonsOf(m: EntityManager, ladderId: string): Promise<SeasonDto[]> {
  const rows: Record<string, unknown>[] = await m.query(
    `SELECT ${SEASON_COLUMNS} FROM ladder_seasons WHERE ladder_id = $1 ORDER BY starts_on DESC`,
    [ladderId],
  );
  return rows.map(toSeason);
}

export async function currentSeason(m: EntityManager, ladderId: string): Promise<SeasonDto | null> {
  const rows: Record<string, unknown>[] = await m.query(
    `SELECT ${SEASON_COLUMNS} FROM ladder_seasons WHERE ladder_id = $1 AND starts_on <= ${TODAY} AND ends_on >= ${TODAY}`,
    [ladderId],
  );
  return rows.length > 0 ? toSeason(rows[0]) : null;
}

/** The season a standings request means: the given one, else current, else the latest started, else the first. */
export async function seasonFor(m: EntityManager, ladderId: string, seasonId?: string): Promise<SeasonDto | null> {
  const rows: Record<string, unknown>[] = await m.query(
    `SELECT ${SEASON_COLUMNS} FROM ladder_seasons WHERE ladder_id = $1 AND ($2::uuid IS NULL OR id = $2::uuid)
      ORDER BY (starts_on <= ${TODAY} AND ends_on >= ${TODAY}) DESC, (starts_on <= ${TODAY}) DESC,
               CASE WHEN starts_on <= ${TODAY} THEN starts_on END DESC, starts_on ASC
      LIMIT 1`,
    [ladderId, seasonId ?? null],
  );
  return rows.length > 0 ? toSeason(rows[0]) : null;
}
