/**
 * Errors are values, never exceptions: every fallible engine call returns a Result.
 * Codes are stable: the server maps them to HTTP problems and clients match on them.
 */
export type RuleErrorCode =
  | 'ILLEGAL_MOVE' // a well-formed move the rules do not permit now
  | 'NOT_YOUR_TURN' // the acting seat may not act now
  | 'BAD_NOTATION' // a move, square, FEN or position text that does not parse
  | 'BAD_ACTION' // an action object of unknown type or with missing fields
  | 'BAD_OPTIONS' // unknown option, wrong value, or a combination the rules forbid
  | 'BAD_POSITION' // a parsed position that cannot occur (e.g. two kings of one colour)
  | 'BAD_ARRANGEMENT' // a set-up or re-arrangement that breaks §3/§4 of the coalition rules
  | 'WRONG_PHASE' // the action exists but not in this phase of the game (set-up, rounds 1–3, ...)
  | 'NO_DRAW_OFFER' // accept/decline without a pending offer
  | 'DRAW_NOT_CLAIMABLE' // a claim when neither repetition nor the move-count rule applies
  | 'GAME_OVER'; // the game has ended; nothing more can be applied

export interface RuleError {
  readonly code: RuleErrorCode;
  readonly message: string;
  /** The rules-file section the error rests on, e.g. "007.md §5.4". */
  readonly rule?: string;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: RuleError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = <T = never>(code: RuleErrorCode, message: string, rule?: string): Result<T> => ({
  ok: false,
  error: rule === undefined ? { code, message } : { code, message, rule },
});

/** The value of a Result, or a thrown Error naming the code (for tests and for callers that already validated). */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new Error(`${result.error.code}: ${result.error.message}`);
}
