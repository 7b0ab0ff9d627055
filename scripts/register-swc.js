// Lets Node run the TypeScript sources directly, compiled by the same SWC settings as jest
// (.swcrc). tsx cannot be used for the API: esbuild emits no decorator metadata, so Nest's
// constructor injection by type would silently receive `undefined`.
//   node -r ./scripts/register-swc.js api/src/main.ts
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '.swcrc'), 'utf8'));
delete swcrc.$schema;

function compile(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = transformSync(source, {
    ...swcrc,
    filename,
    swcrc: false,
    configFile: false,
    sourceMaps: 'inline',
    jsc: { ...swcrc.jsc, parser: { ...swcrc.jsc.parser, tsx: filename.endsWith('.tsx') } },
  });
  module._compile(code, filename);
}

for (const ext of ['.ts', '.tsx']) Module._extensions[ext] = compile;
process.setSourceMapsEnabled(true);
