import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { freePort } from '../../src/platform/config/free-port';
import { EmbeddedPostgres } from '../../src/platform/database/embedded-postgres';
import { runPendingMigrations } from '../../src/platform/database/migration-runner';
import { ensureApiBuild } from '../../../scripts/build';
import { ensureWebBuild } from '../../../scripts/lib/web-build';
import { ENV_ADMIN_URL, ENV_TEMPLATE_DB } from './test-env';

const TEMPLATE = 'entente_template';

interface HarnessState {
  pg: EmbeddedPostgres;
  dataDir: string;
  onSignal: (signal: NodeJS.Signals) => void;
}
const g = globalThis as typeof globalThis & { __ententeHarness?: HarnessState };

/**
 * Once per jest run (for the api and web projects): start one embedded PostgreSQL in a fresh
 * temporary folder on a free port, migrate a template database, and publish its address to the
 * test workers. Each test file then clones the template (fast: a file copy, no migrations).
 */
export default async function globalSetup(globalConfig?: JestGlobalConfig): Promise<void> {
  // Build the dashboard (and the API, for the tests that run `npm start`) now, before the workers
  // compete for the CPU, when a selected test needs it.
  if (runNeedsDashboard(globalConfig)) {
    if (ensureApiBuild((line) => process.stdout.write(`\n${line}\n`))) process.stdout.write('API built.\n');
    const built = await ensureWebBuild((line) => process.stdout.write(`\n${line}\n`));
    if (built) process.stdout.write('Dashboard built.\n');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'entente-test-pg-'));
  const port = await freePort();
  const logs: string[] = [];
  // A throwaway cluster: no commit waits for the disk, so a transaction holding a hot row lock
  // (a ladder season's tally) is not held up by the disk a busy CI machine shares with the
  // browser and the builds. Durability is tested against clusters of their own
  // (postgres-process.ts, scripts/reliability.ts), which keep the defaults.
  const settings = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };
  const pg = new EmbeddedPostgres({ dataDir, port, persistent: false, settings, onLog: (l) => logs.push(l) });
  // Ctrl-C during a run: stop postgres before jest goes away, so nothing is left behind.
  const onSignal = (signal: NodeJS.Signals) => {
    void pg.stop().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.kill(process.pid, signal);
    });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  g.__ententeHarness = { pg, dataDir, onSignal };
  try {
    await pg.start();
    await pg.ensureDatabase(TEMPLATE);
    await runPendingMigrations(pg.url(TEMPLATE));
  } catch (e) {
    await globalTeardownInternal();
    process.stderr.write(`Embedded PostgreSQL log:\n${logs.join('\n')}\n`);
    throw e;
  }
  process.env[ENV_ADMIN_URL] = pg.url('postgres');
  process.env[ENV_TEMPLATE_DB] = TEMPLATE;
}

export async function globalTeardownInternal(): Promise<void> {
  const state = g.__ententeHarness;
  if (!state) return;
  g.__ententeHarness = undefined;
  process.removeListener('SIGINT', state.onSignal);
  process.removeListener('SIGTERM', state.onSignal);
  await state.pg.stop();
  rmSync(state.dataDir, { recursive: true, force: true });
}

interface JestGlobalConfig {
  rootDir: string;
  testPathPatterns?: { toExecutor(o: { rootDir: string }): { isSet(): boolean; isMatch(p: string): boolean } };
}

/** True when the run includes a browser test or the start-command test (both need a built dashboard). */
function runNeedsDashboard(globalConfig?: JestGlobalConfig): boolean {
  const root = path.resolve(__dirname, '..', '..', '..');
  const webTests = path.join(root, 'web', 'test');
  const needing = [
    path.join(root, 'api', 'test', 'start-command.e2e-spec.ts'),
    ...readdirSync(webTests)
      .filter((f) => f.endsWith('.browser-spec.ts'))
      .map((f) => path.join(webTests, f)),
  ];
  const executor = globalConfig?.testPathPatterns?.toExecutor({ rootDir: globalConfig.rootDir });
  if (!executor || !executor.isSet()) return true;
  return needing.some((file) => executor.isMatch(file));
}
