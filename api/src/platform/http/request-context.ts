import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Per-request context carried through async calls, so the logger can stamp every line with the
 * request id without each service passing it around.
 */
export interface RequestContext {
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
