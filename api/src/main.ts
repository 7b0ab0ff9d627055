import 'reflect-metadata';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './platform/config/app-config';

/**
 * Entry point of the API process: `npm run start:api` runs the build of this file
 * (dist/api/src/main.js); the start command uses the same createApp. Loading it starts the API.
 * Expects migrations to be applied already (`npm run migrate`).
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw e;
  }
  const app = await createApp(config, { shutdownHooks: true });
  await app.listen(config.port);
  process.stdout.write(`Entente API listening on http://localhost:${config.port}\n`);
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
