'use strict';
/**
 * The production check (.ci/run runs it in a copy of the tree after `npm run build` and
 * `npm prune --omit=dev`): the product started from production dependencies only, as the README
 * says, and used a little.
 *
 * 1. `npm start` (embedded PostgreSQL and mail catcher) on free ports: /health, every dashboard
 *    page, the caught mail, a session through the dashboard's proxy writing from the printed
 *    address, and a half-move through the API.
 * 2. `npm run migrate`, `npm run start:api` and `npm run start:web` against an external
 *    PostgreSQL (a database of its own on the server the first start runs): /health, a
 *    half-move, the dashboard.
 *
 * Plain JavaScript on Node's own modules (and `pg`, a production dependency): no dev tool.
 */
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { chmodSync, mkdtempSync, rmSync } = require('node:fs');
const net = require('node:net');
const { tmpdir } = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
/** Every variable of the configuration schema (from the build): none is inherited from the caller. */
const { ENVIRONMENT_VARIABLES } = require(
  path.join(ROOT, 'dist', 'api', 'src', 'platform', 'config', 'environment.js'),
);
/** The dashboard's pages: each must render (200) from the standalone server. */
const PAGES = [
  '/',
  '/signin',
  '/signup',
  '/games/new',
  '/clubs',
  '/notifications',
  '/settings',
  '/rules/coalition',
  '/rules/007',
  '/rules/007?lang=de',
  '/dev/mail',
  '/reset-password',
  '/verify-email',
];

const say = (line) => process.stdout.write(`[production-check] ${line}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const running = [];

/** `npm run <script>` in this tree with `env` and none of the caller's settings. */
function npm(script, env) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !ENVIRONMENT_VARIABLES.includes(name)),
  );
  const child = spawn('npm', script === 'start' ? ['start'] : ['run', script], {
    cwd: ROOT,
    env: { ...clean, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const run = {
    child,
    exited,
    output: () => output,
    async waitFor(text, ms = 600_000) {
      const deadline = Date.now() + ms;
      while (!output.includes(text)) {
        if (child.exitCode !== null)
          throw new Error(`npm run ${script} exited (${child.exitCode}) before "${text}":\n${output}`);
        if (Date.now() > deadline) throw new Error(`npm run ${script}: no "${text}" after ${ms} ms:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  running.push(run);
  return run;
}

async function http(method, url, { body, token, headers = {} } = {}) {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, headers: res.headers };
}

async function expectStatus(what, method, url, status, options) {
  const res = await http(method, url, options);
  if (res.status !== status)
    throw new Error(`${what}: ${method} ${url} answered ${res.status}, not ${status}: ${res.text.slice(0, 500)}`);
  return res.json;
}

/** Two players sign up, one invites the other to 007, who accepts; White plays e2-e4. */
async function halfMove(api, tag) {
  const password = 'correct horse battery staple';
  const players = [];
  for (const name of ['white', 'black']) {
    const username = `${name}_${tag}`;
    await expectStatus('register', 'POST', `${api}/auth/register`, 202, {
      body: { username, email: `${username}@example.org`, password },
    });
    const { accessToken } = await expectStatus('token', 'POST', `${api}/auth/token`, 200, {
      body: { login: username, password },
    });
    players.push({ username, token: accessToken });
  }
  const created = await expectStatus('new game', 'POST', `${api}/games`, 201, {
    token: players[0].token,
    body: {
      variant: '007',
      seats: [
        { seat: 'white', me: true },
        { seat: 'black', invite: players[1].username },
      ],
    },
  });
  const game = await expectStatus('accept', 'POST', `${api}/games/${created.id}/seats/black/accept`, 200, {
    token: players[1].token,
  });
  const move = game.legalMoves.includes('e2e4') ? 'e2e4' : game.legalMoves[0];
  const after = await expectStatus('half-move', 'POST', `${api}/games/${game.id}/moves`, 201, {
    token: players[0].token,
    body: { move, expectedVersion: game.version },
  });
  return { move, version: after.version ?? after.game?.version };
}

