import { QUERY_FILES } from '../src/queries';
import { startTestApp, type TestApp } from './support/test-app';

// The committed SQL of the write path (api/src/queries/*.sql, compared with the code by
// queries.spec.ts) is SQL that the migrated schema accepts: PostgreSQL parses, types and plans each.
describe('the committed SQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 30_000);
  afterAll(() => t.close());

  it.each(QUERY_FILES.map((f) => [f.file, f] as const))('%s prepares against the schema', async (_file, q) => {
    const runner = t.db.createQueryRunner();
    await runner.connect();
    try {
      for (const [i, s] of (await q.statements()).entries()) {
        if (/^LOCK TABLE\b/.test(s.sql)) {
          // PostgreSQL prepares no LOCK: it runs, in a transaction rolled back.
          await runner.query('BEGIN');
          await runner.query(s.sql);
          await runner.query('ROLLBACK');
          continue;
        }
        await runner.query(`PREPARE committed_${i} AS ${s.sql}`);
        await runner.query(`DEALLOCATE committed_${i}`);
      }
    } finally {
      await runner.release();
    }
  });
});
