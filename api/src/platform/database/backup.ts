/**
 * A logical backup of the whole database without a system `pg_dump` (the embedded server is
 * PostgreSQL 17, which ships none, and an older client refuses a newer server): every table's
 * rows through `COPY ... TO STDOUT` in one REPEATABLE READ snapshot, the schema left to the
 * migrations. The format is documented in docs/operations.md ("Backups"):
 *
 *   ENTENTE-BACKUP 1
 *   {"createdAt":…,"migration":…,"tables":[…]}          the header, one JSON line
 *   {"table":"public.users","columns":[…]}              per table: its columns, then
 *   …rows in COPY's text format…                        its rows, then a line `\.`
 *   \.
 *   {"sequences":[{"name":"public.x_seq","value":N}]}   the sequences, last
 *
 * all of it gzip-compressed. A restore goes into an empty database only: the migrations up to the
 * backup's, then every table's rows in an order its foreign keys accept, in one transaction.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdirSync, renameSync } from 'node:fs';
import * as path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { Client } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import { CODE_ROOT } from '../config/paths';
import { baseDataSourceOptions, knownMigrations } from './database-options';

const MAGIC = 'ENTENTE-BACKUP 1';
/** The schemas the product's tables live in (pg-boss keeps its queue in its own). */
const SCHEMAS = ['public', 'pgboss'];
/**
 * Not copied as rows: the migrations' own table (the restore runs them), and pg-boss's queues,
 * which are re-created through pg-boss's function so that each gets its partition of the jobs.
 */
const NOT_COPIED = new Set(['public.migrations', 'pgboss.queue']);

export interface BackupHeader {
  readonly createdAt: string;
  /** The timestamp of the newest migration applied to the database backed up. */
  readonly migration: number;
  readonly migrationName: string;
  readonly server: string;
  readonly tables: readonly string[];
  /** pg-boss's queues, re-created before its jobs. */
  readonly queues: readonly Record<string, unknown>[];
}

export interface BackupResult {
  readonly file: string;
  readonly header: BackupHeader;
  readonly rows: number;
}

interface TableInfo {
  readonly name: string;
  readonly columns: readonly string[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (name: string) => name.split('.').map(ident).join('.');

/** Writes a backup of `databaseUrl` into `dir` as `entente-<time>-<migration>.dump.gz`. */
export async function writeBackup(databaseUrl: string, dir: string): Promise<BackupResult> {
  const client = new Client({ connectionString: databaseUrl, application_name: 'entente-backup' });
  await client.connect();
  try {
    // One snapshot for every table: the rows agree with each other as of one moment, while the
    // server goes on taking moves.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [{ schema }] = (
      await client.query<{ schema: string | null }>(`SELECT to_regclass('public.migrations')::text AS schema`)
    ).rows;
    if (schema === null)
      throw new Error('the database has no Entente schema (no migrations table): nothing to back up');
    const latest = await client.query<{ timestamp: string; name: string }>(
      'SELECT "timestamp"::text AS timestamp, name FROM migrations ORDER BY "timestamp" DESC LIMIT 1',
    );
    if (latest.rows.length === 0) throw new Error('the database has no migrations applied: nothing to back up');
    const tables = orderByForeignKeys(await tablesOf(client), await foreignKeysOf(client));
    const queues = (
      await client.query<Record<string, unknown>>('SELECT * FROM pgboss.queue ORDER BY dead_letter NULLS FIRST, name')
    ).rows;
    const server = (await client.query<{ v: string }>('SHOW server_version')).rows[0].v;
    const header: BackupHeader = {
      createdAt: new Date().toISOString(),
      migration: Number(latest.rows[0].timestamp),
      migrationName: latest.rows[0].name,
      server,
      tables: tables.map((t) => t.name),
      queues,
    };
    mkdirSync(dir, { recursive: true });
    const stamp = header.createdAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    const file = path.join(dir, `entente-${stamp}-${header.migration}.dump.gz`);
    const partial = `${file}.partial`;
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
    await write(gzip, `${MAGIC}\n${JSON.stringify(header)}\n`);
    let rows = 0;
    for (const table of tables) {
      await write(gzip, `${JSON.stringify({ table: table.name, columns: table.columns })}\n`);
      const cols = table.columns.map(ident).join(', ');
      const copy = client.query(copyTo(`COPY (SELECT ${cols} FROM ${qualified(table.name)}) TO STDOUT`));
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        for (const byte of chunk) if (byte === 10) rows++;
        await write(gzip, chunk);
      }
      await write(gzip, '\\.\n');
    }
    const sequences = await client.query<{ name: string; value: string | null }>(
      `SELECT schemaname || '.' || sequencename AS name, last_value::text AS value
         FROM pg_sequences WHERE schemaname = ANY($1) ORDER BY 1`,
      [SCHEMAS],
    );
    await write(gzip, `${JSON.stringify({ sequences: sequences.rows })}\n`);
    gzip.end();
    await written;
    await client.query('COMMIT');
    // Complete or not there at all: a backup cut short never has the name of a good one.
    renameSync(partial, file);
    return { file, header, rows };
  } finally {
    await client.end();
  }
}

