import express, { type NextFunction, type Request, type Response } from 'express';
import { REVOCATION_PATH, TOKEN_PATH } from './oauth-metadata';

/** The endpoints that take RFC 6749 form bodies; app.factory mounts the parser on them. */
export const OAUTH_FORM_PATHS = [TOKEN_PATH, REVOCATION_PATH];

// Any content type is read here, so the API's JSON parser never answers for these paths with
// problem+json; the OAuth library then refuses whatever is not a form with `invalid_request`.
const parseForm = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 50, type: () => true });

/**
 * Form bodies of the token and revocation endpoints, with their errors as RFC 6749 JSON. A
 * parameter sent twice is refused (RFC 6749 §3.1, §3.2) before anything reads it.
 */
export function oauthFormBodyMiddleware(req: Request, res: Response, next: NextFunction): void {
  parseForm(req, res, (err?: unknown) => {
    if (err) {
      const e = err as { status?: number; type?: string };
      const tooLarge = e.type === 'entity.too.large' || e.status === 413;
      return answer(
        res,
        tooLarge ? 413 : 400,
        tooLarge ? 'The request body is too large.' : 'The body cannot be read.',
      );
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const repeated = Object.keys(body).find((k) => Array.isArray(body[k]));
    if (repeated) return answer(res, 400, `Invalid request: parameter \`${repeated}\` is repeated`);
    next();
  });
}

function answer(res: Response, status: number, description: string): void {
  res
    .status(status)
    .set({ 'cache-control': 'no-store', 'access-control-allow-origin': '*' })
    .json({ error: 'invalid_request', error_description: description });
}
