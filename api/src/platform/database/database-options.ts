import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { CODE_ROOT } from '../config/paths';

/**
 * Migrations are found by glob so that each feature only adds its file to `migrations/`.
 * File names start with a timestamp (`1764547200000-create-users.ts`), which is also the
 * TypeORM migration order. The sources have them as .ts, the build (dist/migrations) as .js.
 */
export const MIGRATIONS_GLOB = path.join(CODE_ROOT, 'migrations', '*.{ts,js}');
/**
 * The migrations this code knows, oldest first, by the timestamp their file name starts with (the
 * `timestamp` TypeORM records in the `migrations` table): what `/health/ready` compares the
 * database with, and what a restore migrates to.
 */
export function knownMigrations(): { timestamp: number; file: string }[] {
  return readdirSync(path.join(CODE_ROOT, 'migrations'))
    .filter((f) => /^\d+-.+\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'))
    .map((file) => ({ timestamp: Number(file.slice(0, file.indexOf('-'))), file }))
    .sort((a, b) => a.timestamp - b.timestamp);
}

/** Entity glob for DataSources built outside Nest (the typeorm CLI, scripts). */
export const ENTITIES_GLOB = path.join(CODE_ROOT, 'api', 'src', '**', '*.entity.{ts,js}');

/**
 * Options shared by every DataSource. `synchronize` is always false and migrations are never run
 * implicitly: the schema changes only through `migrations/`, applied by our runner (start command,
 * `npm run migrate`, the test harness).
 */
export function baseDataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    synchronize: false,
    migrationsRun: false,
    migrations: [MIGRATIONS_GLOB],
    migrationsTableName: 'migrations',
    // One transaction per migration: a failing migration leaves the earlier ones applied and
    // itself not at all.
    migrationsTransactionMode: 'each',
    applicationName: 'entente',
  };
}
