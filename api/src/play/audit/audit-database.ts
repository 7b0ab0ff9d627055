/**
 * The audit worker's own connection to PostgreSQL (audit.worker.ts). A verification reads the
 * snapshot and every event of a game — megabytes for a long game — in the worker thread, so those
 * rows are received, parsed and collected in the worker's heap, never in the API's: the API's
 * event loop sees neither the parsing nor the garbage collections of megabytes it would leave.
 *
 * One connection per thread and database, opened on first use and dropped after any error (the
 * next task opens a fresh one); bounded like the API's own (database.module.ts): connect and
 * statement timeouts, and a read timeout for a server that does not answer at all. The thread's
 * event loop runs between tasks (audit-pool.ts), so a connection cut while idle is noticed then.
 */
import { Client } from 'pg';

/** How the worker reaches the API's database (from AppConfig). */
export interface AuditDatabase {
  readonly url: string;
  readonly connectTimeoutMs: number;
  readonly statementTimeoutMs: number;
}

const clients = new Map<string, Promise<Client>>();

const keyOf = (db: AuditDatabase) => `${db.url}|${db.connectTimeoutMs}|${db.statementTimeoutMs}`;

function connect(db: AuditDatabase): Promise<Client> {
  const key = keyOf(db);
  let client = clients.get(key);
  if (!client) {
    const c = new Client({
      connectionString: db.url,
      connectionTimeoutMillis: db.connectTimeoutMs,
      statement_timeout: db.statementTimeoutMs,
      query_timeout: db.statementTimeoutMs + 500,
    });
    // A connection that breaks while idle: forget it, so the next task connects again.
    c.on('error', () => clients.delete(key));
    client = c.connect().then(() => c);
    client.catch(() => clients.delete(key)); // a failed connect is not kept either
    clients.set(key, client);
  }
  return client;
}

/**
 * Runs one statement on the worker's connection (one statement reads one snapshot of the
 * database, so all it reads agrees). After a failure the connection is closed and forgotten; a
 * kept connection that turns out to have been cut meanwhile (the database restarted while the
 * thread was idle) is replaced and the statement sent once more on a fresh one — it only reads.
 */
export async function queryOnce<T>(db: AuditDatabase, text: string, values: unknown[]): Promise<T[]> {
  const kept = clients.has(keyOf(db));
  try {
    return await queryOn<T>(db, text, values);
  } catch (error) {
    if (!kept || !cutMeanwhile(error)) throw error;
    return queryOn<T>(db, text, values);
  }
}

async function queryOn<T>(db: AuditDatabase, text: string, values: unknown[]): Promise<T[]> {
  const key = keyOf(db);
  const client = await connect(db);
  try {
    return (await client.query(text, values)).rows as T[];
  } catch (error) {
    clients.delete(key);
    await client.end().catch(() => undefined);
    throw error;
  }
}

/**
 * A connection the server ended or lost before this statement (57P01: shut down by the
 * administrator, 57P02/57P03: crash or start-up, 08xxx: the connection broke; the driver's own
 * words for a socket that closed). A timeout is no such failure: the server is there but slow.
 */
function cutMeanwhile(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  if (typeof e?.code === 'string' && /^(57P0[123]|08|ECONNRESET|EPIPE)/.test(e.code)) return true;
  return typeof e?.message === 'string' && /Connection terminated|not queryable/i.test(e.message);
}

/**
 * A failure as plain data: an Error crossing back from the worker keeps its message but loses
 * its `code` (PostgreSQL's SQLSTATE or the driver's network code), which tells the API's problem
 * filter a database that is away (503) from a defect (500).
 */
export interface AuditFailure {
  readonly failed: { readonly message: string; readonly code?: string };
}

export function asFailure(error: unknown): AuditFailure {
  const e = error as { message?: unknown; code?: unknown };
  return {
    failed: {
      message: typeof e?.message === 'string' ? e.message : String(error),
      ...(typeof e?.code === 'string' ? { code: e.code } : {}),
    },
  };
}

/** The failure again as an Error with its code, on the API's side. */
export function fromFailure(failure: AuditFailure['failed']): Error {
  return Object.assign(new Error(failure.message), failure.code ? { code: failure.code } : {});
}
