import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { SEAT_ENUM } from '../core/dto/seats';

/**
 * The body of POST /games/{id}/actions as the OpenAPI document describes it: one schema per
 * action `type`, joined by a discriminator on `type`. The server validates the one ActionDto
 * (play.dto.ts) and the engine the rest; these classes only describe what each action takes.
 */
abstract class ActionBase {
  @ApiProperty({
    description:
      'The game version the action was chosen against; `resign` and a set-up `arrange` are applied against an older one too (docs/api/play.md)',
    example: 12,
  })
  expectedVersion!: number;

  @ApiPropertyOptional({ ...SEAT_ENUM, description: 'Which of your seats acts (needed only when you hold two)' })
  seat?: string;
}

export class DeclareActionDto extends ActionBase {
  @ApiProperty({ enum: ['declare'] })
  type!: 'declare';

  @ApiProperty({
    enum: ['yellow', 'black', 'green', 'red'],
    description:
      'The party to ally with: a small power declares for a great power (coalition.md §6); with `smallPowerCoalition` Green and Red may ally with each other',
    example: 'yellow',
  })
  ally!: 'yellow' | 'black' | 'green' | 'red';
}

export class ArrangeActionDto extends ActionBase {
  @ApiProperty({ enum: ['arrange'] })
  type!: 'arrange';

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description:
      'Square → piece (`tank`, `machine_gun`, …) for every piece of your zone (coalition.md §3, §4); in the set-up phase, or once as a re-arrangement',
    example: { a5: 'guard', a6: 'plane', b4: 'machine_gun', b5: 'plane', b6: 'guard', b7: 'machine_gun' },
  })
  placement!: Record<string, string>;
}

export class CyclistActionDto extends ActionBase {
  @ApiProperty({ enum: ['cyclist'] })
  type!: 'cyclist';

  @ApiProperty({ description: "The cyclist's new square, of the other colour (coalition.md §9)", example: 'e2' })
  square!: string;
}

const SIMPLE = ['pass', 'resign', 'offer-draw', 'accept-draw', 'decline-draw', 'claim-draw'] as const;

export class SimpleActionDto extends ActionBase {
  @ApiProperty({
    enum: SIMPLE,
    description: '`pass` (coalition.md §5), `resign`, the draw actions',
  })
  type!: (typeof SIMPLE)[number];
}

export class AbortActionDto extends ActionBase {
  @ApiProperty({
    enum: ['abort'],
    description:
      'Before the first move, by the game’s creator only (the others leave their seat instead: POST /games/{id}/seats/{seat}/leave)',
  })
  type!: 'abort';

  @ApiProperty({
    description: 'Why: recorded in the abort event and told to every other party',
    example: 'Wrong time control, sorry — I will create the game again',
    minLength: 1,
    maxLength: 500,
  })
  reason!: string;
}

export const ACTION_DTOS = [DeclareActionDto, ArrangeActionDto, CyclistActionDto, SimpleActionDto, AbortActionDto];

/** One of the actions, told apart by `type`. */
export const ACTION_SCHEMA: SchemaObject = {
  oneOf: ACTION_DTOS.map((dto) => ({ $ref: getSchemaPath(dto) })),
  discriminator: {
    propertyName: 'type',
    mapping: {
      declare: getSchemaPath(DeclareActionDto),
      arrange: getSchemaPath(ArrangeActionDto),
      cyclist: getSchemaPath(CyclistActionDto),
      ...Object.fromEntries(SIMPLE.map((type) => [type, getSchemaPath(SimpleActionDto)])),
      abort: getSchemaPath(AbortActionDto),
    },
  },
};
