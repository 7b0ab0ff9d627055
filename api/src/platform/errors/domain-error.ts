/**
 * Base class of every error a use case reports on purpose. Services throw these (never Nest's
 * HttpException) so they stay free of HTTP; the problem+json filter turns the `code` into a status
 * through the table in error-codes.ts.
 *
 *   throw new DomainError('GAME_NOT_FOUND', `No game ${id}`);
 *   throw new DomainError('VERSION_CONFLICT', 'The game moved on', { currentVersion: 7 });
 *
 * `extensions` are added as top-level members of the problem body (RFC 9457 §3.2), so keep them
 * small, JSON-serialisable and free of secrets.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export interface FieldError {
  /** Dotted path of the offending input field, e.g. `options.order`. */
  field: string;
  /** Human-readable reasons, one per failed constraint. */
  messages: string[];
}

/** Input did not pass validation; answered 400 with one entry per offending field. */
export class ValidationFailedError extends DomainError {
  constructor(readonly errors: FieldError[]) {
    super('VALIDATION_FAILED', 'The request has invalid fields.', { errors });
  }
}
