import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { quoteIdent } from '../../src/platform/database/embedded-postgres';
import { testPostgres, withDatabase } from './test-env';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testPostgres().adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for one test file (or one test), cloned from the migrated template of this
 * run, so tests never see each other's rows. `empty: true` gives a database without migrations
 * (for the migration tests themselves).
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const { adminUrl, template } = testPostgres();
  const name = `test_${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(5).toString('hex')}`;
  await admin((c) =>
    c.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${options.empty ? 'template0' : quoteIdent(template)}`),
  );
  return {
    name,
    url: withDatabase(adminUrl, name),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)).then(() => undefined),
  };
}
