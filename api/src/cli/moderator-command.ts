/**
 * `entente moderator grant|revoke <username>` (docs/architecture.md, "The command line"): gives or
 * takes the moderator role (docs/safety.md). The database is DATABASE_URL's; without it, the
 * embedded PostgreSQL of `npm start` in this checkout (ENTENTE_DATA_DIR, default `.data`): the
 * running one, or — when none runs — the command starts it on a free port for itself and stops
 * it afterwards. Prints one line saying what happened; an unknown user exits 1.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { PROJECT_ROOT } from '../platform/config/paths';
import { freePort } from '../platform/config/free-port';
import { baseDataSourceOptions } from '../platform/database/database-options';
import { EmbeddedPostgres } from '../platform/database/embedded-postgres';
import { AccountStandingRepository } from '../identity/standing/account-standing.repository';
import { ModerationActionRepository } from '../community/moderation/moderation-action.repository';

export interface CommandOutput {
  code: number;
  stdout: string;
  stderr: string;
}

const USAGE = 'usage: entente moderator grant|revoke <username>';
const fail = (message: string, code = 1): CommandOutput => ({ code, stdout: '', stderr: `entente: ${message}\n` });

export async function moderatorCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<CommandOutput> {
  const [verb, username, ...rest] = args;
  if ((verb !== 'grant' && verb !== 'revoke') || !username || rest.length > 0) return fail(USAGE, 2);
  let database: { url: string; stop?: () => Promise<void> };
  try {
    const found = await databaseOf(env);
    if (typeof found === 'string') return fail(found);
    database = found;
  } catch (error) {
    return fail(`could not start the embedded PostgreSQL: ${(error as Error).message}`);
  }
  const ds = new DataSource({ ...baseDataSourceOptions(database.url), entities: [], logging: ['error'] });
  try {
    await ds.initialize();
    const line = await ds.transaction(async (m) => {
      const before = await new AccountStandingRepository().setModerator(m, username, verb === 'grant');
      if (!before) return null;
      const { was, username: name } = before as typeof before & { was: boolean };
      if (was === (verb === 'grant'))
        return `${name} ${verb === 'grant' ? 'is a moderator already' : 'is not a moderator'}: nothing changed.`;
      await new ModerationActionRepository().append(m, {
        moderatorId: null,
        action: verb === 'grant' ? 'role-granted' : 'role-revoked',
        reportId: null,
        userId: before.id,
        gameId: null,
        reason: `entente moderator ${verb} (the command line)`,
        until: null,
      });
      return verb === 'grant' ? `${name} is now a moderator.` : `${name} is no longer a moderator.`;
    });
    if (line === null) return fail(`there is no user named ${username}.`);
    return { code: 0, stdout: `${line}\n`, stderr: '' };
  } catch (error) {
    const e = error as Error & { code?: string; driverError?: { code?: string } };
    if ((e.driverError?.code ?? e.code) === '42703' || (e.driverError?.code ?? e.code) === '42P01')
      return fail('the database schema is behind this version: run `npm run migrate` (or `npm start`) first.');
    return fail(`the database failed: ${e.message}`);
  } finally {
    if (ds.isInitialized) await ds.destroy();
    await database.stop?.();
  }
}

/** The database to use, or why there is none. */
async function databaseOf(env: NodeJS.ProcessEnv): Promise<{ url: string; stop?: () => Promise<void> } | string> {
  const url = env.DATABASE_URL?.trim();
  if (url) return { url };
  const dataDir = path.resolve(env.ENTENTE_DATA_DIR?.trim() || path.join(PROJECT_ROOT, '.data'));
  const pgDir = path.join(dataDir, 'postgres');
  const urlOn = (port: number) => `postgres://entente:entente@127.0.0.1:${port}/entente`;
  const running = runningPort(pgDir);
  if (running) return { url: urlOn(running) };
  if (!existsSync(path.join(pgDir, 'PG_VERSION')))
    return `no database: set DATABASE_URL, or run \`npm start\` once to create the embedded one in ${pgDir}.`;
  if (startCommandAlive(dataDir)) return 'Entente is starting (or stopping) in this folder: try again in a moment.';
  // None runs: start it for this command only, on a port nobody uses.
  const pg = new EmbeddedPostgres({ dataDir: pgDir, port: await freePort(), user: 'entente', password: 'entente' });
  await pg.start();
  return { url: pg.url('entente'), stop: () => pg.stop() };
}

/** The port of a postgres running on `pgDir` (its postmaster.pid: pid on line 1, port on line 4). */
function runningPort(pgDir: string): number | undefined {
  try {
    const lines = readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    return pid > 0 && alive(pid) && port > 0 ? port : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `npm start` holds this folder (its lock file names a live process). */
function startCommandAlive(dataDir: string): boolean {
  try {
    const holder = JSON.parse(readFileSync(path.join(dataDir, 'entente.lock'), 'utf8')) as { pid?: number };
    return typeof holder.pid === 'number' && alive(holder.pid);
  } catch {
    return false;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
