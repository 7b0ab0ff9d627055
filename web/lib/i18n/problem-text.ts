import type { Problem } from '../api/client';
// The API's sentence per error code, copied from its one list by `npm run sentences:web`.
import ERROR_SENTENCES from './error-sentences.json';
import { CODES_WITH_TELLING_DETAIL, NO_ANSWER } from './error-texts';
import type { Locale } from './locale';

const UNKNOWN_CODE: Record<Locale, string> = {
  en: 'The server refused this, for a reason the dashboard does not know yet.',
  de: 'Der Server hat das abgelehnt, aus einem Grund, den das Dashboard noch nicht kennt.',
};

/** The sentence for an error code, in the dashboard's language. */
export function problemSentence(locale: Locale, code: string): string {
  if (code === 'UNKNOWN') return NO_ANSWER[locale];
  return errorSentence(code, locale) ?? UNKNOWN_CODE[locale];
}

/** The API's sentence for `code`, if it has one. */
export function errorSentence(code: string, locale: Locale): string | undefined {
  const sentences: Readonly<Record<string, Readonly<Record<Locale, string>>>> = ERROR_SENTENCES;
  return Object.prototype.hasOwnProperty.call(sentences, code) ? sentences[code][locale] : undefined;
}

/** What of the API's answer the player needs besides the sentence: the field errors, or a telling detail. */
export function problemSpecifics(problem: Problem): string[] {
  const errors = problem.errors;
  if (Array.isArray(errors) && errors.length > 0) return errors.map((e) => `${e.field}: ${e.messages.join('; ')}`);
  if (CODES_WITH_TELLING_DETAIL.has(problem.code) && problem.detail) return [problem.detail];
  return [];
}
