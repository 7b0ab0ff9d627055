import express, { NextFunction, Request, Response } from 'express';
import { findInputTextFault, MAX_JSON_DEPTH, urlHasInvalidCharacters } from './input-text';
import { PROBLEM_CONTENT_TYPE, problemTitle, problemType } from '../errors/problem';
import { requestContext } from './request-context';

const LIMIT = 1024 * 1024;
const parseJson = express.json({ limit: LIMIT });

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
  // The body's last chunk arrives in the socket's async context, not the request's: the rest of
  // the request goes on in the request's own (its id in the logs, its database state).
  const context = requestContext.getStore();
  const parsed = (err?: unknown): void => {
    if (context && requestContext.getStore() !== context) return requestContext.run(context, () => parsed(err));
    if (err) {
      const e = err as { status?: number; type?: string };
      return answer(req, res, e.type === 'entity.too.large' || e.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST');
    }
    const fault = req.body === undefined ? null : findInputTextFault(req.body);
    if (fault) return answer(req, res, fault);
    next();
  };
  const length = plainJsonLength(req);
  if (length === null) parseJson(req, res, parsed);
  else readPlainJson(req, length, parsed);
}

/**
 * The common body — `application/json` (UTF-8), not compressed, of a declared length within the
 * limit — read without body-parser's machinery (content-type parsing, charset decoder streams,
 * raw-body), which cost a half-move more than the rest of its reading. Null for any other body:
 * body-parser takes it, with every case it knows (charsets, gzip, chunked, too large, none).
 */
function plainJsonLength(req: Request): number | null {
  const { headers } = req;
  const type = headers['content-type'];
  if (type !== 'application/json' && type !== 'application/json; charset=utf-8') return null;
  if (headers['content-encoding'] !== undefined || headers['transfer-encoding'] !== undefined) return null;
  const declared = headers['content-length'];
  if (declared === undefined || !/^[1-9][0-9]{0,6}$/.test(declared)) return null;
  const length = Number(declared);
  return length <= LIMIT && !req.readableEnded ? length : null;
}

/**
 * Reads and parses a plain JSON body as body-parser's strict JSON parser would: a byte-order mark
 * dropped, an empty body `{}`, only an object or an array at the top, any failure the same 400.
 */
function readPlainJson(req: Request, length: number, done: (err?: unknown) => void): void {
  const chunks: Buffer[] = [];
  let received = 0;
  let finished = false;
  const finish = (err?: unknown) => {
    if (finished) return;
    finished = true;
    req.removeListener('data', onData);
    req.removeListener('end', onEnd);
    req.removeListener('error', onError);
    req.removeListener('close', onError);
    done(err);
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= length) chunks.push(chunk);
  };
  const onEnd = () => {
    if (received !== length) return finish({ status: 400, type: 'request.size.invalid' });
    let text = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received)).toString('utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (text.length === 0) {
      req.body = {}; // body-parser's answer to an empty body
      return finish();
    }
    const first = /^[ \t\n\r]*(.?)/.exec(text)![1];
    if (first !== '{' && first !== '[') return finish({ status: 400, type: 'entity.parse.failed' });
    try {
      req.body = JSON.parse(text);
    } catch {
      return finish({ status: 400, type: 'entity.parse.failed' });
    }
    finish();
  };
  const onError = () => finish({ status: 400, type: 'request.aborted' });
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onError);
  // A request whose client went away before its end: nobody reads the answer, but it ends.
  req.on('close', onError);
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
