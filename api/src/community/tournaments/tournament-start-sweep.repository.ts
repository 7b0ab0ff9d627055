import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** An event left `starting`: its id and who started it (the actor of its games' creation). */
export interface StalledStart {
  readonly tournamentId: string;
  readonly actorId: string;
}

/**
 * The starts whose job is gone: events `starting` with no `tournament-start` job waiting, retrying
 * or running in pg-boss's table (its retries spent, or its queue lost), oldest start first.
 */
@Injectable()
export class TournamentStartSweepRepository {
  async stalled(m: EntityManager, queue: string, limit: number): Promise<StalledStart[]> {
    const rows: { id: string; actor_id: string }[] = await m.query(
      `SELECT t.id, COALESCE(
                (SELECT e.actor_id FROM tournament_events e
                  WHERE e.tournament_id = t.id AND e.type = 'started' AND e.actor_id IS NOT NULL
                  ORDER BY e.id DESC LIMIT 1),
                t.created_by) AS actor_id
         FROM tournaments t
        WHERE t.state = 'starting'
          AND NOT EXISTS (
                SELECT 1 FROM pgboss.job j
                 WHERE j.name = $1 AND j.state IN ('created', 'retry', 'active')
                   AND j.data->>'tournamentId' = t.id::text)
        ORDER BY t.started_at, t.id
        LIMIT $2`,
      [queue, limit],
    );
    return rows.map((r) => ({ tournamentId: r.id, actorId: r.actor_id }));
  }
}