export interface RestoreResult {
  readonly header: BackupHeader;
  readonly tables: number;
  readonly rows: number;
}

/** Thrown when the target is not empty; nothing was written. */
export class RestoreRefused extends Error {}

/**
 * Restores `file` into the empty database at `databaseUrl`: its migrations up to the backup's,
 * then every table's rows (foreign keys in order, the tables' own triggers off while they load,
 * so nothing is fanned out or stamped again), then the sequences — all rows in one transaction.
 */
export async function restoreBackup(file: string, databaseUrl: string): Promise<RestoreResult> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const it = lines[Symbol.asyncIterator]();
  const next = async (): Promise<string> => {
    const r = await it.next();
    if (r.done) throw new Error(`${file} ends early: the backup is incomplete`);
    return r.value;
  };
  try {
    if ((await next()) !== MAGIC) throw new Error(`${file} is not an Entente backup (${MAGIC})`);
    const header = JSON.parse(await next()) as BackupHeader;
    await refuseNonEmpty(databaseUrl);
    await migrateTo(databaseUrl, header.migration);

    const client = new Client({ connectionString: databaseUrl, application_name: 'entente-restore' });
    await client.connect();
    try {
      await client.query('BEGIN');
      const present = new Set((await tablesOf(client)).map((t) => t.name));
      for (const table of header.tables) {
        if (!present.has(table)) throw new Error(`the backup has a table ${table} that its migrations do not create`);
        await client.query(`ALTER TABLE ${qualified(table)} DISABLE TRIGGER USER`);
      }
      // Rows the migrations wrote themselves (pg-boss's version, seeded editions) are in the
      // backup as well: the backup's win.
      for (const table of [...header.tables].reverse()) await client.query(`DELETE FROM ${qualified(table)}`);
      for (const q of header.queues) {
        await client.query('SELECT pgboss.create_queue($1, $2)', [q.name, queueOptions(q)]);
      }
      let rows = 0;
      for (const table of header.tables) {
        const meta = JSON.parse(await next()) as { table: string; columns: string[] };
        if (meta.table !== table) throw new Error(`${file}: expected the rows of ${table}, found ${meta.table}`);
        const copy = client.query(
          copyFrom(`COPY ${qualified(table)} (${meta.columns.map(ident).join(', ')}) FROM STDIN`),
        );
        const finished = new Promise<void>((resolve, reject) => {
          copy.on('finish', resolve);
          copy.on('error', reject);
        });
        finished.catch(() => undefined); // awaited below; a failure mid-way is seen there
        for (;;) {
          const line = await next();
          if (line === '\\.') break;
          rows++;
          if (!copy.write(`${line}\n`)) await Promise.race([once(copy, 'drain'), finished]);
        }
        copy.end();
        await finished;
      }
      const { sequences } = JSON.parse(await next()) as { sequences: { name: string; value: string | null }[] };
      for (const s of sequences) {
        if (s.value !== null)
          await client.query('SELECT setval($1::regclass, $2::bigint, true)', [qualified(s.name), s.value]);
      }
      for (const table of header.tables) await client.query(`ALTER TABLE ${qualified(table)} ENABLE TRIGGER USER`);
      await client.query('COMMIT');
      return { header, tables: header.tables.length, rows };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await client.end();
    }
  } finally {
    lines.close();
  }
}

