import express, { NextFunction, Request, Response } from 'express';
import { PROBLEM_CONTENT_TYPE, problemTitle, problemType } from './problem';
import { requestContext } from './request-context';

const parseJson = express.json({ limit: '1mb' });

/**
 * JSON body parsing with its errors answered as problem+json. Nest's built-in body parser is
 * turned off because its failures (malformed JSON, too large) reach Express's default HTML error
 * page, outside Nest's exception filters.
 */
export function jsonBodyMiddleware(req: Request, res: Response, next: NextFunction): void {
  parseJson(req, res, (err?: unknown) => {
    if (!err) return next();
    const e = err as { status?: number; type?: string; message?: string };
    const tooLarge = e.type === 'entity.too.large' || e.status === 413;
    const code = tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
    const status = tooLarge ? 413 : 400;
    const detail = tooLarge ? 'The request body is too large.' : 'The request body is not valid JSON.';
    const body = {
      type: problemType(code),
      title: problemTitle(code),
      status,
      detail,
      code,
      instance: req.originalUrl,
      requestId: requestContext.getStore()?.requestId,
    };
    res.status(status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
  });
}
