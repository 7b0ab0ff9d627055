#!/usr/bin/env node
// The `entente` command line. Runs the TypeScript sources directly through tsx so that
// `npx entente ...` works right after `npm install`, with no build step.
require('tsx/cjs');
require('../api/src/cli.ts');