/** Every game's id in the database, for the verification after a restore. */
export async function gameIds(databaseUrl: string): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ id: string }>('SELECT id FROM games ORDER BY id')).rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

async function refuseNonEmpty(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
          AND n.nspname NOT LIKE 'pg\\_%' ORDER BY 1`,
    );
    if (rows.length > 0) {
      const db = new URL(databaseUrl).pathname.slice(1);
      throw new RestoreRefused(
        `Refusing to restore into the database "${db}": it is not empty (${rows.length} tables, e.g. ${rows
          .slice(0, 3)
          .map((r) => r.name)
          .join(', ')}). Restore into a new, empty database; nothing was changed.`,
      );
    }
  } finally {
    await client.end();
  }
}

/** Applies the migrations up to `timestamp` (the backup's version), no further. */
async function migrateTo(databaseUrl: string, timestamp: number): Promise<void> {
  const known = knownMigrations();
  if (!known.some((m) => m.timestamp === timestamp))
    throw new Error(
      `the backup's schema version ${timestamp} is not one this code knows (newest: ${known.at(-1)?.timestamp}); restore it with the version of Entente that wrote it`,
    );
  const files = known.filter((m) => m.timestamp <= timestamp).map((m) => path.join(CODE_ROOT, 'migrations', m.file));
  const ds = new DataSource({
    ...baseDataSourceOptions(databaseUrl),
    migrations: files,
    entities: [],
    logging: ['error'],
  });
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await ds.destroy();
  }
}

async function tablesOf(client: Client): Promise<TableInfo[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT n.nspname || '.' || c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND n.nspname = ANY($1)
      GROUP BY 1 ORDER BY 1`,
    [SCHEMAS],
  );
  return rows.filter((r) => !NOT_COPIED.has(r.name));
}

async function foreignKeysOf(client: Client): Promise<[string, string][]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT cn.nspname || '.' || cc.relname AS child, pn.nspname || '.' || pc.relname AS parent
       FROM pg_constraint k
       JOIN pg_class cc ON cc.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = cc.relnamespace
       JOIN pg_class pc ON pc.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = pc.relnamespace
      WHERE k.contype = 'f' AND k.conparentid = 0 AND cn.nspname = ANY($1)`,
    [SCHEMAS],
  );
  return rows.map((r) => [r.child, r.parent]);
}

/** Parents before children (a table's references to itself are checked at the end of its COPY). */
export function orderByForeignKeys<T extends { name: string }>(
  tables: readonly T[],
  keys: readonly [string, string][],
): T[] {
  const names = new Set(tables.map((t) => t.name));
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const [child, parent] of keys)
    if (child !== parent && names.has(child) && names.has(parent)) parents.get(child)!.add(parent);
  const ordered: T[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t.name) && [...parents.get(t.name)!].every((p) => placed.has(p)));
    if (ready.length === 0) {
      const left = tables.filter((t) => !placed.has(t.name)).map((t) => t.name);
      throw new Error(`the foreign keys between ${left.join(', ')} form a cycle; no order of COPY satisfies them`);
    }
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
  }
  return ordered;
}

function queueOptions(q: Record<string, unknown>): Record<string, unknown> {
  return {
    policy: q.policy,
    retryLimit: q.retry_limit,
    retryDelay: q.retry_delay,
    retryBackoff: q.retry_backoff,
    expireInSeconds: q.expire_seconds,
    retentionMinutes: q.retention_minutes,
    deadLetter: q.dead_letter,
  };
}

async function write(stream: Writable, text: string | Buffer): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}
