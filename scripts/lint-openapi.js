#!/usr/bin/env node
/**
 * `npm run lint:openapi`: Redocly CLI's `lint` with its recommended rules (redocly.yaml) on the
 * committed openapi.yaml. Any error or warning fails, with a note saying where to fix it.
 */
'use strict';
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const cli = require.resolve('@redocly/cli/bin/cli.js');
const run = spawnSync(
  process.execPath,
  [cli, 'lint', 'openapi.yaml', '--format', 'codeframe', '--max-problems', '200'],
  {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  },
);
// Redocly prints a boxed notice about Node 20's end of life; it says nothing about the document.
const output = `${run.stdout}${run.stderr}`
  .split('\n')
  .filter((line) => !/[║╔╚═]/.test(line) && !line.includes('--generate-ignore-file'))
  .join('\n')
  .trim();
const warnings = /(\d+) warnings?/.exec(output);
const failed = run.status !== 0 || (warnings !== null && Number(warnings[1]) > 0);
if (!failed) {
  console.log('openapi.yaml: 0 errors, 0 warnings (Redocly recommended rules)');
  process.exit(0);
}
console.error(output);
console.error(`
openapi.yaml does not pass the OpenAPI linter (Redocly CLI, recommended rules; 0 errors and 0
warnings are required). openapi.yaml is generated: fix each finding at its source, then run
\`npm run openapi\` and this again. The usual fixes (api/test/HARNESS.md, "Keeping openapi.yaml
lint-clean"):
  - security-defined: the controller or method needs @ApiCookieAuth('session') / @ApiBearerAuth('jwt')
    / @ApiSecurity('apiToken') (with @RequireScope), or @ApiPublic() if anyone may call it;
  - operation-summary: @ApiOperation({ summary: '…' });
  - operation-4xx-response: @ApiProblems('YOUR_CODE', …) with the codes it can answer
    (api/src/platform/errors/error-codes.ts);
  - no-invalid-media-type-examples: an example that does not match its DTO; fix the example.`);
process.exit(1);
