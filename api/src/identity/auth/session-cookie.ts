import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'entente_session';

/** The session cookie's value, read from the Cookie header (no cookie-parser needed for one name). */
export function readSessionCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * httpOnly (scripts in the page cannot read it) and SameSite=Strict (browsers do not send it on
 * requests started by other sites, which is what makes the cookie CSRF-safe); Secure whenever the
 * dashboard is served over https.
 */
export function setSessionCookie(res: Response, value: string, expires: Date, secure: boolean): void {
  res.cookie(SESSION_COOKIE, value, { httpOnly: true, sameSite: 'strict', secure, path: '/', expires });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
}
