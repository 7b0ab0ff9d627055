// @ts-check
'use strict';
/**
 * The dashboard's production server: Next.js's request handler, behind one step Next cannot be
 * told to take — the client's address is set from the socket (client-address.js), so a browser's
 * own X-Forwarded-For never reaches the API. Same arguments as `next start`: [dir] -p PORT -H HOST.
 *
 * `npm run build` puts this file, in place of the server Next generates, into the standalone tree
 * (web/.next/standalone/web/): that is the server `npm start` and the image run.
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const next = require('next');
const { overwriteForwardedFor } = require('./client-address');

function argument(flag, fallback) {
  const i = process.argv.indexOf(flag);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/**
 * The standalone tree ships no next.config.mjs (nor the compilers to load it): the configuration
 * is the one the build resolved, recorded in .next/required-server-files.json. Next's own
 * standalone server hands it over the same way.
 */
function useStandaloneConfig(dir) {
  const recorded = path.join(dir, '.next', 'required-server-files.json');
  if (process.env.__NEXT_PRIVATE_STANDALONE_CONFIG) return;
  if (fs.existsSync(path.join(dir, 'next.config.mjs')) || !fs.existsSync(recorded)) return;
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(fs.readFileSync(recorded, 'utf8')).config);
  process.chdir(dir);
}

async function main() {
  const positional = process.argv
    .slice(2)
    .find((a, i, all) => !a.startsWith('-') && !['-p', '-H'].includes(all[i - 1]));
  const dir = path.resolve(positional ?? __dirname);
  useStandaloneConfig(dir);
  const port = Number(argument('-p', process.env.PORT ?? '3001'));
  const hostname = argument('-H', '0.0.0.0');
  const app = next({ dir, dev: false, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = http.createServer((req, res) => {
    overwriteForwardedFor(req, process.env.TRUSTED_PROXIES);
    void handle(req, res);
  });
  // As `next start --keepAliveTimeout`: how long an idle kept-alive connection stays open (Node's
  // default, 5 s, when unset). A client that reuses a pooled socket just as the server closes it
  // gets a reset; the browser tests set this longer than any pause of theirs (Playwright's request
  // context ignores the server's Keep-Alive hint and reuses sockets the server has closed).
  const keepAlive = Number(process.env.KEEP_ALIVE_TIMEOUT);
  if (keepAlive > 0) {
    server.keepAliveTimeout = keepAlive;
    server.headersTimeout = keepAlive + 1000;
  }
  server.listen(port, hostname, () => console.log(`Dashboard ready on http://${hostname}:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
