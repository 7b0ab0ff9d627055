import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What the health checks ask the database. */
@Injectable()
export class HealthRepository {
  /** The PostgreSQL server's version: an answer proves the database is up. */
  async serverVersion(manager: EntityManager): Promise<string> {
    const rows = await manager.query(`SELECT current_setting('server_version') AS v`);
    return rows[0].v;
  }

  /** The server's version and the newest migration applied (its timestamp and name; null: none). */
  async schema(manager: EntityManager): Promise<{ serverVersion: string; latest: number | null; name: string | null }> {
    const [row] = await manager.query(
      `SELECT current_setting('server_version') AS v, m.timestamp::text AS latest, m.name
         FROM (SELECT 1) one LEFT JOIN (SELECT "timestamp", name FROM migrations ORDER BY "timestamp" DESC LIMIT 1) m ON true`,
    );
    return { serverVersion: row.v, latest: row.latest === null ? null : Number(row.latest), name: row.name };
  }
}
