'use strict';
/**
 * The build. `npm run build` (node scripts/build.js): the API with the Nest CLI (nest-cli.json,
 * tsconfig.build.json) into dist/, then the dashboard with `next build` into its standalone
 * server (web/.next/standalone). The API build is stamped with a hash of its sources, so the
 * run commands (scripts/run.js) know whether it is current and rebuild it when the dev
 * dependencies are there to do so.
 *
 * Plain JavaScript on Node's own modules: it runs before anything is compiled, and after
 * `npm prune --omit=dev`, where it only checks and never builds.
 */
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
const STAMP = path.join(DIST, '.entente-source-hash');
const LOCK = path.join(ROOT, '.api-build.lock');
/** What the API build is made of, relative to the root (specs and the plain JS of scripts/ left out). */
const SOURCES = [
  'api/src',
  'packages/engine/src',
  'packages/engine/package.json',
  'packages/engine/tsconfig.build.json',
  'migrations',
  'scripts',
  'package.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'nest-cli.json',
];

function apiSourceHash() {
  const hash = createHash('sha256');
  const visit = (rel) => {
    const abs = path.join(ROOT, rel);
    if (!fs.existsSync(abs)) return;
    if (fs.statSync(abs).isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) visit(path.join(rel, name));
    } else if (/\.(ts|json)$/.test(rel) && !/\.spec\.ts$/.test(rel)) {
      hash.update(`${rel}\n`);
      hash.update(fs.readFileSync(abs));
    }
  };
  for (const source of SOURCES) visit(source);
  return hash.digest('hex');
}

/** Whether dist/ holds the build of the sources as they are (an image without sources: whether it exists). */
function apiBuildIsCurrent() {
  if (!fs.existsSync(path.join(ROOT, 'api', 'src'))) return fs.existsSync(path.join(DIST, 'api', 'src', 'main.js'));
  try {
    return fs.readFileSync(STAMP, 'utf8').trim() === apiSourceHash();
  } catch {
    return false;
  }
}

/** The Nest CLI, a dev dependency (absent after a prune). */
function nestCli() {
  try {
    return require.resolve('@nestjs/cli/bin/nest.js', { paths: [ROOT] });
  } catch {
    return undefined;
  }
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

/** Several starts (parallel tests) may find the build stale at once: one builds, the others wait. */
function withBuildLock(fn) {
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      fs.writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      let holder = NaN;
      try {
        holder = Number(fs.readFileSync(path.join(LOCK, 'pid'), 'utf8'));
      } catch {
        // Just created, pid not written yet: wait.
      }
      if (Number.isInteger(holder) && holder > 0 && !alive(holder)) fs.rmSync(LOCK, { recursive: true, force: true });
      else sleep(200);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

/** The TypeScript compiler, a dev dependency. */
function tscCli() {
  return require.resolve('typescript/bin/tsc', { paths: [ROOT] });
}

/** Runs one build step; throws with its output when it fails. */
function run(name, args) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${name} failed (exit ${result.status}):\n${`${result.stdout}${result.stderr}`.slice(-6000)}`);
  }
}

/**
 * The engine package (packages/engine) into its dist/, then `nest build` into dist/, then the
 * stamp: the API's build requires the engine by name, as any other package. Throws with the
 * compiler's output when a step fails.
 */
function buildApi(log, { force = true } = {}) {
  const cli = nestCli();
  if (!cli) throw new Error('Building the API needs the Nest CLI, a dev dependency: run `npm install` first.');
  return withBuildLock(() => {
    if (!force && apiBuildIsCurrent()) return false; // built by whoever held the lock before us
    log('Building the API (nest build)...');
    const hash = apiSourceHash();
    fs.rmSync(path.join(ROOT, 'packages', 'engine', 'dist'), { recursive: true, force: true });
    run('the engine build (tsc)', [tscCli(), '-p', path.join('packages', 'engine', 'tsconfig.build.json')]);
    run('nest build', [cli, 'build']);
    fs.writeFileSync(STAMP, `${hash}\n`);
    return true;
  });
}

/**
 * Makes sure dist/ holds the current API build, building it when the sources changed. Without
 * the Nest CLI an out-of-date build is used as it is (with a warning); no build at all is an error.
 */
function ensureApiBuild(log) {
  if (apiBuildIsCurrent()) return false;
  if (!nestCli()) {
    if (fs.existsSync(path.join(DIST, 'api', 'src', 'main.js'))) {
      log(
        'The API sources changed since dist/ was built, and the Nest CLI (a dev dependency) is not installed: running the existing build.',
      );
      return false;
    }
    throw new Error(
      'The API is not built (dist/) and the Nest CLI is not installed: run `npm install && npm run build` first.',
    );
  }
  return buildApi(log, { force: false });
}

module.exports = { apiBuildIsCurrent, ensureApiBuild, buildApi, ROOT, DIST };

if (require.main === module) {
  const log = (line) => process.stdout.write(`[build] ${line}\n`);
  (async () => {
    buildApi(log);
    log('API built into dist/.');
    const { buildWeb, STANDALONE_SERVER } = require(path.join(DIST, 'scripts', 'lib', 'web-build.js'));
    await buildWeb(log);
    log(`Dashboard built: ${path.relative(ROOT, STANDALONE_SERVER)}.`);
  })().catch((e) => {
    process.stderr.write(`[build] ${e.message}\n`);
    process.exit(1);
  });
}
