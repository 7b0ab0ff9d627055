/**
 * `npm start`: the whole product on one machine, with no system services.
 *
 *   embedded PostgreSQL (.data/postgres, unless DATABASE_URL) → pending migrations →
 *   local SMTP mail catcher (.data/mail, unless SMTP_URL) → NestJS API (PORT) →
 *   Next.js dashboard (WEB_PORT; built first when its sources changed).
 *
 * Ctrl-C / SIGTERM stop everything in reverse order; PostgreSQL gets a clean shutdown. A second
 * start in the same folder, or with a port taken, explains and exits before touching anything.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { portInUse } from '../api/src/platform/config/free-port';
import { AppConfig, appConfigFrom } from '../api/src/platform/config/app-config';
import { ConfigError, Environment, readEnvironment, redactPassword } from '../api/src/platform/config/environment';
import { connectHost, isLoopbackHost, printedAddress } from '../api/src/platform/config/listen-address';
import { InstanceLock, postgresRunningOn } from './lib/instance-lock';
import { ROOT } from './lib/web-build';
import type { WebServer } from './lib/web-server';

// With the terminal or npm gone, writes fail with EPIPE; that must not abort a clean shutdown.
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);
const say = (line: string) => process.stdout.write(`[entente] ${line}\n`);
const fail = (message: string): never => {
  process.stderr.write(`[entente] ${message}\n`);
  process.exit(1);
};

// Every setting is validated before anything starts (config/environment.ts).
const env: Environment = (() => {
  try {
    return readEnvironment();
  } catch (e) {
    if (e instanceof ConfigError) return fail(e.message);
    throw e;
  }
})();
const DATA_DIR = path.resolve(env.ENTENTE_DATA_DIR ?? path.join(ROOT, '.data'));
const PG_DIR = path.join(DATA_DIR, 'postgres');
const MAIL_DIR = path.join(DATA_DIR, 'mail');

/** The session secret survives restarts (sessions stay valid) without anyone having to set one. */
function localSessionSecret(): string {
  const file = path.join(DATA_DIR, 'session-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex') + '\n', { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function main(): Promise<void> {
  const { PORT: apiPort, WEB_PORT: webPort, PG_PORT: pgPort, SMTP_PORT: smtpPort, HOST: host } = env;
  const verbose = env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'verbose';
  const embeddedDb = !env.DATABASE_URL;
  const embeddedMail = !env.SMTP_URL;
  // Caught mail holds password-reset links: its page is on only for a person at this machine.
  const mailPage = embeddedMail && (env.DEV_MAIL === 'on' || (env.DEV_MAIL === 'auto' && isLoopbackHost(host)));

  // 1. Checks that change nothing: is this folder or a port already in use?
  mkdirSync(DATA_DIR, { recursive: true });
  const lock = new InstanceLock(path.join(DATA_DIR, 'entente.lock'));
  const taken = lock.acquire();
  if (!taken.ok) {
    fail(
      `Entente is already running from this folder (pid ${taken.holder.pid}, since ${taken.holder.startedAt}): ` +
        `the data folder ${DATA_DIR} is in use. Stop that one first (Ctrl-C, or kill -TERM ${taken.holder.pid}).`,
    );
  }
  const release = () => lock.release();
  process.on('exit', release);
  const pgPid = embeddedDb ? postgresRunningOn(PG_DIR) : undefined;
  if (pgPid) {
    release();
    fail(`The data folder ${PG_DIR} is in use by a PostgreSQL server (pid ${pgPid}). Stop it first.`);
  }
  const ports: Array<[string, number]> = [
    ['PORT', apiPort],
    ['WEB_PORT', webPort],
  ];
  if (embeddedDb) ports.push(['PG_PORT', pgPort]);
  if (embeddedMail) ports.push(['SMTP_PORT', smtpPort]);
  const seen = new Map<number, string>();
  for (const [name, port] of ports) {
    if (seen.has(port)) fail(`Invalid configuration: ${name} and ${seen.get(port)} are both ${port}`);
    seen.set(port, name);
    // PostgreSQL and the mail catcher listen on loopback only, whatever HOST says.
    if (await portInUse(port, name === 'PG_PORT' || name === 'SMTP_PORT' ? '127.0.0.1' : host)) {
      release();
      fail(
        `Port ${port} (${name}) is already in use — is Entente or another server already running? Choose another with ${name}=...`,
      );
    }
  }

  // 2. Start, remembering how to stop each part (in reverse order).
  const stops: Array<[string, () => Promise<void>]> = [];
  const aborter = new AbortController(); // cancels a dashboard build in progress
  let stopping: Promise<void> | undefined;
  const shutdown = (reason: string, code: number): Promise<void> => {
    stopping ??= (async () => {
      say(`${reason}: stopping...`);
      aborter.abort();
      for (const [name, stop] of stops.reverse()) {
        try {
          await stop();
        } catch (e) {
          process.stderr.write(`[entente] stopping ${name} failed: ${(e as Error).message}\n`);
        }
      }
      release();
      say('stopped.');
      process.exit(code);
    })();
    return stopping;
  };
  // `npm start` may die without passing the signal on (older npm, a killed shell); an orphaned
  // start command would keep postgres running forever, so notice losing the parent and stop.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && !stopping) void shutdown('the parent process exited', 0);
  }, 1000).unref();
  let firstSignalAt = 0;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) {
        // Ctrl-C reaches us twice at once (from the terminal and forwarded by npm): only a signal
        // sent later, by someone impatient, cuts the orderly shutdown short.
        if (Date.now() - firstSignalAt < 2000) return;
        say(`${signal} again: exiting now.`);
        process.exit(130);
      }
      firstSignalAt = Date.now();
      void shutdown(signal, 0);
    });
  }

  try {
    // Loaded only now, so a wrong setting or a busy folder is reported without a wait.
    const { EmbeddedPostgres } = await import('../api/src/platform/database/embedded-postgres');
    const { runPendingMigrations } = await import('../api/src/platform/database/migration-runner');
    // Embedded mode only: the one module that loads smtp-server and mailparser.
    const { MailCatcher } = embeddedMail
      ? await import('../api/src/platform/dev-mail/mail-catcher')
      : { MailCatcher: undefined };
    const { ensureWebBuild } = await import('./lib/web-build');
    const { startWebServer } = await import('./lib/web-server');
    let databaseUrl = env.DATABASE_URL ?? '';
    if (embeddedDb) {
      const pg = new EmbeddedPostgres({ dataDir: PG_DIR, port: pgPort, user: 'entente', password: 'entente' });
      const fresh = !existsSync(path.join(PG_DIR, 'PG_VERSION'));
      say(fresh ? `Creating PostgreSQL data folder ${PG_DIR}...` : `Starting PostgreSQL on ${PG_DIR}...`);
      stops.push(['PostgreSQL', () => pg.stop()]);
      await pg.start();
      await pg.ensureDatabase('entente');
      databaseUrl = pg.url('entente');
    }

    const applied = await runPendingMigrations(databaseUrl);
    say(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');

    let smtpUrl = env.SMTP_URL;
    if (MailCatcher) {
      // A broken session (a reset, garbage) is the client's problem, never the product's.
      const catcher = new MailCatcher(MAIL_DIR, (e) => process.stderr.write(`[entente] mail catcher: ${e.message}\n`));
      stops.push(['mail catcher', () => catcher.stop()]);
      // On loopback whatever HOST says: only this machine's API sends mail to it.
      await catcher.start(smtpPort, '127.0.0.1');
      smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
    }

    const config: AppConfig = {
      ...appConfigFrom(env, databaseUrl),
      smtpUrl,
      // /dev/mail exists only when we run the catcher ourselves, and HOST or DEV_MAIL allow it.
      devMailDir: mailPage ? MAIL_DIR : undefined,
      sessionSecret: env.SESSION_SECRET ?? env.JWT_SECRET ?? localSessionSecret(),
      // A calm console: warnings and errors (in full); LOG_LEVEL=log adds a line per request,
      // LOG_LEVEL=debug the framework's start-up and the dashboard's own output.
      logLevel: env.LOG_LEVEL ?? 'warn',
    };

    const { createApp } = await import('../api/src/app.factory');
    const app: INestApplication = await createApp(config);
    stops.push(['API', () => app.close()]);
    await app.listen(apiPort, host);

    await ensureWebBuild(say, aborter.signal);
    const web: WebServer = await startWebServer({
      port: webPort,
      host,
      apiUrl: `http://${connectHost(host)}:${apiPort}`,
      // Its banner is noise next to ours; what it reports on stderr (errors) always shows.
      onOutput: (line, stream) => {
        if (stream === 'stderr') process.stderr.write(`[entente] web: ${line}\n`);
        else if (verbose) say(`web: ${line}`);
      },
    });
    stops.push(['dashboard', () => web.stop()]);
    web.child.once('exit', (code, signal) => {
      if (!stopping) void shutdown(`the dashboard exited (${signal ?? code})`, 1);
    });

    const shown = connectHost(host);
    say('Entente is running:');
    say(`  Dashboard   ${printedAddress(host, webPort)}`);
    say(`  API         http://${shown}:${apiPort}   (health: http://${shown}:${apiPort}/health)`);
    if (mailPage) say(`  Mail        http://${shown}:${webPort}/dev/mail   (SMTP ${smtpUrl})`);
    else if (embeddedMail) {
      say(`  Mail        caught by SMTP ${smtpUrl} into ${MAIL_DIR}`);
      say(`              (/dev/mail is off: HOST=${host} binds beyond loopback; DEV_MAIL=on turns it on)`);
    } else say(`  Mail        sent through ${redactPassword(smtpUrl ?? '')}`);
    say(`  PostgreSQL  ${redactPassword(databaseUrl)}${embeddedDb ? `   (data in ${PG_DIR})` : ''}`);
    say('Press Ctrl-C to stop.');
  } catch (e) {
    if (stopping) return; // a signal arrived mid-start; the shutdown is already under way
    // In full: the message and where it came from (a calm start still hides no error).
    process.stderr.write(`[entente] start failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    await shutdown('start failed', 1);
  }
}

void main();
