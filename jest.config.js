// One jest run, three projects: `unit` (pure code, incl. the rules engine), `api` (NestJS against
// a real embedded PostgreSQL started once per run by the global setup), `web` (the dashboard in
// Debian's chromium). `npm test` runs all three. The global setup is shared by `api` and `web`;
// jest runs it once per run, and only when a test of one of them is selected.
const fs = require('node:fs');
const path = require('node:path');

const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swc, swcrc: false }] };

const common = {
  transform,
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // Build output (dist/, the dashboard's standalone server with its own package.json) is no source.
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/packages/engine/dist/', '<rootDir>/web/.next/'],
  // The engine package from its sources, as tsconfig.json's paths say (its dist/ is for the build).
  moduleNameMapper: { '^@entente/engine$': '<rootDir>/packages/engine/src/index.ts' },
};
const withPostgres = {
  globalSetup: '<rootDir>/api/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/api/test/support/global-teardown.ts',
};

module.exports = {
  // Starting an app (Nest, TypeORM, pg-boss) on a busy 2-core CI machine can take several seconds;
  // jest's default of 5 s turns load into failures. Tests that need longer set their own.
  testTimeout: 60_000,
  // On two cores jest would run every file in its own process, one after the other, and that
  // process grew past Node's heap limit (4 GB near file 130 of 176: each file's Nest app leaves
  // some behind). With a limit, files run in a worker that is replaced once it holds more.
  workerIdleMemoryLimit: '1GB',
  // The reliability figures (issue 14) as one table at the end of every run that records any.
  reporters: ['default', '<rootDir>/scripts/reliability-reporter.js'],
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/api/src/**/*.spec.ts',
        '<rootDir>/packages/*/src/**/*.spec.ts',
        '<rootDir>/bin/**/*.spec.ts',
        '<rootDir>/scripts/**/*.spec.ts',
        '<rootDir>/web/lib/**/*.spec.ts',
        '<rootDir>/web/features/**/*.spec.ts',
        '<rootDir>/web/*.spec.ts',
        '<rootDir>/clients/ts/test/**/*.spec.ts',
      ],
    },
    {
      ...common,
      ...withPostgres,
      displayName: 'api',
      testMatch: ['<rootDir>/api/test/**/*.e2e-spec.ts', '<rootDir>/clients/ts/test/**/*.e2e-spec.ts'],
    },
    {
      ...common,
      ...withPostgres,
      displayName: 'web',
      testMatch: ['<rootDir>/web/test/**/*.browser-spec.ts'],
      // oauth4webapi (the OAuth test's client library) ships only as an ES module: swc makes it CommonJS.
      transformIgnorePatterns: ['/node_modules/(?!oauth4webapi/)'],
    },
  ],
};
