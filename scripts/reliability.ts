/**
 * `npm run test:reliability`: the attack and failure tests of issue 14 against real processes on
 * loopback (the API, its own PostgreSQL stopped and frozen, concurrent clients), then one table of
 * what was measured and what failed. Exits non-zero when a test fails or any failure column is not 0.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const TESTS = [
  'api/test/hardening/fuzz.e2e-spec.ts',
  'api/test/hardening/authz-matrix.e2e-spec.ts',
  'api/test/hardening/idempotency-races.e2e-spec.ts',
  'api/test/hardening/database-outage.e2e-spec.ts',
  'api/test/hardening/rate-limits.e2e-spec.ts',
  'api/test/hardening/webhook-ssrf.e2e-spec.ts',
  'api/test/hardening/bad-input.e2e-spec.ts',
  'api/test/hardening/account-scopes.e2e-spec.ts',
  'api/test/hardening/sigkill-under-load.e2e-spec.ts',
  'api/test/correspondence/notifications.e2e-spec.ts',
];
/** The rows the issue names, in its order; a row no test reported is shown as not measured. */
const ROWS = [
  'fuzz',
  'authz matrix',
  'concurrent ply submissions',
  'SIGKILL under load',
  'database stopped',
  'database frozen (SIGSTOP)',
  'SMTP down then up',
];

interface Figure {
  row: string;
  measured: Record<string, number>;
  failures: Record<string, number>;
}

const dir = mkdtempSync(path.join(tmpdir(), 'entente-reliability-'));
const file = path.join(dir, 'figures.jsonl');
const jest = spawnSync(
  process.execPath,
  [require.resolve('jest/bin/jest', { paths: [ROOT] }), '--ci', '--runInBand', ...TESTS],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, RELIABILITY_FIGURES: file, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '8' },
  },
);
let figures: Figure[] = [];
try {
  figures = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Figure);
} catch {
  // no test reported anything
}
rmSync(dir, { recursive: true, force: true });

const lines: string[][] = [['', 'measured', 'failures (each must be 0)']];
let failed = jest.status !== 0;
for (const row of ROWS) {
  const f = figures.filter((x) => x.row === row);
  if (f.length === 0) {
    lines.push([row, 'not measured by this suite', '—']);
    continue;
  }
  for (const x of f) {
    const bad = Object.values(x.failures).some((v) => v !== 0);
    if (bad) failed = true;
    const show = (o: Record<string, number>) =>
      Object.entries(o)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
    lines.push([x.row, show(x.measured), `${show(x.failures)}${bad ? '  ← FAIL' : ''}`]);
  }
}
const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
process.stdout.write('\nReliability figures (issue 14)\n');
for (const [i, l] of lines.entries()) {
  process.stdout.write(`| ${l.map((c, j) => c.padEnd(widths[j])).join(' | ')} |\n`);
  if (i === 0) process.stdout.write(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n`);
}
process.stdout.write(failed ? '\nreliability: FAILED\n' : '\nreliability: every failure column is 0\n');
process.exit(failed ? 1 : 0);
