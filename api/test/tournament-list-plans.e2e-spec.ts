import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { TournamentRepository } from '../src/community/tournaments/tournament.repository';
import { type PlanNode, planNodes, seedPeople } from './support/query-plan';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The tournaments' lists read each page from an index in list order: on two clubs of 3,000 events
 * each, an event of 1,000 entrants and a log of 20,000 lines, a page of a club's events, of an
 * event's entries or of its log — first or later — reads about a page of rows and sorts nothing
 * (as executed: EXPLAIN ANALYZE).
 */
describe('tournament list query plans', () => {
  let db: TestDatabase;
  let c: Client;
  let club = '';
  let big = '';
  let small = '';
  const repo = new TournamentRepository();

  beforeAll(async () => {
    db = await createTestDatabase();
    c = new Client({ connectionString: db.url });
    await c.connect();
    await seedPeople(c, 'tp', 1000);
    const owner = (await c.query(`SELECT id FROM people WHERE n = 1`)).rows[0].id;
    const clubs = await c.query(
      `INSERT INTO clubs (name, visibility, created_by) SELECT 'Plan club ' || i, 'public', $1 FROM generate_series(1, 2) i RETURNING id`,
      [owner],
    );
    club = clubs.rows[0].id;
    await c.query(
      `INSERT INTO tournaments (club_id, name, variant, format, format_options, options, time_control, points_table,
                                tie_breaks, admission, min_entrants, max_entrants, created_by, created_at)
       SELECT cl.id, 'Event ' || i, '007', 'round-robin', '{}', '{}', '{}', '{}', '{wins}', 'open', 2, 1000, $1,
              now() - i * interval '1 minute'
         FROM generate_series(1, 3000) i CROSS JOIN clubs cl WHERE cl.name LIKE 'Plan club %'`,
      [owner],
    );
    big = (await c.query(`SELECT id FROM tournaments WHERE club_id = $1 ORDER BY created_at DESC LIMIT 1`, [club]))
      .rows[0].id;
    await c.query(
      `INSERT INTO tournament_entries (tournament_id, user_id, entered_at)
       SELECT $1, id, now() - n * interval '1 second' FROM people`,
      [big],
    );
    // The big event's log first, so the other events' lines are newer: a scan in id order alone
    // would pass over them.
    await c.query(
      `INSERT INTO tournament_events (tournament_id, type, actor_id) SELECT $1, 'forfeit', $2 FROM generate_series(1, 20000)`,
      [big, owner],
    );
    await c.query(
      `INSERT INTO tournament_events (tournament_id, type, actor_id)
       SELECT t.id, 'entered', $2::uuid FROM tournaments t CROSS JOIN generate_series(1, 10) WHERE t.id <> $1::uuid`,
      [big, owner],
    );
    small = (await c.query(`SELECT id FROM tournaments WHERE club_id = $1 ORDER BY created_at LIMIT 1`, [club])).rows[0]
      .id;
    await c.query(`ANALYZE`);
  }, 120_000);

  afterAll(async () => {
    await c?.end();
    await db?.drop();
  });

  const PAGE = 21;
  /** The statement a repository method sends (a manager that only records it). */
  const statement = async (call: (m: EntityManager) => Promise<unknown>) => {
    let sent: [string, unknown[]] = ['', []];
    const recorder = {
      query: async (sql: string, params: unknown[]) => {
        sent = [sql, params];
        return [];
      },
    } as unknown as EntityManager;
    await call(recorder);
    return sent;
  };
  const badNodes = async ([sql, params]: [string, unknown[]]) => {
    const [
      {
        'QUERY PLAN': [plan],
      },
    ] = (await c.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params)).rows;
    return planNodes(plan.Plan as PlanNode)
      .filter((n) => {
        // Rows a filter passed over were read too.
        const removed = (n as { 'Rows Removed by Filter'?: number })['Rows Removed by Filter'] ?? 0;
        const rows = ((n['Actual Rows'] ?? 0) + removed) * (n['Actual Loops'] ?? 0);
        const table = n['Relation Name'] ?? '';
        return (
          (['tournaments', 'tournament_events'].includes(table) && rows > 2 * PAGE) ||
          (table === 'tournament_entries' && rows > 2 * PAGE && !sql.includes('count(*)')) ||
          (n['Node Type'].includes('Sort') && (n['Actual Rows'] ?? 0) > PAGE)
        );
      })
      .map(
        (n) =>
          `${n['Node Type']} ${n['Relation Name'] ?? ''} ${n['Index Name'] ?? ''}: ${n['Actual Rows']} rows × ${n['Actual Loops']}`,
      );
  };

  it('reads a page of a club’s events, an event’s entries or its log from indexes in list order', async () => {
    const problems: string[] = [];
    const at = new Date(Date.now() - 1500 * 60_000).toISOString();
    const cases: [string, (m: EntityManager) => Promise<unknown>][] = [
      ['events of a club, first page', (m) => repo.page(m, club, undefined, PAGE)],
      ['events of a club, later page', (m) => repo.page(m, club, { createdAt: at, id: big }, PAGE)],
      ['entries, first page', (m) => repo.entriesPage(m, big, undefined, PAGE)],
      [
        'entries, later page',
        (m) => repo.entriesPage(m, big, { enteredAt: new Date(Date.now() - 500_000).toISOString(), userId: big }, PAGE),
      ],
      // The skewed case: the big event holds a quarter of all lines, every other event's are newer.
      ['log, first page', (m) => repo.events(m, big, undefined, PAGE)],
      ['log, later page', (m) => repo.events(m, big, '10000', PAGE)],
      ['log of a small event, first page', (m) => repo.events(m, small, undefined, PAGE)],
    ];
    for (const [name, call] of cases)
      for (const bad of await badNodes(await statement(call))) problems.push(`${name}: ${bad}`);
    expect(problems).toEqual([]);
  });
});
