#!/usr/bin/env node
// The `entente` command line. Runs the build (dist/api/src/cli/cli.js) when it is current — always so
// after `npm run build`, and the only way once the dev dependencies are pruned; otherwise (a fresh
// clone, edited sources) the TypeScript sources directly through tsx, a dev dependency, so that
// `npx entente ...` works right after `npm install` with no build step.
const path = require('node:path');
const { apiBuildIsCurrent, DIST } = require('../scripts/build');

if (apiBuildIsCurrent()) {
  require(path.join(DIST, 'api', 'src', 'cli', 'cli.js'));
} else {
  require('tsx/cjs');
  require('../api/src/cli/cli.ts');
}
