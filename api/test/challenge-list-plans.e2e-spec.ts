import { Client } from 'pg';
import { ChallengeRepository } from '../src/play/challenges/challenge.repository';
import { recordingManager } from '../src/queries/recording-manager';
import { type PlanNode, planNodes, seedPeople } from './support/query-plan';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The challenge lists (GET /challenges, in and out) read each page from an index in list order:
 * on 100,000 challenges, a tenth of them made by one player and a tenth made to them, a first or
 * later page reads about a page of rows and sorts nothing (as executed: EXPLAIN ANALYZE); the
 * withdrawal of a closed account's challenges reads them by the same indexes.
 */
describe('challenge list query plans', () => {
  let db: TestDatabase;
  let c: Client;
  let hot = '';
  const repo = new ChallengeRepository();
  const PAGE = 21;

  beforeAll(async () => {
    db = await createTestDatabase();
    c = new Client({ connectionString: db.url });
    await c.connect();
    await seedPeople(c, 'cp', 2000);
    hot = (await c.query(`SELECT id FROM people WHERE n = 1`)).rows[0].id;
    await c.query(`
      INSERT INTO challenges (challenger_id, variant, time_control, seats, created_at, expires_at)
      SELECT (SELECT id FROM people WHERE n = CASE WHEN i % 10 = 0 THEN 1 ELSE 2 + i % 1999 END), '007',
             '{"type":"per-move","days":3}', '[]', now() - i * interval '1 minute', now() - i * interval '1 minute' + interval '1 day'
        FROM generate_series(1, 100000) i`);
    await c.query(`
      INSERT INTO challenge_invitees (challenge_id, user_id, seat, created_at)
      SELECT ch.id, (SELECT id FROM people WHERE n = CASE WHEN ch.k % 10 = 5 THEN 1 ELSE 2 + (ch.k * 7) % 1999 END),
             'black', ch.created_at
        FROM (SELECT id, created_at, row_number() OVER (ORDER BY created_at DESC) AS k FROM challenges) ch`);
    await c.query(`ANALYZE`);
    const counts = await c.query(
      `SELECT (SELECT count(*)::int FROM challenges) AS total,
              (SELECT count(*)::int FROM challenges WHERE challenger_id = $1) AS out,
              (SELECT count(*)::int FROM challenge_invitees WHERE user_id = $1) AS "in"`,
      [hot],
    );
    expect(counts.rows[0]).toEqual({ total: 100000, out: 10000, in: 10000 });
  }, 180_000);

  afterAll(async () => {
    await c?.end();
    await db?.drop();
  });

  /** The first statement a repository method sends. */
  const statement = async (call: (m: ReturnType<typeof recordingManager>['manager']) => Promise<unknown>) => {
    const { manager, statements } = recordingManager();
    await call(manager);
    return statements[0];
  };

  /** Nodes that scan a table whole, sort, or read far more than a page. */
  const badNodes = (plan: PlanNode, limit: number) =>
    planNodes(plan)
      .filter((n) => {
        const removed = (n as { 'Rows Removed by Filter'?: number })['Rows Removed by Filter'] ?? 0;
        const rows = ((n['Actual Rows'] ?? 0) + removed) * (n['Actual Loops'] ?? 1);
        return n['Node Type'] === 'Seq Scan' || n['Node Type'].includes('Sort') || rows > limit;
      })
      .map((n) => `${n['Node Type']} ${n['Relation Name'] ?? n['Index Name'] ?? ''}`);

  it('reads a page of challenges in and out from their indexes, first and later pages', async () => {
    const middle = (
      await c.query(`SELECT created_at, id FROM challenges WHERE challenger_id = $1 OFFSET 5000 LIMIT 1`, [hot])
    ).rows[0];
    const later = { createdAt: (middle.created_at as Date).toISOString(), id: middle.id as string };
    const problems: string[] = [];
    for (const after of [null, later])
      for (const [name, call] of [
        ['in', (m: Parameters<typeof repo.incoming>[0]) => repo.incoming(m, hot, after, PAGE)],
        ['out', (m: Parameters<typeof repo.outgoing>[0]) => repo.outgoing(m, hot, after, PAGE)],
      ] as const) {
        const s = await statement(call);
        const res = await c.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${s.sql}`, [...s.values]);
        const plan = res.rows[0]['QUERY PLAN'][0].Plan as PlanNode;
        const indexes = planNodes(plan).map((n) => n['Index Name']);
        expect(indexes).toContain(name === 'in' ? 'challenge_invitees_user_idx' : 'challenges_challenger_idx');
        const bad = badNodes(plan, 4 * PAGE);
        if (bad.length > 0) problems.push(`${name} after ${after ? 'a page' : 'nothing'}: ${bad.join(', ')}`);
      }
    expect(problems).toEqual([]);
  });

  it('finds a closed account’s challenges by the indexes, scanning no table whole', async () => {
    // A player with the usual hundred or so, not the tenth of the table the busy one has.
    const usual = (await c.query(`SELECT id FROM people WHERE n = 3`)).rows[0].id as string;
    const s = await statement((m) => repo.withdrawAllOf(m, usual));
    const res = await c.query(`EXPLAIN (FORMAT JSON) ${s.sql}`, [...s.values]);
    const nodes = planNodes(res.rows[0]['QUERY PLAN'][0].Plan as PlanNode);
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name'])).toEqual([]);
  });
});
