import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiResponse, getSchemaPath } from '@nestjs/swagger';

/** RFC 9457 problem details as this API writes them (for the OpenAPI document). */
export class ProblemDto {
  @ApiProperty({ example: '/problems/version-conflict' })
  type!: string;

  @ApiProperty({ example: 'Version conflict' })
  title!: string;

  @ApiProperty({ example: 409 })
  status!: number;

  @ApiPropertyOptional()
  detail?: string;

  @ApiProperty({ description: 'Stable machine-readable code; clients branch on this.', example: 'VERSION_CONFLICT' })
  code!: string;

  @ApiPropertyOptional()
  requestId?: string;
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (`VALIDATION_FAILED`, `BAD_OPTIONS`, ...)',
  401: 'Not signed in (`UNAUTHENTICATED`, `INVALID_CREDENTIALS`)',
  403: 'Signed in but not allowed (`FORBIDDEN`, `MISSING_SCOPE` with `missingScopes`, `NOT_A_PLAYER`, `CSRF_REJECTED`)',
  404: 'No such resource',
  409: 'Conflict with the current state (`VERSION_CONFLICT`, `NOT_YOUR_TURN` with the current `game`, `USERNAME_TAKEN`, ...)',
  422: "The rules refuse it (`ILLEGAL_MOVE` and the engine's other codes, with `rule`)",
  429: 'Too many requests; see `Retry-After`',
};

/** Documents the problem+json answers a route can give. */
export function ApiProblems(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(ProblemDto),
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: DESCRIPTIONS[status] ?? 'Problem',
        content: { 'application/problem+json': { schema: { $ref: getSchemaPath(ProblemDto) } } },
      }),
    ),
  );
}
