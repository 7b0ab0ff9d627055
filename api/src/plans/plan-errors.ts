/**
 * The stable codes of conditional turns (plans) and their statuses; the sentences in English and
 * German that say what each means are in the API's one list, common/error-sentences.ts. Pure
 * data. Codes shared with the games module (GAME_NOT_FOUND, NOT_A_PLAYER, GAME_NOT_STARTED,
 * GAME_OVER) keep their registration there.
 */
export const PLAN_ERRORS = {
  PLAN_NOT_FOUND: { status: 404 },
  PLAN_NOT_NOW: { status: 409 },
  PLAN_ONE_SEAT: { status: 422 },
  PLAN_BAD_LINE: { status: 422 },
  PLAN_TOO_LARGE: { status: 422 },
  PLAN_ILLEGAL_STEP: { status: 422 },
  PLAN_AMBIGUOUS: { status: 422 },
} as const;

export type PlanErrorCode = keyof typeof PLAN_ERRORS;
