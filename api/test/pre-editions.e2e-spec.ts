import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { baseDataSourceOptions } from '../src/platform/database/database-options';
import { quoteIdent } from '../src/platform/database/embedded-postgres';
import { runPendingMigrations } from '../src/platform/database/migration-runner';
import { EngineAdapter, RuleRefusal } from '../src/play/core/engine.adapter';
import { canonicalJson } from '../src/play/events/canonical-json';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { startTestApp, type TestApp } from './support/test-app';
import { testPostgres, withDatabase } from './support/test-env';

type Json = any;

/** Games played through the API before rules editions existed (fixtures/pre-editions/record-fixture.ts). */
const FIXTURE = JSON.parse(
  readFileSync(path.join(__dirname, 'fixtures', 'pre-editions', 'pre-editions.json'), 'utf8'),
) as {
  lastMigration: string;
  players: { username: string; password: string }[];
  games: Record<string, { id: string; viewer: string; game: Json; record: string; verify: Json; pgn?: string }>;
  rows: Record<string, Json[]>;
};
const MIGRATIONS = path.resolve(__dirname, '..', '..', 'migrations');
const EDITIONS_MIGRATION = 'RulesEditions1796150000000';

/** Applies the migrations up to and including `last` (by its timestamp); their names. */
async function migrateUpTo(url: string, last: string): Promise<string[]> {
  const until = Number(/\d+$/.exec(last)![0]);
  const files = readdirSync(MIGRATIONS)
    .filter((f) => /^\d+-.+\.ts$/.test(f) && Number(f.split('-')[0]) <= until)
    .map((f) => path.join(MIGRATIONS, f));
  const ds = new DataSource({ ...baseDataSourceOptions(url), migrations: files, entities: [], logging: ['error'] });
  await ds.initialize();
  try {
    return (await ds.runMigrations({ transaction: 'each' })).map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}

/**
 * The fixture's rows as the old server left them, copied in with triggers off (as a restore does):
 * nothing is recomputed on the way in, so the rows are exactly the old ones. Sequences follow.
 */
async function load(db: TestDatabase, rows: Record<string, Json[]>): Promise<void> {
  const c = new Client({ connectionString: withDatabase(testPostgres().adminUrl, db.name) });
  await c.connect();
  try {
    await c.query('BEGIN');
    await c.query(`SET LOCAL session_replication_role = replica`);
    for (const [table, data] of Object.entries(rows)) {
      const columns = (
        await c.query(
          `SELECT column_name FROM information_schema.columns
            WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
          [table],
        )
      ).rows.map((r) => quoteIdent(r.column_name));
      await c.query(
        `INSERT INTO ${quoteIdent(table)} (${columns.join(', ')}) OVERRIDING SYSTEM VALUE
         SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::${quoteIdent(table)}, $1::json)`,
        [JSON.stringify(data)],
      );
    }
    const sequences = await c.query(
      `SELECT table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) AS seq
         FROM information_schema.columns WHERE table_schema = 'public'
          AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`,
    );
    for (const s of sequences.rows)
      await c.query(
        `SELECT setval($1, coalesce((SELECT max(${quoteIdent(s.column_name)}) FROM ${quoteIdent(s.table_name)}), 0) + 1, false)`,
        [s.seq],
      );
    await c.query('COMMIT');
  } finally {
    await c.end();
  }
}

/** The record as the old code exported it, with the one member the new code adds after `variant`. */
function withEdition(record: string, edition: string): string {
  const head = /^\{"gameId" : "[0-9a-f-]{36}", "variant" : "[a-z0-9]+", /.exec(record)![0];
  // Besides the edition, one field came to the record since: a message line says whether the
  // reader blocked its author (docs/safety.md), false for every line here.
  const lines = record.slice(head.length).replace(/"muted":(true|false)\}/g, '"muted":$1,"hiddenByBlock":false}');
  return `${head}"rulesEdition" : "${edition}", ${lines}`;
}

/** The PGN as the old code exported it, with the one tag the new code adds after the others. */
/**
 * The one deliberate change to an old PGN besides the edition: a computer seat is named by its
 * level ("Computer (intermediate)") where the old code wrote "?".
 */
function withComputerNames(pgn: string, game: Json): string {
  const words: Record<string, string> = { random: 'beginner', greedy: 'intermediate', search: 'strong' };
  let out = pgn;
  for (const s of game.seats as { seat: string; computer?: string | null }[]) {
    if (!s.computer) continue;
    const tag = s.seat === 'white' ? 'White' : 'Black';
    out = out.replace(`[${tag} "?"]`, `[${tag} "Computer (${words[s.computer]})"]`);
  }
  return out;
}

function withRulesTag(pgn: string, edition: string): string {
  const lines = pgn.split('\n');
  lines.splice(lines.indexOf(''), 0, `[Rules "${edition}"]`);
  return lines.join('\n');
}

const move = (m: string) => ({ type: 'move', move: m });
// The machine-gun cycle the fixture's two cycle games were played with (record-fixture.ts).
const CYCLE = ['c2c3', 'd10e8', 'j5h4', 'a6a4', 'c3c2', 'e8d10', 'h4j5', 'a4a6'].map(move);
const CYCLE_GAME: Json[] = [
  ...['g1f3', 'd10e8'].map(move),
  { type: 'declare', seat: 'green', ally: 'yellow' },
  move('j5h4'),
  { type: 'declare', seat: 'red', ally: 'black' },
  ...['a6a4', 'f3g1', 'e8d10', 'h4j5', 'a4a6'].map(move),
  ...CYCLE,
  ...CYCLE,
  ...CYCLE,
  ...CYCLE,
];

/**
 * Games played before editions existed survive the change: the fixture's rows, left by the code
 * of commit 388195a, are loaded into a database migrated to just before the editions' migration;
 * then it runs, and every game verifies, replays to exactly its stored state and exports byte for
 * byte as the old code exported it — but for the edition it now names — and the running ones play
 * on in the edition they began in, or move on to a newer one by their players' consent.
 */
describe('games played before rules editions', () => {
  let db: TestDatabase;
  let t: TestApp;
  let applied: string[];
  const auth: Record<string, { Authorization: string }> = {};
  const old = FIXTURE.games;

  beforeAll(async () => {
    db = await createTestDatabase({ empty: true });
    const before = await migrateUpTo(db.url, FIXTURE.lastMigration);
    expect(before.at(-1)).toBe(FIXTURE.lastMigration);
    await load(db, FIXTURE.rows);
    applied = await runPendingMigrations(db.url);
    t = await startTestApp({ database: db, config: { computerMoveMs: 50 } });
    for (const p of FIXTURE.players) {
      const res = await t.http.post('/auth/token').send({ login: p.username, password: p.password }).expect(200);
      auth[p.username] = { Authorization: `Bearer ${res.body.accessToken}` };
    }
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  const as = (name: keyof typeof old) => auth[old[name].viewer];
  const get = (name: string, what = '') =>
    t.http.get(`/games/${old[name].id}${what}`).set(auth[old[name].viewer]).buffer(true);
  const events = async (id: string) =>
    (await t.db.query(`SELECT seq, type, seat, user_id, payload FROM game_events WHERE game_id = $1 ORDER BY seq`, [
      id,
    ])) as { seq: number; type: string; seat: string | null; user_id: string | null; payload: Json }[];

  it('migrates them to the first edition of their variant, and nothing else of their rows', async () => {
    // The editions' migration runs first; those after it (accounts, sign-in, blocks, moderation) add no
    // column to a game's rows, as the rows below show.
    expect(applied[0]).toBe(EDITIONS_MIGRATION);
    const rows = await t.db.query(
      `SELECT id, rules_edition, edition_upgrade, state, view, head_hash, version, result FROM games ORDER BY id`,
    );
    const fixture = new Map(FIXTURE.rows.games.map((g) => [g.id, g]));
    expect(rows).toHaveLength(Object.keys(old).length);
    for (const row of rows) {
      const was = fixture.get(row.id);
      expect(row).toEqual({
        id: was.id,
        rules_edition: `${was.variant}/1`,
        edition_upgrade: null,
        state: was.state,
        view: was.view,
        head_hash: was.head_hash,
        version: was.version,
        result: was.result,
      });
    }
    const events = await t.db.query(`SELECT count(*)::int AS n FROM game_events`);
    expect(events[0].n).toBe(FIXTURE.rows.game_events.length);
  });

  it('verifies each one as the old code did: the chain whole, the replay exactly the stored state', async () => {
    for (const [name, was] of Object.entries(old)) {
      const verify = (await get(name, '/verify').expect(200)).body;
      expect([name, verify]).toEqual([name, was.verify]);
      expect(verify).toMatchObject({ ok: true, chainIntact: true, replayMatches: true });
    }
  });

  it('exports each record and PGN byte for byte as the old code did, but for the edition they now name', async () => {
    for (const [name, was] of Object.entries(old)) {
      const edition = `${was.game.variant}/1`;
      const record = (await get(name, '/record').expect(200)).text;
      expect(record).not.toBe(was.record);
      expect([name, record]).toEqual([name, withEdition(was.record, edition)]);
      if (was.pgn === undefined) continue;
      const pgn = await get(name, '/pgn').expect(200);
      expect(pgn.text).not.toBe(was.pgn);
      expect([name, pgn.text]).toEqual([name, withRulesTag(withComputerNames(was.pgn, was.game), edition)]);
      expect(pgn.headers['content-disposition']).toBe((was as Json).pgnDisposition);
    }
  });

  it('shows each game as the old code did, with its edition and no pending upgrade', async () => {
    for (const [name, was] of Object.entries(old)) {
      const game = (await get(name).expect(200)).body;
      expect([name, game]).toEqual([
        name,
        {
          ...was.game,
          rulesEdition: `${was.game.variant}/1`,
          editionUpgrade: null,
          // Fields added after the fixture was recorded, as an old game reads them: rated unless its
          // creator said no (it could not), no entry limits, no tournament, no rematch, and (rated)
          // analysis after the game.
          rated: true,
          analysis: 'after-game',
          joinRequirements: null,
          tournament: null,
          rematchOf: null,
          rematch: null,
        },
      ]);
    }
  });

  it('keeps a finished game in its edition: no upgrade can be proposed', async () => {
    // The fixture's 007 game against the computer ended too: the computer mated at its 10th ply.
    const finished = Object.keys(old).filter((name) => old[name].game.status === 'finished');
    expect(finished.sort()).toEqual([
      '007-finished',
      '007-running-vs-computer',
      'coalition-finished',
      'coalition-fivefold',
    ]);
    for (const name of finished) {
      const edition = old[name].game.variant === 'coalition' ? 'coalition/2' : '007/1';
      const res = await t.http.post(`/games/${old[name].id}/edition-upgrade`).set(as(name)).send({ edition });
      expect([name, res.status, res.body.code]).toEqual([name, 409, 'GAME_OVER']);
    }
  });

  it('moves the running cycle game on to coalition/2: the moves that gave fivefold under coalition/1 do not', async () => {
    const { id } = old['coalition-running-cycle'];
    // Its seats as the fixture filled them: emil Yellow, fay Black, ann Green, ben Red.
    const bySeat: Record<string, { Authorization: string }> = {
      yellow: auth.emil_old,
      black: auth.fay_old,
      green: auth.ann_old,
      red: auth.ben_old,
    };
    const played = (await events(id)).filter((e) => e.payload.action).length;
    expect(played).toBe(26);
    await t.http.post(`/games/${id}/edition-upgrade`).set(bySeat.yellow).send({ edition: 'coalition/2' }).expect(201);
    for (const seat of ['black', 'green'])
      await t.http.post(`/games/${id}/edition-upgrade/accept`).set(bySeat[seat]).expect(200);
    const moved = await t.http.post(`/games/${id}/edition-upgrade/accept`).set(bySeat.red).expect(200);
    expect(moved.body.rulesEdition).toBe('coalition/2');
    const changedAt = (await events(id)).find((e) => e.type === 'edition-changed')!.seq;

    let game = moved.body;
    for (const action of CYCLE_GAME.slice(played)) {
      const seat = action.seat ?? game.toMove[0].seat;
      // /moves takes the half-move alone; /actions the whole action.
      const body = action.type === 'move' ? { move: action.move } : action;
      const res = await t.http
        .post(`/games/${id}/${action.type === 'move' ? 'moves' : 'actions'}`)
        .set(bySeat[seat])
        .send({ ...body, seat, expectedVersion: game.version });
      expect([action, res.status, res.body.code, res.body.detail]).toEqual([action, 201, undefined, undefined]);
      game = res.body;
    }
    expect([game.status, game.result, game.position.plies]).toEqual(['active', null, 40]);

    // The same moves under coalition/1: the fixture's other cycle game ended by fivefold at the
    // 39th action, which this game played on past.
    const actionsOf = async (gameId: string) =>
      (await events(gameId)).filter((e) => e.payload.action).map((e) => e.payload.action);
    const fivefold = await actionsOf(old['coalition-fivefold'].id);
    expect(fivefold).toHaveLength(39);
    expect((await actionsOf(id)).slice(0, 39)).toEqual(fivefold);
    expect(old['coalition-fivefold'].game.result.reason).toBe('fivefold-repetition');

    // Verification replays each part in its edition, and only that split replays the record.
    expect((await t.http.get(`/games/${id}/verify`).set(bySeat.yellow).expect(200)).body).toMatchObject({
      ok: true,
      replayMatches: true,
    });
    const record = (await t.http.get(`/games/${id}/record`).set(bySeat.yellow).expect(200)).body;
    const [{ state }] = await t.db.query(`SELECT state FROM games WHERE id = $1`, [id]);
    const replay = (switchAt: number) => replayed(record, (seq) => (seq > switchAt ? 'coalition/2' : 'coalition/1'));
    expect(replay(changedAt)).toEqual({ state });
    // Under coalition/1 throughout, the 39th action ends the game by fivefold repetition, as in
    // the fixture's other cycle game: its effects are no longer the recorded ones.
    const acted = (await events(id)).filter((e) => e.payload.action);
    expect(acted[38].seq).toBeGreaterThan(changedAt);
    expect(replay(Infinity)).toEqual({ mismatch: acted[38].seq });
    const endOf = async (gameId: string) =>
      JSON.stringify((await events(gameId)).filter((e) => e.payload.action)[38].payload.effects);
    expect(await endOf(old['coalition-fivefold'].id)).toContain('fivefold-repetition');
    expect(await endOf(id)).not.toContain('fivefold-repetition');
    expect(replay(0)).toEqual({ mismatch: expect.any(Number) });
  });
});

/**
 * Replays a record's actions with the edition `editionAt` names for each event: the final state,
 * the first action the rules refuse, or the first event whose recorded state or effects differ.
 */
function replayed(
  record: Json,
  editionAt: (seq: number) => string,
): { state: string } | { refused: string; seq: number } | { mismatch: number } {
  const engine = new EngineAdapter();
  let state = '';
  for (const e of record.events) {
    const rules = { variant: record.variant, rulesEdition: editionAt(e.seq), options: record.options };
    if (e.type === 'game-started') {
      state = engine.start(rules).state;
      if (state !== e.payload.state) return { mismatch: e.seq };
    } else if (e.payload.action) {
      try {
        const [step] = engine.apply(rules, state, [e.payload.action]);
        if (canonicalJson(step.effects) !== canonicalJson(e.payload.effects)) return { mismatch: e.seq };
        state = step.state;
      } catch (error) {
        if (error instanceof RuleRefusal) return { refused: error.code, seq: e.seq };
        throw error;
      }
    }
  }
  return { state };
}
