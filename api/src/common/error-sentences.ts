import type { Language } from '../notifications/notification-settings';

/**
 * A sentence per error code in English and German, for people rather than programs: what the
 * dashboard (or any client) may show when it has nothing better than the code. `detail` in the
 * problem body stays the specific English text of the one case; these are the general sentence
 * of the code. Every code of the central table in error-codes.ts has one (a unit test checks),
 * and feature codes are added here as they are written.
 */
export const ERROR_SENTENCES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  BAD_REQUEST: { en: 'The request is malformed.', de: 'Die Anfrage ist fehlerhaft.' },
  VALIDATION_FAILED: {
    en: 'Some fields of the request are invalid.',
    de: 'Einige Felder der Anfrage sind ungültig.',
  },
  UNAUTHENTICATED: { en: 'Please sign in first.', de: 'Bitte melden Sie sich zuerst an.' },
  FORBIDDEN: { en: 'You may not do this.', de: 'Das dürfen Sie nicht.' },
  NOT_FOUND: { en: 'There is nothing here.', de: 'Hier gibt es nichts.' },
  METHOD_NOT_ALLOWED: {
    en: 'This address does not accept this method.',
    de: 'Diese Adresse nimmt diese Methode nicht an.',
  },
  NOT_ACCEPTABLE: {
    en: 'The server cannot answer in the format asked for.',
    de: 'Der Server kann nicht im verlangten Format antworten.',
  },
  CONFLICT: {
    en: 'This conflicts with the current state; reload and try again.',
    de: 'Das widerspricht dem aktuellen Stand; bitte neu laden und erneut versuchen.',
  },
  PAYLOAD_TOO_LARGE: { en: 'The request is too large.', de: 'Die Anfrage ist zu groß.' },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'The request body must be JSON.',
    de: 'Der Inhalt der Anfrage muss JSON sein.',
  },
  UNPROCESSABLE: {
    en: 'The request is well-formed but cannot be carried out.',
    de: 'Die Anfrage ist korrekt aufgebaut, lässt sich aber nicht ausführen.',
  },
  RATE_LIMITED: {
    en: 'Too many attempts; please wait a moment and try again.',
    de: 'Zu viele Versuche; bitte warten Sie kurz und versuchen Sie es erneut.',
  },
  INTERNAL_ERROR: {
    en: 'Something went wrong on the server; it has been logged.',
    de: 'Auf dem Server ist etwas schiefgegangen; es wurde protokolliert.',
  },
  SERVICE_UNAVAILABLE: {
    en: 'The service is briefly unavailable; please try again shortly.',
    de: 'Der Dienst ist kurz nicht erreichbar; bitte versuchen Sie es gleich noch einmal.',
  },
  DATABASE_UNAVAILABLE: {
    en: 'The database is not answering; nothing was changed. Please try again shortly.',
    de: 'Die Datenbank antwortet nicht; es wurde nichts geändert. Bitte versuchen Sie es gleich noch einmal.',
  },
  INVALID_CHARACTERS: {
    en: 'The request contains characters that are not text (a NUL, a lone surrogate or a broken escape).',
    de: 'Die Anfrage enthält Zeichen, die kein Text sind (ein NUL, ein einzelnes Surrogat oder ein kaputtes Escape).',
  },
  JSON_TOO_DEEP: {
    en: 'The request body is nested too deeply.',
    de: 'Der Inhalt der Anfrage ist zu tief verschachtelt.',
  },
  VALUE_OUT_OF_RANGE: {
    en: 'A value in the request is out of range.',
    de: 'Ein Wert in der Anfrage liegt außerhalb des erlaubten Bereichs.',
  },
  VERSION_CONFLICT: {
    en: 'The game has moved on; reload it and try again.',
    de: 'Die Partie ist weitergegangen; bitte neu laden und erneut versuchen.',
  },
  NOT_YOUR_TURN: { en: 'It is not your turn.', de: 'Sie sind nicht am Zug.' },
  ILLEGAL_MOVE: { en: 'The rules do not allow this move.', de: 'Die Regeln erlauben diesen Zug nicht.' },
  IDEMPOTENCY_KEY_REUSED: {
    en: 'This Idempotency-Key was already used for a different request.',
    de: 'Dieser Idempotency-Key wurde schon für eine andere Anfrage verwendet.',
  },
  MISSING_SCOPE: {
    en: 'This token lacks a scope this needs.',
    de: 'Diesem Token fehlt ein Geltungsbereich, den dies braucht.',
  },
};

/** The sentence of `code` in `language`, if the code has one. */
export function errorSentence(code: string, language: Language): string | undefined {
  return Object.prototype.hasOwnProperty.call(ERROR_SENTENCES, code) ? ERROR_SENTENCES[code][language] : undefined;
}
