import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** What production gives the API process (package.json's start scripts); none yet. */
const API_NODE_FLAGS: readonly string[] = [];

export interface ApiProcessOptions {
  /** PUBLIC_URL of the API (links in mails), when the benchmark serves the dashboard. */
  readonly publicUrl?: string;
  /** Write a V8 CPU profile of the API into this folder (`--cpu-prof`). */
  readonly profileDir?: string;
  /** SESSION_SECRET (default: a random one), e.g. shared by two APIs that accept the same JWTs. */
  readonly sessionSecret?: string;
  /**
   * Measure the API's event-loop delay (support/loop-monitor.js): each `loopDelay(api)` reports
   * what the loop went through since the previous one.
   */
  readonly monitorLoop?: boolean;
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
  const monitor = options.monitorLoop
    ? {
        args: ['-r', './bench/support/loop-monitor.js'],
        file: path.join(tmpdir(), `entente-loop-${randomUUID()}.jsonl`),
      }
    : undefined;
  // BENCH_NODE_FLAGS (space-separated; empty: none) replaces production's, to compare settings.
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? API_NODE_FLAGS;
  const started = startListening([...flags, ...profile, ...(monitor?.args ?? []), 'api/src/main.ts'], 'the API', {
    ...(monitor ? { LOOP_MONITOR_FILE: monitor.file } : {}),
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    ...(options.publicUrl ? { PUBLIC_URL: options.publicUrl } : {}),
    SESSION_SECRET: options.sessionSecret ?? randomBytes(32).toString('hex'),
    RATE_LIMIT_API_PER_MINUTE: '100000000',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_MAIL_PER_ADDRESS_PER_HOUR: '100000',
    // On a machine shared by many processes a request may wait for a pooled connection longer
    // than the production default of 1 s; a benchmark measures work, not that refusal.
    DB_CONNECT_TIMEOUT_MS: '30000',
    ...options.env,
  });
  if (!monitor) return started;
  return started.then((child) => {
    loopFiles.set(child, monitor.file);
    child.once('exit', () => rmSync(monitor.file, { force: true }));
    return child;
  });
}

/** The loop monitor's file of each API started with `monitorLoop`. */
const loopFiles = new WeakMap<ChildProcess, string>();

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
        // A benchmark's requests to a server that died fail with ECONNRESET alone: say why.
        child.once('exit', (code, signal) => {
          if (!stopping.has(child)) console.error(`\n${name} exited unasked (code ${code}, signal ${signal})`);
        });
        resolve(child);
      }
    });
  });
}

/** Children being stopped on purpose. */
const stopping = new WeakSet<ChildProcess>();

export async function stopApi(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  stopping.add(child);
  child.kill('SIGTERM');
  await exited;
}

export interface LoopDelay {
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly samples: number;
  /** The garbage collector's pauses of the API's main thread in the same span (ms). */
  readonly gc: {
    readonly count: number;
    readonly totalMs: number;
    readonly maxMs: number;
    readonly maxKind: string | null;
  };
}

/**
 * The API's event-loop delay (ms) since the previous call, for an API started with `monitorLoop`:
 * signals it (SIGWINCH) and reads the line it appends. The first call only starts the count.
 */
export async function loopDelay(api: ChildProcess): Promise<LoopDelay> {
  const file = loopFiles.get(api);
  if (!file) throw new Error('the API was not started with monitorLoop');
  const before = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
  api.kill('SIGWINCH');
  for (let i = 0; i < 500; i++) {
    const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    if (lines.length > before) return JSON.parse(lines[lines.length - 1]) as LoopDelay;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the API did not report its event-loop delay');
}
