/**
 * The one table mapping stable error codes to HTTP statuses. Codes are part of the API contract:
 * clients branch on `code`, never on `title` or `detail`, so a code is never renamed or reused.
 *
 * Feature modules add their codes here (one line each, keep alphabetical within a group) or call
 * `registerErrorCodes` from their module file. A DomainError whose code is in neither place is
 * answered with 500, which the tests of that feature will notice.
 */
const ERROR_STATUS: Record<string, number> = {
  // Generic HTTP-level codes, also used by the filter for framework exceptions.
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,

  // Input no route can take (see input-text.ts), refused before any route sees it.
  INVALID_CHARACTERS: 400,
  JSON_TOO_DEEP: 400,
  // A value the database cannot hold (out of its column's range, not of its type).
  VALUE_OUT_OF_RANGE: 400,

  // Game play (see architecture.md, "HTTP conventions").
  VERSION_CONFLICT: 409,
  NOT_YOUR_TURN: 409,
  ILLEGAL_MOVE: 422,
};

/** What a code means, in a sentence a person reads: English and German (the dashboard's languages). */
export interface ErrorSentences {
  readonly en: string;
  readonly de: string;
}

/** A code's status, and optionally its sentences. */
export type ErrorCodeEntry = number | ({ readonly status: number } & ErrorSentences);

const SENTENCES: Record<string, ErrorSentences> = {};

export function registerErrorCodes(codes: Record<string, ErrorCodeEntry>): void {
  for (const [code, entry] of Object.entries(codes)) {
    const status = typeof entry === 'number' ? entry : entry.status;
    if (typeof entry !== 'number') SENTENCES[code] = { en: entry.en, de: entry.de };
    const existing = ERROR_STATUS[code];
    if (existing !== undefined && existing !== status) {
      throw new Error(`Error code ${code} is already mapped to ${existing}, cannot map it to ${status}`);
    }
    ERROR_STATUS[code] = status;
  }
}

/** The codes of the table above together with those feature modules have registered so far. */
export function knownErrorCodes(): string[] {
  return Object.keys(ERROR_STATUS);
}

/** The sentences registered for a code, if any (they become the problem's title). */
export function sentencesForCode(code: string): ErrorSentences | undefined {
  return Object.prototype.hasOwnProperty.call(SENTENCES, code) ? SENTENCES[code] : undefined;
}

export function statusForCode(code: string): number | undefined {
  return Object.prototype.hasOwnProperty.call(ERROR_STATUS, code) ? ERROR_STATUS[code] : undefined;
}

/** The code used for a bare HTTP status (framework exceptions without a code of their own). */
export function codeForStatus(status: number): string {
  const generic: Record<number, string> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    405: 'METHOD_NOT_ALLOWED',
    406: 'NOT_ACCEPTABLE',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    422: 'UNPROCESSABLE',
    429: 'RATE_LIMITED',
    503: 'SERVICE_UNAVAILABLE',
  };
  return generic[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}
