import { preparedQuery } from '../src/platform/database/prepared-query';
import { startTestApp, type TestApp } from './support/test-app';

describe('preparedQuery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.db.query(`CREATE TABLE prepared_probe (id int PRIMARY KEY, note text NOT NULL)`);
  }, 30_000);
  afterAll(() => t.close());

  it('runs a statement prepared once per connection, with the values of each call', async () => {
    const insert = `INSERT INTO prepared_probe (id, note) VALUES ($1, $2) RETURNING id, note`;
    expect(await preparedQuery(t.db.manager, insert, [1, 'one'])).toEqual([{ id: 1, note: 'one' }]);
    expect(await preparedQuery(t.db.manager, insert, [2, 'two'])).toEqual([{ id: 2, note: 'two' }]);
    const rows = await preparedQuery<{ id: number }>(t.db.manager, `SELECT id FROM prepared_probe ORDER BY id`, []);
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    // The connection now holds it as a named prepared statement (pg_prepared_statements is per session).
    await t.db.transaction(async (m) => {
      await preparedQuery(m, `SELECT note FROM prepared_probe WHERE id = $1`, [1]);
      const held: { name: string; statement: string }[] = await m.query(
        `SELECT name, statement FROM pg_prepared_statements WHERE NOT from_sql`,
      );
      expect(held).toContainEqual({
        name: expect.stringMatching(/^entente_/),
        statement: `SELECT note FROM prepared_probe WHERE id = $1`,
      });
    });
  });

  it('runs on the transaction’s own connection inside a transaction, so a rollback takes it back', async () => {
    await expect(
      t.db.transaction(async (m) => {
        await preparedQuery(m, `INSERT INTO prepared_probe (id, note) VALUES ($1, $2)`, [3, 'three']);
        // Visible to the transaction itself, not yet to anyone else.
        expect(await preparedQuery(m, `SELECT note FROM prepared_probe WHERE id = $1`, [3])).toEqual([
          { note: 'three' },
        ]);
        expect(await preparedQuery(t.db.manager, `SELECT note FROM prepared_probe WHERE id = $1`, [3])).toEqual([]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await preparedQuery(t.db.manager, `SELECT note FROM prepared_probe WHERE id = $1`, [3])).toEqual([]);
  });
});
