/**
 * `npm run migrate`: applies pending migrations to DATABASE_URL (deployments, docker-compose).
 * `npm run migrate -- --revert-all` reverts every migration (development only).
 * The start command migrates by itself; this is for running against an external database.
 */
import 'reflect-metadata';
import { revertAllMigrations, runPendingMigrations } from '../api/src/platform/database/migration-runner';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) throw new Error('DATABASE_URL is required (postgres://user:password@host:port/database)');
  if (process.argv.includes('--revert-all')) {
    const reverted = await revertAllMigrations(url);
    console.log(reverted.length ? `Reverted: ${reverted.join(', ')}` : 'Nothing to revert.');
    return;
  }
  const applied = await runPendingMigrations(url);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database schema is up to date.');
}

main().catch((e) => {
  console.error(`migrate failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
