import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { PROJECT_ROOT } from '../../api/src/platform/config/paths';

export const ROOT = PROJECT_ROOT;
export const WEB_DIR = path.join(ROOT, 'web');
/**
 * `next build` writes a self-contained server here (next.config.mjs: `output: 'standalone'`):
 * server.js with the modules it needs traced into its own node_modules, so running the dashboard
 * needs neither Next.js nor React installed — they are dev dependencies.
 */
export const STANDALONE_DIR = path.join(WEB_DIR, '.next', 'standalone');
export const STANDALONE_SERVER = path.join(STANDALONE_DIR, 'web', 'server.js');
const STAMP = path.join(WEB_DIR, '.next', 'entente-source-hash');
/**
 * What a build depends on, relative to the repository root; tests and build output are left out.
 * The dashboard bundles the rules engine and renders the players' rules, so those count too.
 */
const SOURCES = [
  'web/app',
  'web/features',
  'web/lib',
  'web/components',
  'web/hooks',
  'web/public',
  'web/next.config.mjs',
  'web/server.js',
  'web/client-address.js',
  'web/tsconfig.json',
  'packages/engine/src',
  'docs/rules',
];

/** The installed Next.js (a dev dependency): absent after `npm prune --omit=dev`. */
function installedNext(): { bin: string; version: string } | undefined {
  try {
    const pkg = require.resolve('next/package.json', { paths: [ROOT] });
    return {
      bin: path.join(path.dirname(pkg), 'dist', 'bin', 'next'),
      version: JSON.parse(readFileSync(pkg, 'utf8')).version,
    };
  } catch {
    return undefined;
  }
}

/** A hash of the dashboard's sources: a new value means a new build is due. */
export function webSourceHash(): string {
  const hash = createHash('sha256');
  const visit = (rel: string): void => {
    const abs = path.join(ROOT, rel);
    if (!existsSync(abs)) return;
    if (statSync(abs).isDirectory()) {
      for (const name of readdirSync(abs).sort()) visit(path.join(rel, name));
    } else if (!/\.spec\.tsx?$/.test(rel)) {
      hash.update(`${rel}\n`);
      hash.update(readFileSync(abs));
    }
  };
  for (const s of SOURCES) visit(s);
  return hash.digest('hex');
}

interface Stamp {
  next: string;
  sources: string;
}

function readStamp(): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
}

/**
 * A standalone build of the current sources, made by the installed Next.js, exists. Where the
 * sources are not shipped (the image holds the build alone), the build is what there is.
 */
export function webBuildIsCurrent(): boolean {
  if (!existsSync(path.join(WEB_DIR, 'app'))) return existsSync(STANDALONE_SERVER);
  const stamp = readStamp();
  return (
    existsSync(STANDALONE_SERVER) &&
    stamp?.sources === webSourceHash() &&
    stamp.next === (installedNext()?.version ?? stamp.next)
  );
}

/**
 * Runs `next build` when the sources changed since the last build (or there is none), so a fresh
 * clone works with no separate build step and later starts are instant. Without Next.js (dev
 * dependencies pruned) an existing build is used as it is; none at all is an error saying what to do.
 */
export async function ensureWebBuild(
  log: (line: string) => void = console.log,
  signal?: AbortSignal,
): Promise<boolean> {
  if (webBuildIsCurrent()) return false;
  if (!installedNext()) {
    if (existsSync(STANDALONE_SERVER)) {
      if (readStamp()?.sources !== webSourceHash()) {
        log(
          'The dashboard sources changed since its build, and Next.js (a dev dependency) is not installed: serving the existing build.',
        );
      }
      return false;
    }
    throw new Error(
      'The dashboard is not built and Next.js (a dev dependency) is not installed: run `npm install && npm run build` first.',
    );
  }
  return buildWeb(log, signal, false);
}

/**
 * Builds the dashboard (`npm run build` always does; `ensureWebBuild` when needed). Jest workers
 * and `npm start` may all want a build at once; two `next build`s writing one .next folder
 * corrupt it, so builds take turns.
 */
export async function buildWeb(
  log: (line: string) => void = console.log,
  signal?: AbortSignal,
  force = true,
): Promise<boolean> {
  const release = await takeBuildLock(signal);
  try {
    if (!force && webBuildIsCurrent()) return false; // built by whoever held the lock before us
    await build(log, signal);
    return true;
  } finally {
    release();
  }
}

const LOCK = path.join(WEB_DIR, '.next-build.lock');

async function takeBuildLock(signal?: AbortSignal): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      return () => rmSync(LOCK, { recursive: true, force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let holder = NaN;
      try {
        holder = Number(readFileSync(path.join(LOCK, 'pid'), 'utf8'));
      } catch {
        // Just created, pid not written yet: wait.
      }
      if (Number.isInteger(holder) && holder > 0 && !alive(holder)) rmSync(LOCK, { recursive: true, force: true });
      if (signal?.aborted) throw new Error('stopped while waiting for another dashboard build');
      await new Promise((r) => setTimeout(r, 500));
    }
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

async function build(log: (line: string) => void, signal?: AbortSignal): Promise<void> {
  const next = installedNext();
  if (!next) throw new Error('Building the dashboard needs Next.js, a dev dependency: run `npm install` first.');
  log('Building the dashboard (next build; about a minute the first time)...');
  const sources = webSourceHash();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [next.bin, 'build', WEB_DIR], {
      cwd: ROOT,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Stopping the start command mid-build must not leave the build running.
      signal,
      killSignal: 'SIGTERM',
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', (e) => reject(signal?.aborted ? new Error('next build was stopped') : e));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build failed (exit ${code}):\n${output.slice(-4000)}`)),
    );
  });
  // The standalone server serves the browser's assets from beside itself; next build leaves
  // copying them there to us.
  const served = path.join(STANDALONE_DIR, 'web');
  // Our server (the client-address step before Next's handler) replaces the one Next generates:
  // production keeps the protection `npm run start:web` had. proxy-addr, which it loads, is a
  // production dependency found in the project's node_modules.
  for (const file of ['server.js', 'client-address.js']) cpSync(path.join(WEB_DIR, file), path.join(served, file));
  cpSync(path.join(WEB_DIR, '.next', 'static'), path.join(served, '.next', 'static'), { recursive: true });
  if (existsSync(path.join(WEB_DIR, 'public')))
    cpSync(path.join(WEB_DIR, 'public'), path.join(served, 'public'), { recursive: true });
  writeFileSync(STAMP, JSON.stringify({ next: next.version, sources } satisfies Stamp) + '\n');
}
