/** The stable codes of the visits ("while you were away"), their statuses and sentences. */
export const VISIT_ERRORS = {
  SEEN_VERSION_AHEAD: {
    status: 409,
    en: 'The game has not reached that version yet; only a version it has reached can be marked seen.',
    de: 'Die Partie hat diese Version noch nicht erreicht; als gesehen markieren lässt sich nur eine erreichte Version.',
  },
} as const;
