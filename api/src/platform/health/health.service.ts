import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_VERSION } from '../config/version';
import { HealthRepository } from './health.repository';

export interface HealthReport {
  status: 'ok' | 'degraded';
  version: string;
  database: { status: 'up' | 'down'; latencyMs?: number; serverVersion?: string };
}

/** Gives up on a database that does not answer within this time: health must answer quickly. */
const DB_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly database: HealthRepository,
  ) {}

  async check(): Promise<HealthReport> {
    const started = process.hrtime.bigint();
    try {
      const serverVersion = await withTimeout(this.database.serverVersion(this.dataSource.manager), DB_TIMEOUT_MS);
      const latencyMs = Number(process.hrtime.bigint() - started) / 1e6;
      return {
        status: 'ok',
        version: APP_VERSION,
        database: { status: 'up', latencyMs: Math.round(latencyMs * 10) / 10, serverVersion },
      };
    } catch {
      return { status: 'degraded', version: APP_VERSION, database: { status: 'down' } };
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
