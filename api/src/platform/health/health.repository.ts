import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What the health check asks the database. */
@Injectable()
export class HealthRepository {
  /** The PostgreSQL server's version: an answer proves the database is up. */
  async serverVersion(manager: EntityManager): Promise<string> {
    const rows = await manager.query(`SELECT current_setting('server_version') AS v`);
    return rows[0].v;
  }
}
