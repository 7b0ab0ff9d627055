/**
 * The stable codes of drafts, their statuses and their formal sentences in English and German.
 * Codes shared with the games module (GAME_NOT_FOUND, NOT_A_PLAYER, GAME_NOT_STARTED, GAME_OVER)
 * keep their registration there.
 */
export const DRAFT_ERRORS = {
  DRAFT_STALE: {
    status: 409,
    en: 'The game has moved on since that version; a draft is kept only for the position it was made on.',
    de: 'Die Partie ist seit dieser Version weitergegangen; ein Entwurf gilt nur für die Stellung, in der er entstand.',
  },
} as const;
