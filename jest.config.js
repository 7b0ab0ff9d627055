// One jest run, three projects: `unit` (pure code, incl. the rules engine), `api` (NestJS against
// a real embedded PostgreSQL started once per run by the global setup), `web` (the dashboard in
// Debian's chromium). `npm test` runs all three.
const fs = require('node:fs');
const path = require('node:path');

const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swc, swcrc: false }] };

const common = { transform, testEnvironment: 'node', moduleFileExtensions: ['ts', 'tsx', 'js', 'json'] };

module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/api/src/**/*.spec.ts', '<rootDir>/bin/**/*.spec.ts'] },
    ...(fs.existsSync(path.join(__dirname, 'api/test'))
      ? [{ ...common, displayName: 'api', testMatch: ['<rootDir>/api/test/**/*.e2e-spec.ts'] }]
      : []),
  ],
};
