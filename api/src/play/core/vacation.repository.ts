import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DAY_MS, type Pause } from './pauses';

/** A vacation as stored: whole UTC days, `from` to `to` inclusive (`YYYY-MM-DD`). */
export interface StoredVacation {
  readonly id: string;
  readonly from: string;
  readonly to: string;
}

/**
 * The vacations of users (`vacations`): as clock pauses for the games, and as the vacation
 * feature keeps them. A vacation is whole days, `starts_on` to `ends_on` inclusive, counted in
 * UTC (one calendar for every player of a game, whatever their zones).
 */
@Injectable()
export class VacationRepository {
  async byUser(manager: EntityManager, userIds: readonly string[]): Promise<Map<string, Pause[]>> {
    const out = new Map<string, Pause[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return out;
    const rows: { user_id: string; starts_on: string; ends_on: string }[] = await manager.query(
      `SELECT user_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on
         FROM vacations WHERE user_id = ANY($1::uuid[])`,
      [userIds],
    );
    for (const r of rows) out.get(r.user_id)?.push(vacationPause(r.starts_on, r.ends_on));
    return out;
  }

  /** Per user, the first of their vacations that is not over by `today` (running or to come). */
  async nextOf(
    manager: EntityManager,
    userIds: readonly string[],
    today: string,
  ): Promise<Map<string, { startsOn: string; endsOn: string }>> {
    const rows: { user_id: string; starts_on: string; ends_on: string }[] = await manager.query(
      `SELECT DISTINCT ON (user_id) user_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on
         FROM vacations WHERE user_id = ANY($1::uuid[]) AND ends_on >= $2::date ORDER BY user_id, starts_on`,
      [userIds, today],
    );
    return new Map(rows.map((r) => [r.user_id, { startsOn: r.starts_on, endsOn: r.ends_on }]));
  }

  /**
   * Locks the user's row until the caller's transaction ends: it serialises one user's vacation
   * changes, so two requests cannot both fit the allowance.
   */
  async lockUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  }

  /** The user's vacations, earliest first. */
  async ofUser(manager: EntityManager, userId: string): Promise<StoredVacation[]> {
    return manager.query(
      `SELECT id, to_char(starts_on, 'YYYY-MM-DD') AS "from", to_char(ends_on, 'YYYY-MM-DD') AS "to"
         FROM vacations WHERE user_id = $1 ORDER BY starts_on`,
      [userId],
    );
  }

  /** A new vacation; its id. */
  async insert(manager: EntityManager, userId: string, from: string, to: string): Promise<string> {
    const [row] = await manager.query(
      `INSERT INTO vacations (user_id, starts_on, ends_on) VALUES ($1, $2, $3) RETURNING id`,
      [userId, from, to],
    );
    return row.id;
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM vacations WHERE id = $1`, [id]);
  }

  /** Ends a running vacation early, on `endsOn`. */
  async endOn(manager: EntityManager, id: string, endsOn: string): Promise<void> {
    await manager.query(`UPDATE vacations SET ends_on = $2 WHERE id = $1`, [id, endsOn]);
  }
}

export function vacationPause(startsOn: string, endsOn: string): Pause {
  return { start: Date.parse(`${startsOn}T00:00:00Z`), end: Date.parse(`${endsOn}T00:00:00Z`) + DAY_MS };
}
