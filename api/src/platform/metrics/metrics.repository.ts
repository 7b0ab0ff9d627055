import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface DatabaseFigures {
  games: Record<string, number>;
  outbox: { pending: number; oldest: number | null };
  webhooks: { pending: number; oldest: number | null };
  queues: Record<string, number>;
}

/** The figures `/metrics` reads from the database when scraped, in one statement. */
@Injectable()
export class MetricsRepository {
  async figures(m: EntityManager): Promise<DatabaseFigures> {
    const [row] = await m.query(
      `SELECT (SELECT coalesce(json_object_agg(status, n), '{}') FROM (SELECT status, count(*)::int AS n FROM games GROUP BY status) s) AS games,
              (SELECT json_build_object('pending', count(*), 'oldest', extract(epoch FROM now() - min(created_at)))
                 FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL) AS outbox,
              (SELECT json_build_object('pending', count(*), 'oldest', extract(epoch FROM now() - min(created_at)))
                 FROM webhook_deliveries WHERE delivered_at IS NULL AND failed_at IS NULL) AS webhooks,
              (SELECT coalesce(json_object_agg(name, n), '{}')
                 FROM (SELECT name, count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry') GROUP BY name) q) AS queues`,
    );
    return row as DatabaseFigures;
  }
}
