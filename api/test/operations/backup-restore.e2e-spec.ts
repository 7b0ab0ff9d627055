import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { type BackupResult, RestoreRefused, restoreBackup, writeBackup } from '../../src/platform/database/backup';
import { PROJECT_ROOT } from '../../src/platform/config/paths';
import { verifyRestored } from '../../../scripts/lib/verify-restored';
import { coalitionOpening, ladderGame, newClub, newPlayers, playScript, seasonAroundToday } from '../ladder-fixtures';
import { new007, play, putPlan } from '../plans/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';

/** The tables a restore must give back row for row (the jobs' tables change as the app runs). */
const COMPARED = [
  'users',
  'games',
  'game_seats',
  'game_events',
  'game_plans',
  'channel_messages',
  'clubs',
  'ladders',
  'ladder_seasons',
  'ladder_games',
  'alliances',
  'alliance_members',
];

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}

/** Each table's rows as one digest, whatever order they are stored in. */
async function digests(url: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of COMPARED) {
    const [row] = await query<{ n: number; md5: string }>(
      url,
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS md5 FROM ${table} t`,
    );
    out[table] = `${row.n} ${row.md5}`;
  }
  return out;
}

describe('a backup restores into games that still verify', () => {
  let t: TestApp;
  let dir: string;
  let backup: BackupResult;
  let source: Record<string, string>;
  const targets: TestDatabase[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    dir = mkdtempSync(path.join(tmpdir(), 'entente-backup-'));
    // A Coalition Chess ladder game with both alliances declared and a message at the table…
    const [owner, y, b, g, r] = await newPlayers(t, 'own', 'y', 'b', 'g', 'r');
    const clubId = await newClub(t, owner, [y, b, g, r]);
    const ladder = await t.http
      .post(`/clubs/${clubId}/ladders`)
      .set(owner.auth)
      .send({ name: 'Liga', variant: 'coalition', options: { setupPhase: false }, season: seasonAroundToday() })
      .expect(201);
    const seats = { yellow: y, black: b, green: g, red: r };
    const coalition = await ladderGame(t, ladder.body.id, y, seats);
    await playScript(t, coalition, seats, coalitionOpening(true));
    await t.http.post(`/games/${coalition}/channels/table/messages`).set(r.auth).send({ text: 'Grüße' }).expect(201);
    // …and a 007 game with a plan.
    const { white, black, id, version } = await new007(t);
    await play(t, white, { id, version }, ['e2e4', 'e7e5', 'g1f3']);
    await putPlan(t, white, id, [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']]).expect(200);
    await t.http.post(`/games/${id}/channels/table/messages`).set(black.auth).send({ text: 'gl' }).expect(201);

    backup = await writeBackup(t.config.databaseUrl, dir);
    source = await digests(t.config.databaseUrl);
  }, 120_000);

  afterAll(async () => {
    for (const db of targets) await db.drop();
    rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  it('names the file by its time and schema version', () => {
    const newest = backup.header.migration;
    expect(path.basename(backup.file)).toMatch(new RegExp(`^entente-\\d{8}T\\d{6}Z-${newest}\\.dump\\.gz$`));
    expect(backup.header.tables).toEqual(expect.arrayContaining(['public.games', 'public.game_events', 'pgboss.job']));
    // Parents before children: a seat's game and user come first.
    const order = backup.header.tables;
    expect(order.indexOf('public.games')).toBeLessThan(order.indexOf('public.game_seats'));
    expect(order.indexOf('public.users')).toBeLessThan(order.indexOf('public.game_seats'));
  });

  it('restores every row into an empty database, and every game verifies', async () => {
    const target = await createTestDatabase({ empty: true });
    targets.push(target);
    const restored = await restoreBackup(backup.file, target.url);
    expect(restored.rows).toBe(backup.rows);
    expect(await digests(target.url)).toEqual(source);
    for (const variant of ['coalition', '007'])
      expect(await query(target.url, `SELECT id FROM games WHERE variant = $1`, [variant])).toHaveLength(1);

    const verified = await verifyRestored(target.url);
    expect(verified).toEqual({ games: 2, verified: 2, failed: [] });

    // The sequences go on after the restored rows: a new message gets a fresh id.
    const [{ max, next }] = await query<{ max: string; next: string }>(
      target.url,
      `SELECT (SELECT max(id) FROM channel_messages)::text AS max, nextval('channel_messages_id_seq')::text AS next`,
    );
    expect(BigInt(next)).toBeGreaterThan(BigInt(max));
  }, 120_000);

  it('refuses a database that is not empty, and changes nothing in it', async () => {
    const before = await digests(t.config.databaseUrl);
    const refused = await restoreBackup(backup.file, t.config.databaseUrl).catch((e: Error) => e);
    expect(refused).toBeInstanceOf(RestoreRefused);
    expect((refused as Error).message).toMatch(/not empty .*nothing was changed/);
    expect(await digests(t.config.databaseUrl)).toEqual(before);
  });

  it('prints the count through `npm run restore`, and fails for a game whose chain was altered', async () => {
    const target = await createTestDatabase({ empty: true });
    targets.push(target);
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['-r', './scripts/register-swc.js', 'scripts/restore.ts', ...args], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, DATABASE_URL: target.url },
      });
    const { stdout } = await run([backup.file]);
    expect(stdout).toContain('restored: 2 games, 2 verified, 0 failed');

    // Someone with the database's owner rights rewrites an event: the next check sees it.
    await query(
      target.url,
      `ALTER TABLE game_events DISABLE TRIGGER USER;
       UPDATE game_events SET payload = jsonb_set(payload, '{note}', '"forged"')
        WHERE id = (SELECT max(id) FROM game_events);
       ALTER TABLE game_events ENABLE TRIGGER USER;`,
    );
    const after = await verifyRestored(target.url);
    expect([after.verified, after.failed.length]).toEqual([1, 1]);

    // And a second restore into it is refused with the sentence an operator reads.
    const again = await run([backup.file]).catch((e: { code: number; stderr: string }) => e);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/Refusing to restore .* not empty/) });
  }, 120_000);
});
