'use strict';
/**
 * Runs a compiled entry point of dist/: `node scripts/run.js <path in dist>` — what `npm start`,
 * `npm run start:api`, `npm run migrate` and `npm run start:web` do. A fresh clone has no dist/
 * yet and a developer's edits make it stale: then the API is built first (with the Nest CLI, a dev
 * dependency). After `npm run build && npm prune --omit=dev` it is current and simply runs.
 */
const path = require('node:path');
const { ensureApiBuild, DIST } = require('./build');

const target = process.argv[2];
if (!target) {
  process.stderr.write('usage: node scripts/run.js <entry point in dist/, e.g. api/src/main.js>\n');
  process.exit(2);
}
try {
  ensureApiBuild((line) => process.stdout.write(`[entente] ${line}\n`));
} catch (e) {
  process.stderr.write(`[entente] ${e.message}\n`);
  process.exit(1);
}
// Stack traces point into the TypeScript sources (tsc writes source maps beside the build).
process.setSourceMapsEnabled(true);
// The entry point sees its own arguments: `npm run migrate -- --revert-all`.
process.argv.splice(2, 1);
require(path.join(DIST, target));