async function embedded(env) {
  say('npm start (embedded PostgreSQL and mail catcher)...');
  const start = npm('start', env);
  await start.waitFor('Press Ctrl-C to stop.');
  const printed = (what) => new RegExp(`^\\[entente\\]\\s+${what}\\s+(\\S+)`, 'm').exec(start.output())[1];
  const dashboard = printed('Dashboard');
  const api = printed('API');
  say(`started; it printed:\n${start.output().replace(/^/gm, '    ')}`);

  const health = await expectStatus('health', 'GET', `${api}/health`, 200);
  if (health.database?.status !== 'up') throw new Error(`health: database ${JSON.stringify(health.database)}`);
  for (const page of PAGES) await expectStatus('dashboard page', 'GET', `${dashboard}${page}`, 200);
  await expectStatus('a page that does not exist', 'GET', `${dashboard}/no-such-page`, 404);
  await expectStatus('the proxy', 'GET', `${dashboard}/api/health`, 200);
  await expectStatus('the caught mail', 'GET', `${api}/dev/mail`, 200);

  // A signed-in write through the dashboard's proxy, from the printed address.
  const user = `proxy_${randomBytes(3).toString('hex')}`;
  const password = 'correct horse battery staple';
  await expectStatus('register via the dashboard', 'POST', `${dashboard}/api/auth/register`, 202, {
    body: { username: user, email: `${user}@example.org`, password },
    headers: { origin: dashboard },
  });
  const session = await http('POST', `${dashboard}/api/auth/session`, {
    body: { login: user, password },
    headers: { origin: dashboard },
  });
  if (session.status !== 200) throw new Error(`sign in via the dashboard: ${session.status} ${session.text}`);
  const cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await expectStatus('new game via the dashboard', 'POST', `${dashboard}/api/games`, 201, {
    body: { variant: '007' },
    headers: { origin: dashboard, cookie },
  });
  await expectStatus('a foreign origin', 'POST', `${dashboard}/api/games`, 403, {
    body: { variant: '007' },
    headers: { origin: 'https://evil.example', cookie },
  });

  const played = await halfMove(api, 'embedded');
  say(
    `embedded: /health 200, ${PAGES.length} pages 200, signed-in writes from ${dashboard}, half-move ${played.move} 201`,
  );
  return start;
}

async function external(pgPort) {
  const { Client } = require('pg');
  const admin = new Client({ connectionString: `postgres://entente:entente@127.0.0.1:${pgPort}/entente` });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS entente_external');
  await admin.query('CREATE DATABASE entente_external');
  await admin.end();
  const databaseUrl = `postgres://entente:entente@127.0.0.1:${pgPort}/entente_external`;

  say('npm run migrate (external PostgreSQL)...');
  const migrate = npm('migrate', { DATABASE_URL: databaseUrl });
  const code = await migrate.exited;
  if (code !== 0 || !/Applied: /.test(migrate.output()))
    throw new Error(`npm run migrate exited ${code}:\n${migrate.output()}`);

  const port = await freePort();
  const webPort = await freePort();
  say('npm run start:api (external PostgreSQL, NODE_ENV=production)...');
  const api = npm('start:api', {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: `http://127.0.0.1:${webPort}`,
  });
  await api.waitFor('Entente API listening');
  const apiUrl = `http://127.0.0.1:${port}`;
  const health = await expectStatus('health', 'GET', `${apiUrl}/health`, 200);
  if (health.database?.status !== 'up') throw new Error(`health: database ${JSON.stringify(health.database)}`);
  const played = await halfMove(apiUrl, 'external');
  await expectStatus('no caught mail without the catcher', 'GET', `${apiUrl}/dev/mail`, 404);

  say('npm run start:web...');
  const web = npm('start:web', { WEB_PORT: String(webPort), API_URL: apiUrl });
  await web.waitFor('Entente dashboard listening');
  await expectStatus('dashboard', 'GET', `http://127.0.0.1:${webPort}/`, 200);
  await expectStatus('the proxy', 'GET', `http://127.0.0.1:${webPort}/api/health`, 200);
  say(`external: migrate, start:api /health 200, half-move ${played.move} 201, start:web 200`);
  for (const [name, run] of [
    ['start:web', web],
    ['start:api', api],
  ]) {
    const exit = await run.stop();
    if (exit !== 0 && exit !== null) throw new Error(`npm run ${name} exited ${exit} on SIGTERM:\n${run.output()}`);
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'entente-production-check-'));
  chmodSync(dataDir, 0o755); // postgres runs as its own user when we are root
  const env = {
    ENTENTE_DATA_DIR: dataDir,
    PORT: String(await freePort()),
    WEB_PORT: String(await freePort()),
    PG_PORT: String(await freePort()),
    SMTP_PORT: String(await freePort()),
  };
  try {
    const start = await embedded(env);
    await external(env.PG_PORT);
    const code = await start.stop();
    if (code !== 0) throw new Error(`npm start exited ${code} on SIGTERM:\n${start.output()}`);
    say('ok: the product runs from production dependencies only.');
  } finally {
    for (const run of running) await run.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  process.stderr.write(`[production-check] FAILED: ${e.stack ?? e.message}\n`);
  Promise.all(running.map((r) => r.stop())).finally(() => process.exit(1));
});
