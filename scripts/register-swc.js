// Lets Node run the TypeScript sources directly, compiled by the same SWC settings as jest
// (.swcrc). tsx cannot be used for the API: esbuild emits no decorator metadata, so Nest's
// constructor injection by type would silently receive `undefined`.
//   node -r ./scripts/register-swc.js api/src/main.ts
// Compiled files are cached by content hash in node_modules/.cache/entente-swc, so a start
// compiles only what changed since the last one.
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

const swcrcText = fs.readFileSync(path.join(__dirname, '..', '.swcrc'), 'utf8');
const swcrc = JSON.parse(swcrcText);
delete swcrc.$schema;
const cacheDir = path.join(__dirname, '..', 'node_modules', '.cache', 'entente-swc');
let swc; // loaded on the first cache miss only
let swcVersion;

function compile(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  if (!swcVersion) swcVersion = require('@swc/core/package.json').version;
  const key = crypto.createHash('sha1').update(`${swcVersion}\0${swcrcText}\0${filename}\0${source}`).digest('hex');
  const cached = path.join(cacheDir, `${key}.js`);
  let code;
  try {
    code = fs.readFileSync(cached, 'utf8');
  } catch {
    swc ??= require('@swc/core');
    code = swc.transformSync(source, {
      ...swcrc,
      filename,
      swcrc: false,
      configFile: false,
      sourceMaps: 'inline',
      jsc: { ...swcrc.jsc, parser: { ...swcrc.jsc.parser, tsx: filename.endsWith('.tsx') } },
    }).code;
    try {
      fs.mkdirSync(cacheDir, { recursive: true });
      const tmp = `${cached}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, code);
      fs.renameSync(tmp, cached); // atomic: parallel starts never read half a file
    } catch {
      // A read-only tree (e.g. a container) just compiles every time.
    }
  }
  module._compile(code, filename);
}

for (const ext of ['.ts', '.tsx']) Module._extensions[ext] = compile;

// The engine package from its sources, as tsconfig.json's paths say: its dist/ is only built for
// the compiled API (npm run build), and these sources may be newer.
const ENGINE_SOURCE = path.join(__dirname, '..', 'packages', 'engine', 'src', 'index.ts');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === '@entente/engine' ? ENGINE_SOURCE : request, ...rest);
};
process.setSourceMapsEnabled(true);
