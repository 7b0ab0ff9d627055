/**
 * Which failures of the database are the client's and which are the server's, by PostgreSQL's
 * SQLSTATE (https://www.postgresql.org/docs/current/errcodes-appendix.html) and the driver's
 * network errors. The problem filter asks here before it would answer 500:
 *
 * - unreachable: the database is down, restarting, refusing, frozen past a timeout, or the
 *   connection broke mid-query. The request may succeed later: 503 with Retry-After.
 * - out of range: a value the column cannot hold reached a query (class 22, data exception). The
 *   routes validate their input; this is the net under them, so no input ever becomes a 500.
 */
export type DatabaseFailure = 'unreachable' | 'out-of-range';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const DRIVER_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Connection refused/i,
  /server closed the connection unexpectedly/i,
  /Client was closed and is not queryable/i,
];

/** What kind of database failure `error` (a TypeORM QueryFailedError or the driver's own) is, if any. */
export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code) {
      if (NETWORK_CODES.has(code)) return 'unreachable';
      // 08: connection exception; 53: insufficient resources; 57: operator intervention (shutdown,
      // statement_timeout's query_canceled 57014); 58: system error; 40P01 and 40001 are not
      // here: deadlocks and serialisation failures are ordinary conflicts the code retries.
      if (/^(08|53|57|58)/.test(code)) return 'unreachable';
      if (/^22/.test(code)) return 'out-of-range';
    }
    if (typeof e.message === 'string' && DRIVER_MESSAGES.some((m) => m.test(e.message as string))) return 'unreachable';
  }
  return null;
}

/** The error and what it wraps (TypeORM's driverError, Error.cause), a few levels deep. */
function chain(error: unknown): Array<{ code?: unknown; message?: unknown }> {
  const out: Array<{ code?: unknown; message?: unknown }> = [];
  let e: unknown = error;
  for (let i = 0; i < 4 && e !== null && typeof e === 'object'; i++) {
    const o = e as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    out.push(o);
    e = o.driverError ?? o.cause;
  }
  return out;
}

/** Seconds a client should wait before retrying a request refused because the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
