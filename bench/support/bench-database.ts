import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

export interface BenchDatabase {
  /** Connection URL of the migrated database `bench`. */
  readonly url: string;
  /** PID of the PostgreSQL server process (its backends are its children). */
  readonly serverPid: number;
  /** Stops PostgreSQL and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * A throw-away embedded PostgreSQL for one benchmark run: a temporary data folder, a free port,
 * a database `bench` with every migration applied. Cleans up after itself if start-up fails.
 */
export async function startBenchDatabase(label: string): Promise<BenchDatabase> {
  // Loaded on demand, after the benchmark's own set-up (the entities need reflect-metadata first).
  const { EmbeddedPostgres } = await import('../../api/src/platform/database/embedded-postgres');
  const { freePort } = await import('../../api/src/platform/config/free-port');
  const { runPendingMigrations } = await import('../../api/src/platform/database/migration-runner');

  const dataDir = mkdtempSync(path.join(tmpdir(), `entente-bench-${label}-pg-`));
  const pg = new EmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
  const stop = async () => {
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await pg.start();
    await pg.ensureDatabase('bench');
    const url = pg.url('bench');
    await runPendingMigrations(url);
    return { url, stop, serverPid: pg.pid! };
  } catch (error) {
    await stop();
    throw error;
  }
}
