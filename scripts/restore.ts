/**
 * `npm run restore -- <file> [--database <name>]`: restores a backup of `npm run backup` into an
 * empty database (DATABASE_URL, or on the embedded server the database `name`, by default
 * `entente`, created when missing), then verifies every game's hash chain and replay and prints
 * `restored: N games, N verified, 0 failed`. A database that is not empty is refused, untouched.
 */
import 'reflect-metadata';
import * as path from 'node:path';
import { RestoreRefused, restoreBackup } from '../api/src/platform/database/backup';
import { openBackupDatabase } from './lib/backup-database';
import { verifyRestored } from './lib/verify-restored';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--database');
  const database = at >= 0 ? args.splice(at, 2)[1] : undefined;
  const file = args[0];
  if (!file || args.length > 1) {
    console.error('usage: npm run restore -- <backup file> [--database <name on the embedded server>]');
    return 2;
  }
  const db = await openBackupDatabase();
  try {
    const url = await db.url(database);
    const started = Date.now();
    const { header, tables, rows } = await restoreBackup(path.resolve(file), url);
    console.log(`rows: ${rows} in ${tables} tables, schema ${header.migration} (${Date.now() - started} ms)`);
    const { games, verified, failed } = await verifyRestored(url);
    for (const f of failed) console.error(`game ${f.gameId} does not verify: ${f.reason}`);
    console.log(`restored: ${games} games, ${verified} verified, ${failed.length} failed`);
    return failed.length === 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(
      e instanceof RestoreRefused ? e.message : `restore failed: ${e instanceof Error ? e.message : String(e)}`,
    );
    process.exit(1);
  },
);
