import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { PROJECT_ROOT } from '../../src/platform/config/paths';
import { startPostgresChild, type PostgresChild } from '../support/postgres-child';

jest.setTimeout(300_000);

/** The `entente` binary, as README and docs/architecture.md give it. */
function entente(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(PROJECT_ROOT, 'bin', 'entente.js'), ...args],
      { cwd: PROJECT_ROOT, env: { ...process.env, DATABASE_URL: '', ...env }, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? ((error as { code?: number }).code ?? 1) : 0,
          stdout: String(stdout),
          stderr: String(stderr),
        }),
    );
  });
}

/**
 * `entente moderator grant|revoke <username>`: the role given and taken on the database of
 * DATABASE_URL, or on the embedded PostgreSQL of `npm start` in this checkout — the running one,
 * or one the command starts for itself and stops again — each change one line of output and one
 * entry of the moderators' audit log.
 */
describe('entente moderator', () => {
  let dataDir: string;
  let pg: PostgresChild;
  const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: pg.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    // The layout of `npm start`: <data dir>/postgres, database and user `entente`.
    dataDir = mkdtempSync(path.join(tmpdir(), 'entente-cli-'));
    // Run as root, PostgreSQL runs as the user `postgres`, who must be able to enter it.
    chmodSync(dataDir, 0o755);
    pg = await startPostgresChild({ dataDir: path.join(dataDir, 'postgres'), database: 'entente', user: 'entente' });
    await sql(
      `INSERT INTO users (username, display_name, email, password_hash) VALUES ('Mona', 'Mona', 'mona@example.org', 'x')`,
    );
  });
  afterAll(async () => {
    await pg?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const moderator = async () =>
    (await sql<{ moderator: boolean }>(`SELECT moderator FROM users WHERE username = 'Mona'`))[0].moderator;

  it('grants on the running embedded PostgreSQL, says so in one line, and logs it', async () => {
    const r = await entente(['moderator', 'grant', 'mona'], { ENTENTE_DATA_DIR: dataDir });
    expect(r).toMatchObject({ code: 0, stdout: 'Mona is now a moderator.\n' });
    expect(await moderator()).toBe(true);
    const again = await entente(['moderator', 'grant', 'Mona'], { ENTENTE_DATA_DIR: dataDir });
    expect(again).toMatchObject({ code: 0, stdout: 'Mona is a moderator already: nothing changed.\n' });
    const log = await sql(`SELECT action, moderator_id, reason FROM moderation_actions ORDER BY id`);
    expect(log).toEqual([
      { action: 'role-granted', moderator_id: null, reason: 'entente moderator grant (the command line)' },
    ]);
  });

  it('starts the embedded PostgreSQL for itself when none runs, and stops it again', async () => {
    await pg.stop();
    const r = await entente(['moderator', 'revoke', 'mona'], { ENTENTE_DATA_DIR: dataDir });
    expect(r).toMatchObject({ code: 0, stdout: 'Mona is no longer a moderator.\n', stderr: '' });
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    await pg.start();
    expect(await moderator()).toBe(false);
  });

  it('uses DATABASE_URL when it is set', async () => {
    const r = await entente(['moderator', 'grant', 'mona'], { DATABASE_URL: pg.url, ENTENTE_DATA_DIR: '/nonexistent' });
    expect(r.code).toBe(0);
    expect(await moderator()).toBe(true);
  });

  it('exits 1 for an unknown user or no database at all, 2 for bad arguments; nothing changes', async () => {
    const unknown = await entente(['moderator', 'grant', 'nobody'], { DATABASE_URL: pg.url });
    expect(unknown).toMatchObject({ code: 1, stdout: '', stderr: 'entente: there is no user named nobody.\n' });
    const empty = mkdtempSync(path.join(tmpdir(), 'entente-cli-empty-'));
    try {
      const none = await entente(['moderator', 'grant', 'mona'], { ENTENTE_DATA_DIR: empty });
      expect(none.code).toBe(1);
      expect(none.stderr).toMatch(/no database: set DATABASE_URL, or run `npm start`/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
    for (const args of [['moderator'], ['moderator', 'promote', 'mona'], ['moderator', 'grant', 'mona', 'extra']]) {
      const bad = await entente(args, { DATABASE_URL: pg.url });
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/usage: entente moderator grant\|revoke <username>/);
    }
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM moderation_actions`);
    expect(n).toBe(3);
  });
});
