import express, { NextFunction, Request, Response } from 'express';
import { findInputTextFault, MAX_JSON_DEPTH, urlHasInvalidCharacters } from './input-text';
import { PROBLEM_CONTENT_TYPE, problemTitle, problemType } from './problem';
import { requestContext } from './request-context';

const parseJson = express.json({ limit: '1mb' });

const DETAIL: Record<string, string> = {
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  BAD_REQUEST: 'The request body is not valid JSON.',
  JSON_TOO_DEEP: `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`,
  INVALID_CHARACTERS: 'The request holds a NUL character, an unpaired UTF-16 surrogate or an escape that is not UTF-8.',
};
const STATUS: Record<string, number> = { PAYLOAD_TOO_LARGE: 413 };

/**
 * JSON body parsing with its errors answered as problem+json. Nest's built-in body parser is
 * turned off because its failures (malformed JSON, too large) reach Express's default HTML error
 * page, outside Nest's exception filters. A parsed body and the URL must also hold only text the
 * rest of the API can take (see input-text.ts).
 */
export function jsonBodyMiddleware(req: Request, res: Response, next: NextFunction): void {
  if (urlHasInvalidCharacters(req.originalUrl)) return answer(req, res, 'INVALID_CHARACTERS');
  parseJson(req, res, (err?: unknown) => {
    if (err) {
      const e = err as { status?: number; type?: string };
      return answer(req, res, e.type === 'entity.too.large' || e.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST');
    }
    const fault = req.body === undefined ? null : findInputTextFault(req.body);
    if (fault) return answer(req, res, fault);
    next();
  });
}

function answer(req: Request, res: Response, code: string): void {
  const status = STATUS[code] ?? 400;
  const body = {
    type: problemType(code),
    title: problemTitle(code),
    status,
    detail: DETAIL[code],
    code,
    instance: req.originalUrl,
    requestId: requestContext.getStore()?.requestId,
  };
  res.status(status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}
