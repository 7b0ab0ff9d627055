/**
 * `npm run test:reliability`: the attack and failure tests against real processes on
 * loopback — the API (in process and as processes of its own, SIGKILLed under load), its own
 * PostgreSQL stopped and frozen, an SMTP server down and up, concurrent clients — then one table
 * of what was measured and what failed (scripts/reliability-reporter.js, which `npm test` uses
 * too). Exits non-zero when a test fails or any failure column is not 0.
 */
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const TESTS = [
  'api/test/hardening/fuzz.e2e-spec.ts',
  'api/test/hardening/authz-matrix.e2e-spec.ts',
  'api/test/hardening/idempotency-races.e2e-spec.ts',
  'api/test/hardening/sigkill-under-load.e2e-spec.ts',
  'api/test/hardening/database-outage.e2e-spec.ts',
  'api/test/correspondence/notifications.e2e-spec.ts',
  'api/test/hardening/rate-limits.e2e-spec.ts',
  'api/test/hardening/webhook-ssrf.e2e-spec.ts',
  'api/test/hardening/bad-input.e2e-spec.ts',
  'api/test/hardening/account-scopes.e2e-spec.ts',
];

const jest = require.resolve('jest/bin/jest', { paths: [ROOT] });
const run = spawnSync(process.execPath, [jest, '--ci', '--selectProjects', 'api', ...process.argv.slice(2), ...TESTS], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '8' },
});
process.exit(run.status ?? 1);
