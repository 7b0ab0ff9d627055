/**
 * The stable codes of conditional turns (plans) and play settings, each with its status and what it
 * means in English and German (the dashboard shows the reader's language). Pure data. Codes shared
 * with the games module (GAME_NOT_FOUND, NOT_A_PLAYER, GAME_NOT_STARTED, GAME_OVER) keep their
 * registration there.
 */
export const PLAN_ERRORS = {
  PLAN_NOT_FOUND: {
    status: 404,
    en: 'You have no plan in this game.',
    de: 'Du hast in dieser Partie keinen Plan.',
  },
  PLAN_NOT_NOW: {
    status: 409,
    en: 'A plan answers the others’ moves: it can be stored only while the game is under way and they are to act.',
    de: 'Ein Plan beantwortet die Züge der anderen: Er lässt sich nur speichern, solange die Partie läuft und die anderen am Zug sind.',
  },
  PLAN_ONE_SEAT: {
    status: 422,
    en: 'Plans are for a player with one seat; whoever holds two seats plays both by hand.',
    de: 'Pläne gibt es für Spieler mit einem Platz; wer zwei Plätze hält, spielt beide von Hand.',
  },
  PLAN_BAD_LINE: {
    status: 422,
    en: 'Each line of a plan alternates their step and your answer, starting with theirs and ending with yours.',
    de: 'Jede Zeile eines Plans wechselt zwischen ihrem Schritt und deiner Antwort, beginnt mit ihrem und endet mit deinem.',
  },
  PLAN_TOO_LARGE: {
    status: 422,
    en: 'The plan is too large: at most 32 lines, 20 steps per line and 400 half-moves in all.',
    de: 'Der Plan ist zu groß: höchstens 32 Zeilen, 20 Schritte je Zeile und insgesamt 400 Halbzüge.',
  },
  PLAN_ILLEGAL_STEP: {
    status: 422,
    en: 'A step of the plan cannot be played where it would apply.',
    de: 'Ein Schritt des Plans lässt sich dort, wo er gelten würde, nicht spielen.',
  },
  PLAN_AMBIGUOUS: {
    status: 422,
    en: 'Two lines of the plan answer the same moves differently.',
    de: 'Zwei Zeilen des Plans beantworten dieselben Züge verschieden.',
  },
} as const;

export type PlanErrorCode = keyof typeof PLAN_ERRORS;
