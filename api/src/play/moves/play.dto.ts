import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  Min,
} from 'class-validator';
import { acceptPlain } from '../../platform/http/validation.pipe';
import { SEAT_ENUM } from '../core/dto/seats';
import { Optional } from '../../platform/http/optional';

const MOVE = /^[a-z][0-9]{1,2}[a-z][0-9]{1,2}(=[A-Za-z])?$/;

export class MoveDto {
  @ApiProperty({ example: 'e2e4', description: 'Coordinate form: `<from><to>[=<piece>]`' })
  @IsString()
  @Matches(MOVE, { message: 'move must be in coordinate form, e.g. e2e4 or e7e8=Q' })
  move!: string;

  @ApiProperty({ description: 'The game version the move was chosen against' })
  @IsInt()
  @Min(0)
  expectedVersion!: number;

  @ApiPropertyOptional({
    ...SEAT_ENUM,
    description: 'Which of your seats moves (only needed when you hold two, as a strawman)',
  })
  @IsOptional()
  @IsString()
  @Length(1, 20)
  seat?: string;
}

/**
 * A half-move's body accepted at once when plainly valid (common/validation.pipe.ts): exactly the
 * decorators' rules for these three fields and no other; a seat only in plain ASCII (where Length
 * counts as `length` does). Everything else goes through class-validator.
 */
acceptPlain(MoveDto, (value) => {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return null;
  const { move, expectedVersion, seat } = value as Record<string, unknown>;
  let fields = 2;
  if (typeof move !== 'string' || !MOVE.test(move)) return null;
  if (typeof expectedVersion !== 'number' || !Number.isInteger(expectedVersion) || expectedVersion < 0) return null;
  if (seat !== undefined) {
    if (typeof seat !== 'string' || !/^[A-Za-z0-9_-]{1,20}$/.test(seat)) return null;
    fields = 3;
  }
  if (Object.keys(value).length !== fields) return null;
  return Object.assign(new MoveDto(), value);
});

export class TurnDto {
  @ApiProperty({
    type: [String],
    example: ['e2e4', 'e7e5', 'g1f3'],
    description: 'All half-moves of your turn, in order',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(200)
  @Matches(MOVE, { each: true, message: 'each move must be in coordinate form, e.g. e2e4 or e7e8=Q' })
  moves!: string[];

  @ApiProperty()
  @IsInt()
  @Min(0)
  expectedVersion!: number;
}

export const ACTION_NAMES = [
  'declare',
  'arrange',
  'pass',
  'cyclist',
  'resign',
  'offer-draw',
  'accept-draw',
  'decline-draw',
  'claim-draw',
  'abort',
] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

export class ActionDto {
  @ApiProperty({ enum: ACTION_NAMES })
  @IsIn(ACTION_NAMES)
  type!: ActionName;

  @ApiProperty()
  @IsInt()
  @Min(0)
  expectedVersion!: number;

  @ApiPropertyOptional({ ...SEAT_ENUM, description: 'Which of your seats acts (needed only when you hold two)' })
  @IsOptional()
  @IsString()
  @Length(1, 20)
  seat?: string;

  @ApiPropertyOptional({ description: 'declare: the great power to ally with', example: 'yellow' })
  @IsOptional()
  @IsString()
  @Length(1, 20)
  ally?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'arrange: square → piece',
    example: { c10: 'artillery' },
  })
  @IsOptional()
  @IsObject()
  placement?: Record<string, string>;

  @ApiPropertyOptional({ description: "cyclist: the cyclist's new square", example: 'e2' })
  @IsOptional()
  @IsString()
  @Length(2, 3)
  square?: string;

  @ApiPropertyOptional({ description: 'abort: why, told to every other party', example: 'Wrong time control' })
  @Optional()
  @IsString()
  @Length(1, 500)
  reason?: string;
}
