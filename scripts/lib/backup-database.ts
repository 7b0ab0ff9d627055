/**
 * Which database `npm run backup` and `npm run restore` work on: DATABASE_URL when set; otherwise
 * the embedded server of `npm start` (.data/postgres), used while it runs or started just for the
 * command and stopped after.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { ConfigError, readEnvironment } from '../../api/src/platform/config/environment';
import { EmbeddedPostgres } from '../../api/src/platform/database/embedded-postgres';
import { postgresRunningOn } from './instance-lock';
import { PROJECT_ROOT as ROOT } from '../../api/src/platform/config/paths';

export interface BackupDatabase {
  /** The database's address (the embedded one's `database`, created when missing). */
  url(database?: string): Promise<string>;
  readonly dataDir: string;
  close(): Promise<void>;
}

export async function openBackupDatabase(): Promise<BackupDatabase> {
  let env;
  try {
    env = readEnvironment();
  } catch (e) {
    if (e instanceof ConfigError) throw new Error(e.message);
    throw e;
  }
  const dataDir = path.resolve(env.ENTENTE_DATA_DIR ?? path.join(ROOT, '.data'));
  if (env.DATABASE_URL) {
    const url = env.DATABASE_URL;
    return { dataDir, url: () => Promise.resolve(url), close: () => Promise.resolve() };
  }
  const pgDir = path.join(dataDir, 'postgres');
  const pg = new EmbeddedPostgres({ dataDir: pgDir, port: env.PG_PORT, user: 'entente', password: 'entente' });
  // The embedded server of a running `npm start` is used as it is; otherwise it runs for this command.
  const ours = postgresRunningOn(pgDir) === undefined;
  if (ours) {
    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) process.stdout.write(`[entente] creating ${pgDir}\n`);
    await pg.start();
  }
  return {
    dataDir,
    url: async (database = 'entente') => {
      await pg.ensureDatabase(database);
      return pg.url(database);
    },
    close: () => (ours ? pg.stop() : Promise.resolve()),
  };
}
