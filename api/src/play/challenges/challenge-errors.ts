/**
 * The stable codes of challenges (docs/bots.md, "Challenges"), with their statuses and titles in
 * English and German (as in platform/errors/error-codes.ts); the dashboard's words are in
 * platform/errors/error-sentences.ts.
 */
export const CHALLENGE_ERRORS = {
  CHALLENGE_NOT_FOUND: {
    status: 404,
    en: 'There is no such challenge of yours.',
    de: 'Diese Herausforderung gibt es in Ihrem Konto nicht.',
  },
  CHALLENGE_CLOSED: {
    status: 409,
    en: 'This challenge is no longer open: accepted, declined, withdrawn or expired.',
    de: 'Diese Herausforderung ist nicht mehr offen: angenommen, abgelehnt, zurückgezogen oder abgelaufen.',
  },
  CHALLENGE_SELF: {
    status: 400,
    en: 'You cannot challenge yourself.',
    de: 'Sie können sich nicht selbst herausfordern.',
  },
  BAD_CHALLENGE: {
    status: 400,
    en: 'This challenge is not valid; `detail` says why.',
    de: 'Diese Herausforderung ist ungültig; `detail` sagt, warum.',
  },
  NOT_CHALLENGED: {
    status: 403,
    en: 'Only the challenged answer a challenge.',
    de: 'Nur Herausgeforderte beantworten eine Herausforderung.',
  },
  NOT_CHALLENGER: {
    status: 403,
    en: 'Only the challenger withdraws a challenge.',
    de: 'Nur wer herausfordert, zieht eine Herausforderung zurück.',
  },
} as const;
