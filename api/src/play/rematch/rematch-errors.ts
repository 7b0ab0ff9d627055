/**
 * The stable codes of rematches (docs/api/rematch.md), with their statuses and titles in English
 * and German (as in platform/errors/error-codes.ts).
 */
export const REMATCH_ERRORS = {
  REMATCH_NOT_PLAYER: {
    status: 403,
    en: 'Only the players of a game ask for its rematch.',
    de: 'Nur wer in der Partie gespielt hat, kann eine Revanche verlangen.',
  },
  REMATCH_NOT_FINISHED: {
    status: 409,
    en: 'A rematch follows a finished game.',
    de: 'Eine Revanche folgt auf eine beendete Partie.',
  },
  REMATCH_EVENT_GAME: {
    status: 409,
    en: 'A tournament or ladder game has no rematch: its pairings belong to the event.',
    de: 'Eine Turnier- oder Ranglistenpartie hat keine Revanche: ihre Paarungen gehören der Veranstaltung.',
  },
} as const;
