import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_VERSION } from '../config/version';
import { knownMigrations } from '../database/database-options';
import { JobsService } from '../jobs/jobs.service';
import { PgListener } from '../jobs/pg-listener';
import { HealthRepository } from './health.repository';

export interface HealthReport {
  status: 'ok' | 'degraded';
  version: string;
  database: { status: 'up' | 'down'; latencyMs?: number; serverVersion?: string };
}

export interface ReadinessReport {
  status: 'ready' | 'not-ready';
  version: string;
  database: HealthReport['database'];
  /** `current`: every migration this code knows is applied; `behind`: some are not; `unknown`: no answer. */
  migrations: { status: 'current' | 'behind' | 'unknown'; applied?: string | null; expected: number };
  /** The job runner and its workers (`started`), or still coming up (`starting`). */
  workers: { status: 'started' | 'starting' };
  /** The LISTEN connection the live streams and wake-ups depend on. */
  listener: { status: 'up' | 'down' };
}

/** Gives up on a database that does not answer within this time: health must answer quickly. */
const DB_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  /** The newest migration of this code: the database must have it for the instance to be ready. */
  private readonly expected = knownMigrations().at(-1)?.timestamp ?? 0;
  private readonly startedAt = Date.now();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly database: HealthRepository,
    private readonly jobs: JobsService,
    private readonly listener: PgListener,
  ) {}

  async check(): Promise<HealthReport> {
    const started = process.hrtime.bigint();
    try {
      const serverVersion = await withTimeout(this.database.serverVersion(this.dataSource.manager), DB_TIMEOUT_MS);
      return {
        status: 'ok',
        version: APP_VERSION,
        database: { status: 'up', latencyMs: since(started), serverVersion },
      };
    } catch {
      return { status: 'degraded', version: APP_VERSION, database: { status: 'down' } };
    }
  }

  /** The process runs: nothing else is asked (a liveness probe restarts a process that fails it). */
  live(): { status: 'ok'; version: string; uptimeSeconds: number } {
    return { status: 'ok', version: APP_VERSION, uptimeSeconds: Math.floor((Date.now() - this.startedAt) / 1000) };
  }

  /** Whether this instance should be sent requests: database up, schema current, workers and LISTEN running. */
  async ready(): Promise<ReadinessReport> {
    const started = process.hrtime.bigint();
    let database: ReadinessReport['database'] = { status: 'down' };
    let migrations: ReadinessReport['migrations'] = { status: 'unknown', expected: this.expected };
    try {
      const schema = await withTimeout(this.database.schema(this.dataSource.manager), DB_TIMEOUT_MS);
      database = { status: 'up', latencyMs: since(started), serverVersion: schema.serverVersion };
      migrations = {
        status: (schema.latest ?? 0) >= this.expected ? 'current' : 'behind',
        applied: schema.name,
        expected: this.expected,
      };
    } catch {
      // reported as down
    }
    const workers: ReadinessReport['workers'] = { status: this.jobs.workersStarted ? 'started' : 'starting' };
    const listener: ReadinessReport['listener'] = { status: this.listener.connected ? 'up' : 'down' };
    const ready =
      database.status === 'up' &&
      migrations.status === 'current' &&
      workers.status === 'started' &&
      listener.status === 'up';
    return { status: ready ? 'ready' : 'not-ready', version: APP_VERSION, database, migrations, workers, listener };
  }
}

function since(started: bigint): number {
  return Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
