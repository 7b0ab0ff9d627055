import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SCOPES } from '../identity/access/scopes';
import { GameDto } from '../play/core/dto/game.dto';

/** One offending input field of a VALIDATION_FAILED problem. */
export class FieldErrorDto {
  @ApiProperty({ description: 'Dotted path of the field, e.g. `options.order` or `seats.0.seat`', example: 'move' })
  field!: string;

  @ApiProperty({
    type: [String],
    description: 'One reason per failed constraint',
    example: ['move must be in coordinate form, e.g. e2e4 or e7e8=Q'],
  })
  messages!: string[];
}

/**
 * RFC 9457 problem details as this API writes them: the five standard members, the stable
 * `code`, the request id, and the extension members some codes carry (each code's sentence in
 * the operation's response says which).
 */
export class ProblemDto {
  @ApiProperty({
    description: 'URI reference naming the problem kind, one per code',
    example: '/problems/version-conflict',
  })
  type!: string;

  @ApiProperty({
    description: 'The code’s sentence (fixed per code; German when `Accept-Language` prefers German)',
    example: 'The game has changed since the version you sent; `game` is the game as it now is.',
  })
  title!: string;

  @ApiProperty({ description: 'The HTTP status, repeated', example: 409 })
  status!: number;

  @ApiPropertyOptional({
    description: 'What went wrong in this case, in English',
    example: 'The game is at version 8, not 7; reload and try again.',
  })
  detail?: string;

  @ApiProperty({
    description: 'The request’s path and query',
    example: '/games/5b1c0d5e-8f6a-4c9e-9a63-3c1f2a7d9e10/moves',
  })
  instance!: string;

  @ApiProperty({ description: 'Stable machine-readable code; clients branch on this.', example: 'VERSION_CONFLICT' })
  code!: string;

  @ApiPropertyOptional({ description: 'The request’s id, also in the `X-Request-Id` header and the server log' })
  requestId?: string;

  @ApiPropertyOptional({
    type: () => GameDto,
    description:
      'The game as it now is (VERSION_CONFLICT, NOT_YOUR_TURN, GAME_NOT_STARTED, GAME_OVER, ABORT_TOO_LATE): ' +
      'every 409 of the play operations carries it, so a client re-syncs without another request',
  })
  game?: GameDto;

  @ApiPropertyOptional({
    description:
      'The rules section the refusal rests on, e.g. `007.md §3` — present when the engine names one ' +
      '(ILLEGAL_MOVE of 007’s turn schedule and strict completion, NOT_YOUR_TURN, SEAT_NOT_ALLOWED, …); ' +
      'many refusals name none',
    example: '007.md §3',
  })
  rule?: string;

  @ApiPropertyOptional({
    description:
      'Which half-move of a turn (POST /games/{id}/turns, from 0) was refused; TURN_INCOMPLETE: how many were played',
    example: 1,
  })
  index?: number;

  @ApiPropertyOptional({ type: [FieldErrorDto], description: 'VALIDATION_FAILED: one entry per offending field' })
  errors?: FieldErrorDto[];

  @ApiPropertyOptional({
    enum: SCOPES,
    isArray: true,
    description: 'MISSING_SCOPE: the scopes the token lacks for this operation',
  })
  missingScopes?: string[];

  @ApiPropertyOptional({ format: 'uuid', description: 'VACATION_OVERLAP: the vacation it overlaps' })
  vacationId?: string;

  @ApiPropertyOptional({ description: 'VACATION_ALLOWANCE_EXCEEDED: the calendar year that is over its allowance' })
  year?: number;

  @ApiPropertyOptional({ description: 'VACATION_ALLOWANCE_EXCEEDED: vacation days left in that year' })
  left?: number;

  @ApiPropertyOptional({
    description: 'DATABASE_UNAVAILABLE (GET /health), NOT_READY (GET /health/ready): the server’s version',
    example: '0.1.0',
  })
  version?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description:
      'DATABASE_UNAVAILABLE (GET /health), NOT_READY (GET /health/ready): the database check, as in the 200 answer',
  })
  database?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'NOT_READY (GET /health/ready): the migrations check, as in the 200 answer',
  })
  migrations?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'NOT_READY (GET /health/ready): the job workers check, as in the 200 answer',
  })
  workers?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'NOT_READY (GET /health/ready): the LISTEN connection check, as in the 200 answer',
  })
  listener?: Record<string, unknown>;

  @ApiPropertyOptional({
    description: 'RATE_LIMITED by the sign-in limits: seconds to wait, as in the `Retry-After` header',
    example: 30,
  })
  retryAfter?: number;

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'ACCOUNT_MUTED, and ACCOUNT_SUSPENDED when the suspension has an end: when the restriction ends',
  })
  until?: string;

  @ApiPropertyOptional({
    description: 'ONLY_CREATOR_MAY_ABORT: the path that leaves your seat instead (POST)',
    example: '/games/5b1c0d5e-8f6a-4c9e-9a63-3c1f2a7d9e10/seats/black/leave',
  })
  leave?: string;

  @ApiPropertyOptional({
    description: 'BAD_JOIN_REQUIREMENTS: the field out of its range, e.g. `joinRequirements.minReliability`',
    example: 'joinRequirements.minReliability',
  })
  field?: string;

  @ApiPropertyOptional({
    enum: ['minReliability', 'minRating', 'maxRating'],
    description: 'RELIABILITY_TOO_LOW, RATING_TOO_LOW, RATING_TOO_HIGH: the entry limit the join fails',
  })
  requirement?: string;

  @ApiPropertyOptional({ description: 'RELIABILITY_TOO_LOW, RATING_TOO_LOW, RATING_TOO_HIGH: the limit', example: 80 })
  required?: number;

  @ApiPropertyOptional({
    description:
      'RELIABILITY_TOO_LOW, RATING_TOO_LOW, RATING_TOO_HIGH: the player’s value (a new player’s rating if they have none)',
    example: 72,
  })
  actual?: number;

  @ApiPropertyOptional({
    description: 'OAUTH_INVALID_REQUEST: the RFC 6749 error code, e.g. `invalid_request`',
    example: 'invalid_request',
  })
  error?: string;

  @ApiPropertyOptional({
    enum: ['pending', 'accepted', 'declined', 'withdrawn', 'expired'],
    description: 'CHALLENGE_CLOSED: what became of the challenge (pending: you have answered it already)',
  })
  challengeStatus?: string;
}
