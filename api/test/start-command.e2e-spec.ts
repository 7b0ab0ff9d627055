import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../src/common/free-port';

/**
 * The start command's life cycle, for real: start, answer, refuse a second start, stop on
 * SIGTERM without leaving postgres behind, start again with the data still there.
 * Runs in its own data folder on free ports so it never meets a developer's `npm start`.
 */
jest.setTimeout(240_000); // the first run may have to build the dashboard

const ROOT = path.resolve(__dirname, '..', '..');

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function launch(env: Record<string, string>): Running {
  let output = '';
  const child = spawn(process.execPath, ['-r', './scripts/register-swc.js', 'scripts/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function until(what: string, check: () => boolean, run: Running, ms = 200_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (run.child.exitCode !== null)
      throw new Error(`start exited (${run.child.exitCode}) before ${what}:\n${run.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'entente-start-'));
  // mkdtemp makes a private folder; postgres (run as user `postgres` when we are root) must enter it.
  chmodSync(dataDir, 0o755);
  let env: Record<string, string>;
  const started: Running[] = [];

  beforeAll(async () => {
    env = {
      ENTENTE_DATA_DIR: dataDir,
      PORT: String(await freePort()),
      WEB_PORT: String(await freePort()),
      PG_PORT: String(await freePort()),
      SMTP_PORT: String(await freePort()),
      DATABASE_URL: '',
      SMTP_URL: '',
    };
  });
  afterAll(async () => {
    for (const run of started) {
      if (run.child.exitCode === null) {
        run.child.kill('SIGTERM');
        await run.exited;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs, refuses a second start, stops cleanly on SIGTERM and keeps the data', async () => {
    const first = launch(env);
    started.push(first);
    await until('"Entente is running"', () => first.output().includes('Entente is running'), first);

    const health = await fetch(`http://127.0.0.1:${env.PORT}/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { database: { status: string } }).database.status).toBe('up');
    const home = await fetch(`http://127.0.0.1:${env.WEB_PORT}/`);
    expect(home.status).toBe(200);

    const pgPid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(alive(pgPid)).toBe(true);
    const url = `postgres://entente:entente@127.0.0.1:${env.PG_PORT}/entente`;
    const c = new Client({ connectionString: url });
    await c.connect();
    await c.query('CREATE TABLE start_probe (v text)');
    await c.query(`INSERT INTO start_probe VALUES ('kept')`);
    await c.end();

    // A second start in the same folder explains and exits, changing nothing.
    const lockBefore = readFileSync(path.join(dataDir, 'entente.lock'), 'utf8');
    const second = launch(env);
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already running from this folder \(pid \d+/);
    expect(second.output()).toContain(dataDir);
    expect(readFileSync(path.join(dataDir, 'entente.lock'), 'utf8')).toBe(lockBefore);
    expect((await fetch(`http://127.0.0.1:${env.PORT}/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped.');
    expect(alive(pgPid)).toBe(false);
    // A clean shutdown removes postmaster.pid; a crash would leave it.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'entente.lock'))).toBe(false);

    const again = launch(env);
    started.push(again);
    await until('the restart', () => again.output().includes('Entente is running'), again);
    const c2 = new Client({ connectionString: url });
    await c2.connect();
    expect((await c2.query('SELECT v FROM start_probe')).rows).toEqual([{ v: 'kept' }]);
    await c2.end();
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('stops with a message naming the setting when the configuration is wrong', async () => {
    const bad = launch({ ...env, PORT: 'eighty', LOG_LEVEL: 'loud' });
    started.push(bad);
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT must be a port number');
    expect(bad.output()).toContain('LOG_LEVEL must be one of');
  });
});
