/**
 * The stable codes of conditional turns (plans), their statuses and their titles — the formal
 * sentences of the problem bodies, in English and German (as in common/error-codes.ts); the
 * dashboard's informal sentences are in common/error-sentences.ts. Pure data. Codes shared with
 * the games module (GAME_NOT_FOUND, NOT_A_PLAYER, GAME_NOT_STARTED, GAME_OVER) keep their
 * registration there.
 */
export const PLAN_ERRORS = {
  PLAN_NOT_FOUND: {
    status: 404,
    en: 'You have no plan in this game.',
    de: 'Sie haben in dieser Partie keinen Plan.',
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
    de: 'Jede Zeile eines Plans wechselt zwischen dem Schritt der anderen und Ihrer Antwort, beginnt mit dem der anderen und endet mit Ihrer.',
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
