// @ts-check
'use strict';
/**
 * The dashboard's production server: Next.js's request handler, behind one step Next cannot be
 * told to take — the client's address is set from the socket (client-address.js), so a browser's
 * own X-Forwarded-For never reaches the API. Same arguments as `next start`: [dir] -p PORT -H HOST.
 */
const http = require('node:http');
const path = require('node:path');
const next = require('next');
const { overwriteForwardedFor } = require('./client-address');

function argument(flag, fallback) {
  const i = process.argv.indexOf(flag);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

async function main() {
  const positional = process.argv
    .slice(2)
    .find((a, i, all) => !a.startsWith('-') && !['-p', '-H'].includes(all[i - 1]));
  const dir = path.resolve(positional ?? __dirname);
  const port = Number(argument('-p', process.env.PORT ?? '3001'));
  const hostname = argument('-H', '0.0.0.0');
  const app = next({ dir, dev: false, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = http.createServer((req, res) => {
    overwriteForwardedFor(req, process.env.TRUSTED_PROXIES);
    void handle(req, res);
  });
  server.listen(port, hostname, () => console.log(`Dashboard ready on http://${hostname}:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
