import { Client } from 'pg';
import { type AllianceListFilter, allianceListStatement } from '../src/community/alliances/alliance.repository';
import { type PlanNode, planNodes, seedPeople } from './support/query-plan';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The alliance history reads each page from an index in list order: on 20,000 coalitions,
 * a quarter of which credit one player and three (the oldest) another, a page of the whole history
 * or of either player's reads about a page of coalitions and members — not the history — and sorts
 * nothing but each coalition's few holders, first page and later ones (as executed: EXPLAIN
 * ANALYZE). So does a page of a ladder's or a season's, where one game in 50 is a ladder's. And a player's pages, read to the end, list each of their coalitions once, newest
 * first, including one in which they held both seats.
 */
describe('alliance history query plans', () => {
  let db: TestDatabase;
  let c: Client;
  const ids: Record<string, string> = {};
  let bothSides = '';
  let ladder = '';
  const seasons: Record<string, string> = {};

  beforeAll(async () => {
    db = await createTestDatabase();
    c = new Client({ connectionString: db.url });
    await c.connect();
    await seedPeople(c, 'al', 200);
    for (const name of ['al1', 'al2'])
      ids[name] = (await c.query(`SELECT id FROM users WHERE username = $1`, [name])).rows[0].id;
    // version holds the game's number while seeding.
    await c.query(`
      INSERT INTO games (variant, rules_edition, options, time_control, status, version, to_move, created_by)
      SELECT 'coalition', 'coalition/2', '{}', '{"type":"per-move","days":3}', 'finished', i, '{}', (SELECT id FROM people WHERE n = 1 + i % 200)
        FROM generate_series(1, 20000) i`);
    // One game in 50 is a ladder's, the older half counting for its first season, the newer for its second.
    ladder = (
      await c.query(
        `INSERT INTO clubs (name, visibility, created_by) VALUES ('Plan club', 'public', $1) RETURNING id`,
        [ids.al1],
      )
    ).rows[0].id;
    ladder = (
      await c.query(
        `INSERT INTO ladders (club_id, name, variant, options, options_fixed, time_control, points_table, created_by)
         VALUES ($1, 'Plan ladder', 'coalition', '{}', false, '{}', '{}', $2) RETURNING id`,
        [ladder, ids.al1],
      )
    ).rows[0].id;
    for (const [name, from, to] of [
      ['old', '2020-01-01', '2024-12-31'],
      ['new', '2025-01-01', '2030-12-31'],
    ])
      seasons[name] = (
        await c.query(
          `INSERT INTO ladder_seasons (ladder_id, name, starts_on, ends_on) VALUES ($1, $2, $3, $4) RETURNING id`,
          [ladder, name, from, to],
        )
      ).rows[0].id;
    await c.query(
      `INSERT INTO ladder_games (game_id, ladder_id, season_id, challenger_id, state)
       SELECT id, $1, CASE WHEN version > 10000 THEN $2::uuid ELSE $3::uuid END, created_by, 'counted' FROM games WHERE version % 50 = 0`,
      [ladder, seasons.old, seasons.new],
    );
    // al1 leads a quarter of the coalitions, al2 joins the three oldest; the others are spread among the rest.
    await c.query(`
      INSERT INTO alliances (game_id, leader_seat, joiner_seat, leader_id, joiner_id, round, how, outcome, formed_at, ladder_id, season_id)
      SELECT g.id, 'yellow', 'green',
             (SELECT id FROM people WHERE n = CASE WHEN g.version % 4 = 0 THEN 1 ELSE 3 + g.version % 190 END),
             (SELECT id FROM people WHERE n = CASE WHEN g.version IN (19997, 19998, 19999) THEN 2 ELSE 3 + (g.version * 7) % 190 END),
             2, 'declaration', 'won', date_trunc('milliseconds', now()) - g.version * interval '1 minute', lg.ladder_id, lg.season_id
        FROM games g LEFT JOIN ladder_games lg ON lg.game_id = g.id`);
    await c.query(`
      INSERT INTO alliance_members (alliance_id, side, user_id, formed_at)
      SELECT id, 'leader', leader_id, formed_at FROM alliances UNION ALL SELECT id, 'joiner', joiner_id, formed_at FROM alliances`);
    // One coalition in which al1 held both seats (two seats of one game).
    bothSides = (
      await c.query(
        `UPDATE alliances SET joiner_id = $1 WHERE id = (SELECT max(id) FROM alliances WHERE leader_id = $1) RETURNING id::text`,
        [ids.al1],
      )
    ).rows[0].id;
    await c.query(`UPDATE alliance_members SET user_id = $1 WHERE alliance_id = $2 AND side = 'joiner'`, [
      ids.al1,
      bothSides,
    ]);
    await c.query(`ANALYZE`);
  }, 120_000);

  afterAll(async () => {
    await c?.end();
    await db?.drop();
  });

  const PAGE = 21;
  /** Nodes that read more than a page or two of coalitions, or sort more than a page (EXPLAIN ANALYZE). */
  const badNodes = (plan: PlanNode) =>
    planNodes(plan)
      .filter((n) => {
        const rows = n['Actual Rows'] ?? 0;
        const loops = n['Actual Loops'] ?? 0;
        return (
          (['alliances', 'alliance_members'].includes(n['Relation Name'] ?? '') && rows * loops > 2 * PAGE) ||
          (n['Node Type'].includes('Sort') && rows > PAGE)
        );
      })
      .map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''}: ${n['Actual Rows']} rows × ${n['Actual Loops']}`);

  it('reads a page of the whole history or of a player’s, first or later, from indexes in list order', async () => {
    const later = { formedAt: new Date(Date.now() - 3000 * 60_000).toISOString(), id: '999999' };
    const problems: string[] = [];
    for (const playerId of [undefined, ids.al1, ids.al2])
      for (const after of [undefined, later])
        for (const outcome of [undefined, 'won']) {
          const filter: AllianceListFilter = { callerId: ids.al2, playerId, after, outcome };
          const s = allianceListStatement(filter, PAGE);
          const explained = await c.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${s.text}`, s.values);
          const bad = badNodes(explained.rows[0]['QUERY PLAN'][0].Plan);
          if (bad.length > 0) problems.push(`${JSON.stringify(filter)}: ${bad.join(', ')}`);
        }
    expect(problems).toEqual([]);
  });

  it('reads a page of a ladder’s or a season’s history, first or later, from indexes in list order', async () => {
    const later = { formedAt: new Date(Date.now() - 3000 * 60_000).toISOString(), id: '999999' };
    const problems: string[] = [];
    for (const ladderId of [undefined, ladder])
      for (const seasonId of [undefined, seasons.old, seasons.new])
        for (const after of [undefined, later]) {
          if (!ladderId && !seasonId) continue;
          const filter: AllianceListFilter = { callerId: ids.al2, ladderId, seasonId, after };
          const s = allianceListStatement(filter, PAGE);
          const explained = await c.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${s.text}`, s.values);
          const bad = badNodes(explained.rows[0]['QUERY PLAN'][0].Plan);
          if (bad.length > 0) problems.push(`${JSON.stringify(filter)}: ${bad.join(', ')}`);
        }
    expect(problems).toEqual([]);
  });

  it('lists a season’s coalitions, and only those, newest first', async () => {
    const s = allianceListStatement({ callerId: ids.al2, ladderId: ladder, seasonId: seasons.old }, 501);
    const rows = (await c.query(s.text, s.values)).rows as { id: string; ladder_id: string }[];
    const expected = (
      await c.query(
        `SELECT a.id::text FROM alliances a JOIN ladder_games lg ON lg.game_id = a.game_id
          WHERE lg.season_id = $1 ORDER BY a.formed_at DESC, a.id DESC`,
        [seasons.old],
      )
    ).rows.map((r) => r.id as string);
    expect(expected.length).toBe(200);
    expect(rows.map((r) => r.id)).toEqual(expected);
    expect(new Set(rows.map((r) => r.ladder_id))).toEqual(new Set([ladder]));
    // A season asked for with another ladder: nothing.
    const other = allianceListStatement({ callerId: ids.al2, ladderId: seasons.new, seasonId: seasons.old }, 21);
    expect((await c.query(other.text, other.values)).rows).toEqual([]);
  });

  it('pages through a player’s coalitions, each once, newest first', async () => {
    const expected = (
      await c.query(
        `SELECT id::text FROM alliances WHERE $1 IN (leader_id, joiner_id) ORDER BY formed_at DESC, id DESC`,
        [ids.al1],
      )
    ).rows.map((r) => r.id as string);
    expect(expected.length).toBeGreaterThan(4000);
    expect(expected).toContain(bothSides);
    const seen: string[] = [];
    let after: AllianceListFilter['after'];
    for (;;) {
      const s = allianceListStatement({ callerId: ids.al1, playerId: ids.al1, after }, 501);
      const rows = (await c.query(s.text, s.values)).rows as { id: string; formed_at: Date }[];
      const page = rows.slice(0, 500);
      seen.push(...page.map((r) => r.id));
      if (rows.length <= 500) break;
      const last = page[page.length - 1];
      after = { formedAt: last.formed_at.toISOString(), id: last.id };
    }
    expect(seen).toEqual(expected);
  }, 60_000);
});
