import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { requestContext } from './request-context';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's id is kept only when it is short and plain, so it is safe to echo and to log. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives every request an id: the caller's `X-Request-Id` when acceptable (so ids can be followed
 * across services), a fresh UUID otherwise. The id is echoed in the response header and stored
 * in the async context for the logger and the problem+json filter.
 */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header(REQUEST_ID_HEADER);
  const requestId = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
  (req as Request & { id: string }).id = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  requestContext.run({ requestId }, () => next());
}
