import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsObject, IsString, Matches, Max, Min, ValidateBy } from 'class-validator';
import { Optional } from '../../platform/http/optional';

/** What a draft may hold: a turn's half-moves, an arrangement of one zone. */
export const DRAFT_LIMITS = { moves: 8, arrangement: 40 } as const;
const SQUARE = /^[a-j](10|[1-9])$/;
const PIECE = /^[a-z_]{1,20}$/;

/** An arrangement: square → piece, at most DRAFT_LIMITS.arrangement of them. */
const IsArrangement = (): PropertyDecorator =>
  ValidateBy({
    name: 'isArrangement',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.keys(value).length <= DRAFT_LIMITS.arrangement &&
        Object.entries(value).every(
          ([square, piece]) => SQUARE.test(square) && typeof piece === 'string' && PIECE.test(piece),
        ),
      defaultMessage: () =>
        `arrangement must map at most ${DRAFT_LIMITS.arrangement} squares (a1–j10) to piece names (tank, machine_gun, …)`,
    },
  });

export class PutDraftDto {
  @ApiProperty({ minimum: 0, example: 7, description: 'The game version the draft was made at (the game’s `version`)' })
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  expectedVersion!: number;

  @ApiPropertyOptional({
    type: [String],
    maxItems: DRAFT_LIMITS.moves,
    example: ['e2e4', 'e7e5'],
    description: 'The half-moves of the turn so far, in coordinate form (not checked against the rules: it is a draft)',
  })
  @Optional()
  @IsArray()
  @ArrayMaxSize(DRAFT_LIMITS.moves)
  @IsString({ each: true })
  @Matches(/^[a-j](10|[1-9])[a-j](10|[1-9])[a-z]?$/, { each: true, message: 'each of moves must be a move like e2e4' })
  moves?: string[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { b2: 'tank', c2: 'machine_gun' },
    description: 'A Coalition Chess arrangement in the making: square → piece',
  })
  @Optional()
  @IsObject()
  @IsArrangement()
  arrangement?: Record<string, string>;
}

/** My draft in a game: only ever answered to its owner. */
export class DraftDto {
  @ApiProperty({ format: 'uuid' })
  gameId!: string;

  @ApiProperty({ description: 'The game version the draft belongs to (always the game’s current version)' })
  version!: number;

  @ApiProperty({ type: [String], example: ['e2e4', 'e7e5'] })
  moves!: string[];

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    nullable: true,
    example: null,
    description: 'The arrangement in the making, or null',
  })
  arrangement!: Record<string, string> | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}
