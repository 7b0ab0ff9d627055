import { Client } from 'pg';
import { revertAllMigrations, runPendingMigrations } from '../src/platform/database/migration-runner';
import { createTestDatabase, TestDatabase } from './support/test-database';

/** Everything a migration can create in the public schema, as sortable lines. */
async function schemaSnapshot(url: string): Promise<string[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const q = async (sql: string) => (await c.query(sql)).rows.map((r) => Object.values(r).join(' | '));
    return [
      ...(await q(`SELECT 'column', table_name, column_name, data_type, is_nullable, column_default
                   FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'migrations'`)),
      ...(await q(
        `SELECT 'index', tablename, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> 'migrations'`,
      )),
      ...(await q(`SELECT 'constraint', conrelid::regclass::text, conname, pg_get_constraintdef(oid) FROM pg_constraint
                   WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> 'migrations'`)),
      ...(await q(`SELECT 'function', proname FROM pg_proc WHERE pronamespace = 'public'::regnamespace`)),
      ...(await q(
        `SELECT 'type', typname FROM pg_type WHERE typnamespace = 'public'::regnamespace AND typtype IN ('e', 'd')`,
      )),
      ...(await q(`SELECT 'extension', extname FROM pg_extension WHERE extname <> 'plpgsql'`)),
      ...(await q(`SELECT 'trigger', tgrelid::regclass::text, tgname FROM pg_trigger WHERE NOT tgisinternal`)),
    ].sort();
  } finally {
    await c.end();
  }
}

describe('migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ empty: true });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('apply up, revert down completely, and apply up again to the same schema', async () => {
    const empty = await schemaSnapshot(db.url);
    expect(empty).toEqual([]);

    const applied = await runPendingMigrations(db.url);
    expect(applied.length).toBeGreaterThan(0);
    expect(applied[0]).toBe('Foundation1700000000000');
    const up = await schemaSnapshot(db.url);
    expect(up).toContain('extension | citext');

    const reverted = await revertAllMigrations(db.url);
    expect(reverted).toEqual([...applied].reverse());
    expect(await schemaSnapshot(db.url)).toEqual(empty);

    expect(await runPendingMigrations(db.url)).toEqual(applied);
    expect(await schemaSnapshot(db.url)).toEqual(up);
    // Nothing left to apply.
    expect(await runPendingMigrations(db.url)).toEqual([]);
  });
});
