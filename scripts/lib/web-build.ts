import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const WEB_DIR = path.join(ROOT, 'web');
const NEXT_BIN = require.resolve('next/dist/bin/next', { paths: [ROOT] });
const STAMP = path.join(WEB_DIR, '.next', 'entente-source-hash');
/**
 * What a build depends on, relative to the repository root; tests and build output are left out.
 * The dashboard bundles the rules engine and renders the players' rules, so those count too.
 */
const SOURCES = [
  'web/app',
  'web/lib',
  'web/public',
  'web/next.config.mjs',
  'web/tsconfig.json',
  'api/src/rules',
  'docs/rules',
];

/** A hash of the dashboard's sources and the Next version: a new value means a new build is due. */
export function webSourceHash(): string {
  const hash = createHash('sha256');
  const nextPkg = JSON.parse(readFileSync(require.resolve('next/package.json', { paths: [ROOT] }), 'utf8'));
  hash.update(`next@${nextPkg.version}\n`);
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

export function webBuildIsCurrent(): boolean {
  return (
    existsSync(path.join(WEB_DIR, '.next', 'BUILD_ID')) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8').trim() === webSourceHash()
  );
}

/**
 * Runs `next build` when the sources changed since the last build (or there is none), so a fresh
 * clone works with no separate build step and later starts are instant.
 */
export async function ensureWebBuild(
  log: (line: string) => void = console.log,
  signal?: AbortSignal,
): Promise<boolean> {
  if (webBuildIsCurrent()) return false;
  // Jest workers (browser test, start-command test) and `npm start` may all want a build at once;
  // two `next build`s writing one .next folder corrupt it, so builds take turns.
  const release = await takeBuildLock(signal);
  try {
    if (webBuildIsCurrent()) return false; // built by whoever held the lock before us
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
  log('Building the dashboard (next build; about a minute the first time)...');
  const hash = webSourceHash();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT_BIN, 'build', WEB_DIR], {
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
  writeFileSync(STAMP, hash + '\n');
}

export { NEXT_BIN };
