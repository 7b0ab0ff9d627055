import { AsyncLocalStorage } from 'node:async_hooks';
import { type RequestDatabaseState, trackRequestsWith } from '../database/bounded-client';

/**
 * Per-request context carried through async calls, so the logger can stamp every line with the
 * request id without each service passing it around, and the database client knows a request
 * whose database has already failed it.
 */
export interface RequestContext extends RequestDatabaseState {
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();
// The database client remembers a request whose database failed it (database/bounded-client.ts).
trackRequestsWith(() => requestContext.getStore());

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
