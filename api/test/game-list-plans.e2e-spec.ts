import { Client } from 'pg';
import type { GameListFilter, ListKey, Statement } from '../src/play/games/game-list-query';
import { finishedSql, myTurnPartSql, otherGamesPartSql } from '../src/play/games/game-list.repository';
import { type PlanNode, planNodes, seedPeople } from './support/query-plan';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The games list reads each page from an index in list order, whatever the filters: on a seeded
 * table of 20,000 games, in a quarter of which each of the two players holds a seat, no plan of
 * any filter combination scans games or seats sequentially or sorts — both as PostgreSQL plans it
 * for the values at hand and as the generic plan a prepared statement settles on after a few calls.
 * (A player with a few dozen games may well get a sort of those few: that is cheap; what is
 * checked here is that a long history, or a full server, is never sorted.)
 */
describe('games list query plans', () => {
  let db: TestDatabase;
  let c: Client;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = await createTestDatabase();
    c = new Client({ connectionString: db.url });
    await c.connect();
    await seedPeople(c, 'pl', 500);
    // version holds the game's number while seeding, to pick its players.
    await c.query(`
      INSERT INTO games (variant, rules_edition, options, time_control, status, version, to_move, created_by, deadline_at)
      SELECT CASE WHEN i % 4 = 0 THEN 'coalition' ELSE '007' END, CASE WHEN i % 4 = 0 THEN 'coalition/2' ELSE '007/1' END, '{}', '{"type":"per-move","days":3}',
             (ARRAY['open', 'active', 'active', 'finished', 'aborted', 'setup'])[1 + i % 6], i,
             CASE WHEN i % 6 IN (1, 2, 5) THEN ARRAY['white'] ELSE '{}' END,
             (SELECT id FROM people WHERE n = 1 + i % 500),
             CASE WHEN i % 6 IN (1, 2, 5) THEN now() + (i % 997) * interval '1 hour' END
        FROM generate_series(1, 20000) i`);
    await c.query(
      `UPDATE games SET finished_at = now() - (version % 991) * interval '1 hour' WHERE status IN ('finished', 'aborted')`,
    );
    await c.query(`
      INSERT INTO game_seats (game_id, seat, user_id, state, joined_at)
      SELECT g.id, seat.name, u.id, CASE WHEN g.status = 'open' AND seat.name = 'black' THEN 'invited' ELSE 'taken' END, now()
        FROM games g
        CROSS JOIN (VALUES ('white', 0), ('black', 1)) AS seat(name, k)
        JOIN people u ON u.n = CASE
          WHEN seat.k = 0 AND g.version % 4 = 0 THEN 1
          WHEN seat.k = 1 AND g.version % 4 IN (0, 1) THEN 2
          ELSE 3 + (g.version * (1 + 6 * seat.k) + seat.k) % 498 END`);
    await c.query(`ANALYZE`);
    for (const name of ['pl1', 'pl2'])
      ids[name] = (await c.query(`SELECT id FROM users WHERE username = $1`, [name])).rows[0].id;
    // The seeded games really are in the lists: the caller acts in some, the player plays in many.
    const acting = await c.query(`SELECT count(*)::int AS n FROM game_seats WHERE user_id = $1 AND acting`, [ids.pl1]);
    expect(acting.rows[0].n).toBeGreaterThan(1000);
  }, 120_000);

  afterAll(async () => {
    await c?.end();
    await db?.drop();
  });

  const filters: GameListFilter[] = [];
  for (const mine of [false, true])
    for (const myTurn of [false, true])
      for (const status of [undefined, 'open', 'active', 'finished'] as const)
        for (const variant of [undefined, 'coalition'] as const)
          for (const player of [false, true])
            filters.push({ callerId: 'pl1', mine, myTurn, status, variant, playerId: player ? 'pl2' : undefined });

  const resolve = (s: Statement): unknown[] => s.values.map((v) => (typeof v === 'string' && ids[v] ? ids[v] : v));
  const badNodes = (plan: PlanNode) =>
    planNodes(plan)
      .filter((n) => n['Node Type'] === 'Seq Scan' || n['Node Type'].includes('Sort'))
      .map((n) => `${n['Node Type']}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}`);

  it('reads every filter combination, first page and later pages, from indexes in list order', async () => {
    const later: ListKey = {
      deadline: new Date(Date.now() + 100 * 3600_000).toISOString(),
      id: '8'.repeat(8) + '-0000-0000-0000-000000000000',
    };
    const problems: string[] = [];
    let checked = 0;
    for (const f of filters) {
      for (const after of [null, later, { deadline: 'infinity', id: later.id }]) {
        for (const statement of [myTurnPartSql(f, after, 21), otherGamesPartSql(f, after, 21)]) {
          if (!statement) continue;
          const values = resolve(statement);
          const custom = await c.query(`EXPLAIN (FORMAT JSON) ${statement.text}`, values);
          const bad = badNodes(custom.rows[0]['QUERY PLAN'][0].Plan);
          if (bad.length > 0) problems.push(`${JSON.stringify({ ...f, after })}: ${bad.join(', ')}`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect(problems).toEqual([]);
  }, 120_000);

  it('reads every finished list, newest first, first page and later pages, from indexes in its order', async () => {
    const later = {
      ended: new Date(Date.now() - 100 * 3600_000).toISOString(),
      id: '8'.repeat(8) + '-0000-0000-0000-000000000000',
    };
    const problems: string[] = [];
    let checked = 0;
    for (const f of filters.filter((x) => x.status === 'finished' && !x.myTurn)) {
      for (const after of [null, later]) {
        const statement = finishedSql(f, after, 21);
        if (!statement) continue;
        const plan = await c.query(`EXPLAIN (FORMAT JSON) ${statement.text}`, resolve(statement));
        const bad = badNodes(plan.rows[0]['QUERY PLAN'][0].Plan);
        if (bad.length > 0) problems.push(`${JSON.stringify({ ...f, after })}: ${bad.join(', ')}`);
        checked++;
      }
    }
    expect(checked).toBe(16);
    expect(problems).toEqual([]);
  }, 120_000);
});
