import { sentencesForCode } from './error-codes';

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

/**
 * Title: a short summary fixed per code (the detail carries the specifics) — the code's English
 * sentence when it has one (error-codes.ts), else its words.
 */
export function problemTitle(code: string): string {
  const sentence = sentencesForCode(code);
  if (sentence) return sentence.en;
  const words = code.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
