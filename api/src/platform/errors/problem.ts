import { errorCode } from './error-codes';

/** An RFC 9457 problem details body, plus our stable `code` and the request id. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  code: string;
  requestId?: string;
  [extension: string]: unknown;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * The problem type is a URI reference per code (RFC 9457 §3.1.1). Relative, so it resolves against
 * wherever the API is deployed; it identifies the problem kind, it is not required to resolve.
 */
export function problemType(code: string): string {
  return `/problems/${code.toLowerCase().replace(/_/g, '-')}`;
}

export type ProblemLanguage = 'en' | 'de';

/**
 * Title: the code's sentence from the table in error-codes.ts, fixed per code and language (the
 * detail carries the specifics). A code missing from the table gets its name in words.
 */
export function problemTitle(code: string, language: ProblemLanguage = 'en'): string {
  const entry = errorCode(code);
  if (entry) return entry[language];
  const words = code.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The language of a problem's title: German when `Accept-Language` ranks German above English,
 * else English (RFC 9110 §12.5.4 weights; `*` counts as English).
 */
export function problemLanguage(acceptLanguage: string | undefined): ProblemLanguage {
  let best: { lang: ProblemLanguage; q: number } = { lang: 'en', q: 0 };
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const lang =
      tag === 'de' || tag.startsWith('de-') ? 'de' : tag === 'en' || tag.startsWith('en-') || tag === '*' ? 'en' : null;
    if (!lang) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > best.q) best = { lang, q };
  }
  return best.lang;
}
