import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import PgBoss from 'pg-boss';
import { runPendingMigrations } from '../src/platform/database/migration-runner';
import { schemaCatalogue } from './support/schema-catalogue';
import { createTestDatabase, TestDatabase } from './support/test-database';

/**
 * Migrations are frozen (issue 13): the schema they build is the committed snapshot, whatever
 * package versions are installed. After adding a migration, refresh the snapshot and review it:
 *   UPDATE_SCHEMA_SNAPSHOT=1 npx jest api/test/schema-snapshot
 */
const ROOT = path.resolve(__dirname, '..', '..');
const MIGRATIONS = path.join(ROOT, 'migrations');
const SNAPSHOT = path.join(MIGRATIONS, 'schema-snapshot.txt');

describe('the migrated schema', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ empty: true });
    await runPendingMigrations(db.url);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('is the committed snapshot', async () => {
    const actual = (await schemaCatalogue(db.url)).join('\n') + '\n';
    if (process.env.UPDATE_SCHEMA_SNAPSHOT === '1') writeFileSync(SNAPSHOT, actual);
    const committed = readFileSync(SNAPSHOT, 'utf8');
    if (actual !== committed) {
      // The whole text as the failure, so the diff shows what changed.
      expect(`${actual}\n(refresh with UPDATE_SCHEMA_SNAPSHOT=1 npx jest api/test/schema-snapshot)`).toBe(committed);
    }
  });

  it("comes from the migrations alone: none imports anything but typeorm's interfaces", () => {
    for (const file of readdirSync(MIGRATIONS).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(path.join(MIGRATIONS, file), 'utf8');
      const imports = [...source.matchAll(/^import\s[^'"]*from\s+'([^']+)'/gm)].map((m) => m[1]);
      expect([file, [...new Set(imports)]]).toEqual([file, ['typeorm']]);
      expect([file, /\brequire\(|\bimport\(/.test(source)]).toEqual([file, false]);
    }
  });

  it('is what the installed pg-boss expects: it starts on it without creating or migrating anything', async () => {
    const before = await schemaCatalogue(db.url);
    const boss = new PgBoss({ connectionString: db.url, migrate: false, supervise: false, schedule: false });
    boss.on('error', () => undefined);
    try {
      await boss.start();
    } catch (e) {
      throw new Error(
        `pg-boss does not accept the schema the migrations froze (${(e as Error).message}). A pg-boss that ` +
          `wants another schema version needs a new migration with the SQL of PgBoss.getMigrationPlans('pgboss', ` +
          `<frozen version>) copied in literally, and a refreshed snapshot.`,
      );
    } finally {
      await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    }
    expect(await schemaCatalogue(db.url)).toEqual(before);
  });
});
