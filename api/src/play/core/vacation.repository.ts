import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DAY_MS, type Pause } from './pauses';

/**
 * The vacations of users as clock pauses. A vacation is whole days, `starts_on` to `ends_on`
 * inclusive, counted in UTC (one calendar for every player of a game, whatever their zones).
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
}

export function vacationPause(startsOn: string, endsOn: string): Pause {
  return { start: Date.parse(`${startsOn}T00:00:00Z`), end: Date.parse(`${endsOn}T00:00:00Z`) + DAY_MS };
}
