import { DataSource } from 'typeorm';
import { baseDataSourceOptions } from './database-options';

/**
 * Applies or reverts migrations on a database, used by the start command, `npm run migrate`
 * and the test harness. No entities are loaded: migrations are plain SQL and must not depend on
 * the current shape of the entity classes.
 */
export async function withMigrationDataSource<T>(databaseUrl: string, fn: (ds: DataSource) => Promise<T>): Promise<T> {
  const ds = new DataSource({ ...baseDataSourceOptions(databaseUrl), entities: [], logging: ['error'] });
  await ds.initialize();
  try {
    return await fn(ds);
  } finally {
    await ds.destroy();
  }
}

/** Applies every pending migration; returns the names applied, in order. */
export async function runPendingMigrations(databaseUrl: string): Promise<string[]> {
  return withMigrationDataSource(databaseUrl, async (ds) => {
    const applied = await ds.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  });
}

/** Reverts every applied migration, newest first; returns the names reverted, in order. */
export async function revertAllMigrations(databaseUrl: string): Promise<string[]> {
  return withMigrationDataSource(databaseUrl, async (ds) => {
    const reverted: string[] = [];
    for (;;) {
      const rows: { name: string }[] = await ds.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`);
      if (rows.length === 0) return reverted;
      await ds.undoLastMigration({ transaction: 'each' });
      reverted.push(rows[0].name);
    }
  });
}
