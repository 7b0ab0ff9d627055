import { existsSync, readFileSync } from 'node:fs';
import { connect, Socket } from 'node:net';
import { Client } from 'pg';
import { isolatedStartEnv, launchStart, RunningStart } from './support/start-command';

/**
 * The start command's life cycle, for real (`npm start`, as the README says): start, answer,
 * survive a broken SMTP session on the mail catcher's port, refuse a second start, stop on
 * SIGTERM without leaving postgres behind, start again with the data still there.
 * Runs in its own data folder on free ports so it never meets a developer's `npm start`.
 */
jest.setTimeout(600_000); // the first run may have to build the API and the dashboard

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Opens an SMTP session on `port`, says `lines`, waits for the answer to the last, then resets it. */
async function resetSmtpSession(port: number, lines: string[], last: string): Promise<void> {
  const socket: Socket = connect(port, '127.0.0.1');
  let said = '';
  socket.on('data', (d: Buffer) => (said += d.toString('latin1')));
  socket.on('error', () => undefined);
  const until = async (text: string) => {
    while (!said.includes(text)) {
      if (socket.destroyed) throw new Error(`SMTP session closed before "${text}": ${said}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  await until('220 ');
  socket.write(lines.map((l) => `${l}\r\n`).join(''));
  await until(last);
  socket.resetAndDestroy();
  await new Promise((r) => socket.once('close', r));
}

describe('npm start', () => {
  let env: Record<string, string>;
  let cleanUp: () => void;
  let dataDir: string;
  const started: RunningStart[] = [];
  const launch = (extra: Record<string, string> = {}) => {
    const run = launchStart({ ...env, ...extra });
    started.push(run);
    return run;
  };

  beforeAll(async () => {
    ({ env, cleanUp } = await isolatedStartEnv());
    dataDir = env.ENTENTE_DATA_DIR;
  });
  afterAll(async () => {
    for (const run of started) await run.stop();
    cleanUp?.();
  });

  it('runs, survives a reset SMTP session, refuses a second start, stops cleanly on SIGTERM and keeps the data', async () => {
    const first = launch();
    await first.waitFor('Press Ctrl-C to stop.');
    // A calm start: progress, the URLs and how to stop — no framework chatter, a dozen lines.
    expect(first.output()).not.toMatch(/RouterExplorer|RoutesResolver|InstanceLoader|Mapped \{|Next\.js \d/);
    const printed = first
      .output()
      .split('\n')
      .filter((l) => l.trim() !== '');
    expect(printed.length).toBeLessThanOrEqual(16);
    expect(printed.filter((l) => !l.startsWith('[entente] ') && !l.startsWith('> '))).toEqual([]);

    const health = await fetch(`http://127.0.0.1:${env.PORT}/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { database: { status: string } }).database.status).toBe('up');
    const home = await fetch(`http://127.0.0.1:${env.WEB_PORT}/`);
    expect(home.status).toBe(200);

    const pgPid = Number(readFileSync(`${dataDir}/postgres/postmaster.pid`, 'utf8').split('\n')[0]);
    expect(alive(pgPid)).toBe(true);
    const url = `postgres://entente:entente@127.0.0.1:${env.PG_PORT}/entente`;
    const c = new Client({ connectionString: url });
    await c.connect();
    await c.query('CREATE TABLE start_probe (v text)');
    await c.query(`INSERT INTO start_probe VALUES ('kept')`);
    await c.end();

    // A TCP reset in the middle of an SMTP transaction, one in the middle of a message, and one
    // right after the greeting: the catcher shrugs, and API, dashboard and PostgreSQL still answer.
    const smtp = Number(env.SMTP_PORT);
    await resetSmtpSession(smtp, ['EHLO mallory', 'MAIL FROM:<m@example.org>'], '250 Accepted');
    await resetSmtpSession(
      smtp,
      ['EHLO mallory', 'MAIL FROM:<m@example.org>', 'RCPT TO:<v@example.org>', 'DATA'],
      '354',
    );
    await resetSmtpSession(smtp, ['\u0000\u00ff GET / HTTP/1.1'], '\r\n');
    expect((await fetch(`http://127.0.0.1:${env.PORT}/health`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${env.WEB_PORT}/`)).status).toBe(200);
    const after = new Client({ connectionString: url });
    await after.connect();
    expect((await after.query('SELECT v FROM start_probe')).rows).toEqual([{ v: 'kept' }]);
    await after.end();
    expect(first.child.exitCode).toBeNull();
    // ... and the page of caught mail is on (HOST is loopback by default), for this machine.
    expect(first.output()).toContain(`Mail        http://127.0.0.1:${env.WEB_PORT}/dev/mail`);
    expect((await fetch(`http://127.0.0.1:${env.PORT}/dev/mail`)).status).toBe(200);

    // A second start in the same folder explains and exits, changing nothing.
    const lockBefore = readFileSync(`${dataDir}/entente.lock`, 'utf8');
    const second = launch();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already running from this folder \(pid \d+/);
    expect(second.output()).toContain(dataDir);
    expect(readFileSync(`${dataDir}/entente.lock`, 'utf8')).toBe(lockBefore);
    expect((await fetch(`http://127.0.0.1:${env.PORT}/health`)).status).toBe(200);

    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('stopped.');
    expect(alive(pgPid)).toBe(false);
    // A clean shutdown removes postmaster.pid; a crash would leave it.
    expect(existsSync(`${dataDir}/postgres/postmaster.pid`)).toBe(false);
    expect(existsSync(`${dataDir}/entente.lock`)).toBe(false);

    // Again, now bound to every interface: the data is still there, and the caught mail's page
    // is off (HOST binds beyond loopback and DEV_MAIL does not turn it on).
    const again = launch({ HOST: '0.0.0.0' });
    await again.waitFor('Press Ctrl-C to stop.');
    const c2 = new Client({ connectionString: url });
    await c2.connect();
    expect((await c2.query('SELECT v FROM start_probe')).rows).toEqual([{ v: 'kept' }]);
    await c2.end();
    expect(again.output()).toContain('/dev/mail is off: HOST=0.0.0.0 binds beyond loopback; DEV_MAIL=on turns it on');
    expect((await fetch(`http://127.0.0.1:${env.PORT}/dev/mail`)).status).toBe(404);
    expect(await again.stop()).toBe(0);
  });

  it('prints a failure in full, and stops', async () => {
    // Nothing listens on port 1: the migrations cannot connect.
    const failing = launch({ DATABASE_URL: 'postgres://entente:entente@127.0.0.1:1/entente' });
    expect(await failing.exited).toBe(1);
    expect(failing.output()).toMatch(/start failed: Error: connect ECONNREFUSED 127\.0\.0\.1:1\n\s+at /);
    expect(failing.output()).toContain('stopped.');
  });

  it('stops with a message naming the setting when the configuration is wrong', async () => {
    const bad = launch({ PORT: 'eighty', LOG_LEVEL: 'loud', DEV_MAIL: 'yes' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT must be a port number');
    expect(bad.output()).toContain('LOG_LEVEL must be one of');
    expect(bad.output()).toContain('DEV_MAIL must be auto, on or off (got "yes")');
  });
});
