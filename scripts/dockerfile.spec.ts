import { readFileSync } from 'node:fs';
import * as path from 'node:path';

/**
 * The image's shape ("slim image"), read from the Dockerfile since no Docker engine runs
 * here: a build stage that compiles and prunes, and a runtime stage that takes from it only the
 * production dependencies and the build output — never the build context (sources, tests).
 */
const ROOT = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Stage {
  name: string;
  instructions: string[];
}

/** The Dockerfile's stages, each with its instructions (continuation lines joined, comments left out). */
function stages(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const result: Stage[] = [];
  for (const line of lines) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) result.push({ name: from[1] ?? String(result.length), instructions: [] });
    else result.at(-1)?.instructions.push(line);
  }
  return result;
}

describe('Dockerfile', () => {
  const all = stages(read('Dockerfile'));
  const build = all.find((s) => s.name === 'build');
  const runtime = all.at(-1)!;

  it('builds in one stage and runs in another', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(build).toBeDefined();
    expect(runtime.name).toBe('runtime');
  });

  it('builds with every dependency, then prunes the dev dependencies', () => {
    const runs = build!.instructions.filter((i) => /^RUN /.test(i)).join('\n');
    expect(runs).toMatch(/npm ci\b/);
    expect(runs).toMatch(/npm run build\b/);
    expect(runs).toMatch(/npm prune --omit=dev\b/);
    // The prune comes after the build (it needs the compilers).
    expect(runs.indexOf('npm prune')).toBeGreaterThan(runs.indexOf('npm run build'));
  });

  it('runs from production dependencies and build output only', () => {
    const copies = runtime.instructions.filter((i) => /^(COPY|ADD) /i.test(i));
    expect(copies.length).toBeGreaterThan(0);
    // Nothing from the build context: every file comes from the build stage.
    for (const copy of copies) expect(copy).toMatch(/^COPY\s+(--chown=\S+\s+)?--from=build\s/);
    const taken = copies.flatMap((c) =>
      c
        .split(/\s+/)
        .slice(1, -1)
        .filter((a) => !a.startsWith('--')),
    );
    expect(taken.sort()).toEqual(
      [
        '/app/dist',
        '/app/node_modules',
        '/app/package-lock.json',
        '/app/package.json',
        '/app/packages/engine/dist',
        '/app/packages/engine/package.json',
        '/app/scripts/build.js',
        '/app/scripts/run.js',
        '/app/web/.next/standalone',
      ].sort(),
    );
    // No installing, building or compiling in the runtime stage.
    expect(runtime.instructions.filter((i) => /^RUN /.test(i))).toEqual([]);
    expect(runtime.instructions).toContainEqual(expect.stringMatching(/^ENV .*NODE_ENV=production/));
    expect(runtime.instructions).toContainEqual(expect.stringMatching(/^USER (?!root)\S+/));
  });

  it('is built from a context without local state, build output or secrets', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'dist', '.data', '.git', '.env', 'web/.next'])
      expect(ignored).toContain(entry);
  });
});
