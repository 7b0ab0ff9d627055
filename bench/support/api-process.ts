import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

export interface ApiProcessOptions {
  /** PUBLIC_URL of the API (links in mails), when the benchmark serves the dashboard. */
  readonly publicUrl?: string;
  /** Write a V8 CPU profile of the API into this folder (`--cpu-prof`). */
  readonly profileDir?: string;
  /** SESSION_SECRET (default: a random one), e.g. shared by two APIs that accept the same JWTs. */
  readonly sessionSecret?: string;
  /** More environment for the API. */
  readonly env?: NodeJS.ProcessEnv;
}

/**
 * The API in its own process, as in production, so it does not share a thread with the
 * benchmark's clients. Resolves once it listens. Rate limits are lifted: benchmarks measure
 * throughput, not the per-user request budget.
 */
export function startApi(databaseUrl: string, port: number, options: ApiProcessOptions = {}): Promise<ChildProcess> {
  const profile = options.profileDir ? ['--cpu-prof', '--cpu-prof-dir', options.profileDir] : [];
  return startListening([...profile, 'api/src/main.ts'], 'the API', {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    ...(options.publicUrl ? { PUBLIC_URL: options.publicUrl } : {}),
    SESSION_SECRET: options.sessionSecret ?? randomBytes(32).toString('hex'),
    RATE_LIMIT_API_PER_MINUTE: '100000000',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    ...options.env,
  });
}

/** The ceiling reference (`bare-http-server.ts`): the raw transaction behind plain `node:http`. */
export function startBareServer(databaseUrl: string, port: number, poolSize: number): Promise<ChildProcess> {
  return startListening(['bench/support/bare-http-server.ts'], 'the bare HTTP server', {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    POOL_SIZE: String(poolSize),
  });
}

/** Runs a TypeScript entry point in its own Node process; resolves once it prints "listening". */
function startListening(args: string[], name: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-r', './scripts/register-swc.js', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 60 s`)), 60_000);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
  });
}

export async function stopApi(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
