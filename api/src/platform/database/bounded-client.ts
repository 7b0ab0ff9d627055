import { Client } from 'pg';
import { classifyDatabaseError } from './database-errors';

/** What the client keeps of the request it serves. */
export interface RequestDatabaseState {
  /** A statement of this request failed because the database is unreachable. */
  databaseAway?: boolean;
}

/** The current request's state, from the HTTP layer above (http/request-context.ts registers it). */
let currentRequest: () => RequestDatabaseState | undefined = () => undefined;
export function trackRequestsWith(current: () => RequestDatabaseState | undefined): void {
  currentRequest = current;
}

type Callback = (error: Error | null, result?: unknown) => void;

/**
 * The pg client of the API's pools (TypeORM's and pg-boss's: their `Client` option). It keeps a
 * request within the documented timeouts when the database is away:
 *
 * - A statement given up by the driver's read timeout (a frozen server sends nothing back) leaves
 *   the connection waiting for that answer, and every later statement on it — the transaction's
 *   ROLLBACK first — would wait its own full timeout behind it. The connection is closed at once
 *   instead, so its pool drops it and opens a fresh one when the server answers again.
 * - Once a statement of a request has failed because the database is unreachable, the request's
 *   further statements fail at once with the same kind of error instead of each waiting out a
 *   timeout (a request sends several: its rate-limit count, then its transaction). A ROLLBACK
 *   refused that way closes its connection, so no transaction is left open on a pooled one.
 *
 * Work outside a request (jobs, the LISTEN connection) is not short-circuited: it retries on its own.
 */
export class BoundedClient extends Client {
  // pg's query has many overloads (text, config, submittable; promise or callback); all pass here.
  override query(...args: unknown[]): never {
    const store = currentRequest();
    const first = args[0] as { text?: unknown; submit?: unknown } | string;
    // A submittable (a COPY stream, a cursor) reports through its own events.
    if (typeof first === 'object' && first !== null && typeof first.submit === 'function')
      return (super.query as (...a: unknown[]) => never)(...args);
    const callback = typeof args[args.length - 1] === 'function' ? (args[args.length - 1] as Callback) : undefined;
    if (store?.databaseAway) {
      const text = typeof first === 'string' ? first : String(first?.text ?? '');
      if (/^\s*ROLLBACK\b/i.test(text)) void this.end().catch(() => undefined);
      const error = Object.assign(new Error('The database did not answer earlier in this request'), {
        code: '08006',
      });
      if (callback) {
        process.nextTick(() => callback(error));
        return undefined as never;
      }
      return Promise.reject(error) as never;
    }
    const failed = (error: unknown) => {
      if (classifyDatabaseError(error) !== 'unreachable') return;
      if (store) store.databaseAway = true;
      if (error instanceof Error && error.message === 'Query read timeout') void this.end().catch(() => undefined);
    };
    if (callback) {
      args[args.length - 1] = (error: Error | null, result?: unknown) => {
        if (error) failed(error);
        callback(error, result);
      };
      return (super.query as (...a: unknown[]) => never)(...args);
    }
    const result = (super.query as (...a: unknown[]) => Promise<unknown>)(...args);
    result.then(undefined, failed);
    return result as never;
  }
}
