/**
 * `npm run backup`: a consistent backup of the database (DATABASE_URL, or the embedded one of
 * `npm start`) in .data/backups/entente-<time>-<schema version>.dump.gz, without a system
 * `pg_dump` (api/src/platform/database/backup.ts; docs/operations.md, "Backups").
 * `npm run backup -- <folder>` writes it there instead.
 */
import 'reflect-metadata';
import * as path from 'node:path';
import { writeBackup } from '../api/src/platform/database/backup';
import { openBackupDatabase } from './lib/backup-database';

async function main(): Promise<void> {
  const db = await openBackupDatabase();
  try {
    const dir = path.resolve(process.argv[2] ?? path.join(db.dataDir, 'backups'));
    const started = Date.now();
    const { file, header, rows } = await writeBackup(await db.url(), dir);
    console.log(
      `backup: ${file} (${header.tables.length} tables, ${rows} rows, schema ${header.migration}, ${Date.now() - started} ms)`,
    );
  } finally {
    await db.close();
  }
}

main().catch((e) => {
  console.error(`backup failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
