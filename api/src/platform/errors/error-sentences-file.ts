import { ERROR_SENTENCES } from './error-sentences';

/** Where the dashboard keeps its copy of the sentences (`npm run sentences:web` writes it). */
export const WEB_ERROR_SENTENCES_FILE = 'web/lib/i18n/error-sentences.json';

/** The dashboard's copy as written: every code in order, its English and German sentence. */
export function errorSentencesJson(): string {
  const sorted = Object.fromEntries(
    Object.keys(ERROR_SENTENCES)
      .sort()
      .map((code) => [code, { en: ERROR_SENTENCES[code].en, de: ERROR_SENTENCES[code].de }]),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}
