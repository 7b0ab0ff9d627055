/**
 * `npm run start:web`: the dashboard alone (its standalone server), for a set-up where the API
 * runs elsewhere (docker-compose, `npm run start:api`). WEB_PORT and HOST say where it listens,
 * API_URL where it finds the API. SIGINT/SIGTERM stop it.
 */
import { ConfigError, readEnvironment } from '../api/src/platform/config/environment';
import { connectHost } from '../api/src/platform/config/listen-address';
import { ensureWebBuild } from './lib/web-build';
import { startWebServer } from './lib/web-server';

async function main(): Promise<void> {
  let env;
  try {
    env = readEnvironment();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw e;
  }
  await ensureWebBuild((line) => process.stdout.write(`${line}\n`));
  const web = await startWebServer({
    port: env.WEB_PORT,
    host: env.HOST,
    apiUrl: env.API_URL ?? `http://127.0.0.1:${env.PORT}`,
    onOutput: (line, stream) => (stream === 'stderr' ? process.stderr : process.stdout).write(`${line}\n`),
  });
  process.stdout.write(`Entente dashboard listening on http://${connectHost(env.HOST)}:${env.WEB_PORT}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void web.stop().then(() => process.exit(0)));
  web.child.once('exit', (code) => process.exit(code ?? 1));
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
