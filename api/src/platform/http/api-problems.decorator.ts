import { ApiExtension } from '@nestjs/swagger';

/** The extension key that carries an operation's declared codes into the OpenAPI document. */
export const ERROR_CODES_EXTENSION = 'x-error-codes';

/**
 * Declares the error codes an operation can answer with beyond the ones its shape implies (which
 * `describeProblems` in api/src/openapi/problems.ts adds by itself: UNAUTHENTICATED on a secured
 * operation, MISSING_SCOPE with `@RequireScope`, FORBIDDEN with `@PeopleOnly`, CSRF_REJECTED on a
 * cookie write, VALIDATION_FAILED / BAD_REQUEST / PAYLOAD_TOO_LARGE with a body or parameters,
 * RATE_LIMITED with a budget). Each code must be in api/src/platform/errors/error-codes.ts; the document
 * gets one response per status listing its codes with their sentences.
 *
 *   @ApiProblems('GAME_NOT_FOUND', 'NOT_A_PLAYER', 'VERSION_CONFLICT')
 */
export function ApiProblems(...codes: string[]): MethodDecorator & ClassDecorator {
  return ApiExtension(ERROR_CODES_EXTENSION, codes);
}
