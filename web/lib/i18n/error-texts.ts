/**
 * What the dashboard adds to the API's sentences per error code (api/src/platform/errors/error-sentences.ts,
 * the one list of them, copied into error-sentences.json): its own code for an answer that never came, and which codes carry a
 * detail the player needs to read.
 */

/** Not from the API: the dashboard got no answer from it at all (network, proxy). */
export const NO_ANSWER = {
  en: 'The server did not answer. Check your connection and try again.',
  de: 'Der Server hat nicht geantwortet. Prüfe deine Verbindung und versuche es noch einmal.',
} as const;

/**
 * Codes whose API detail says something the sentence cannot (which move, which rule, which
 * field): the dashboard shows that detail under the sentence, not only behind "details".
 */
export const CODES_WITH_TELLING_DETAIL: ReadonlySet<string> = new Set([
  'ILLEGAL_MOVE',
  'BAD_NOTATION',
  'BAD_ACTION',
  'BAD_ARRANGEMENT',
  'BAD_OPTIONS',
  'WRONG_PHASE',
  'NOT_YOUR_TURN',
  'VALIDATION_FAILED',
]);
