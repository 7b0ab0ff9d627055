import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PLAN_LIMITS } from '../plan-lines';
import { SEAT_ENUM } from '../../core/dto/seats';

const LINES_SCHEMA = {
  type: 'array',
  items: { type: 'array', items: { type: 'string', maxLength: 1000 } },
} as const;

export class PutPlanDto {
  @ApiProperty({
    ...LINES_SCHEMA,
    maxItems: PLAN_LIMITS.lines,
    example: [
      ['e7e5,d2d4,b8c6', 'g1f3,c7c6,f1c4'],
      ['d7d5,c2c4,e7e6', 'b1c3,g8f6,c1g5'],
    ],
    description:
      'Lines "if they play A, I play B; then if they play C, I play D …": each line alternates their step and mine, starting with theirs and ending with mine. A step is its half-moves in coordinate form joined by commas: in 007 a whole turn (three half-moves, or the turn’s length in Balanced and Progressive); in Coalition Chess the board moves of the parties between two of my turns (theirs) or my move (mine). Their first step begins at the current position.',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(PLAN_LIMITS.lines)
  lines!: string[][];
}

export class PlayedStepDto {
  @ApiProperty({ example: 'e7e5,d2d4,b8c6', description: 'Their step that matched' })
  trigger!: string;

  @ApiProperty({ example: 'g1f3,c7c6,f1c4', description: 'The answer the server played for you' })
  answer!: string;

  @ApiProperty({ type: [Number], example: [5, 7], description: 'First and last seq of the trigger’s events' })
  triggerSeqs!: number[];

  @ApiProperty({ type: [Number], example: [8, 10], description: 'First and last seq of the answer’s events' })
  answerSeqs!: number[];

  @ApiProperty({ format: 'date-time' })
  at!: string;
}

/** My plan in a game: only ever answered to its owner. */
export class PlanDto {
  @ApiProperty({ format: 'uuid' })
  gameId!: string;

  @ApiProperty({ ...SEAT_ENUM, example: 'black', description: 'The seat the plan plays for' })
  seat!: string;

  @ApiProperty({ description: 'The plan’s own version (each change to it is one, see /plan/history)' })
  version!: number;

  @ApiProperty({
    ...LINES_SCHEMA,
    description: 'The lines left, each half-move as the engine writes it; the first step follows `fromVersion`',
  })
  lines!: string[][];

  @ApiProperty({ description: 'The game version the first step of every line follows' })
  fromVersion!: number;

  @ApiProperty({ type: [PlayedStepDto], description: 'Answers this plan has played so far' })
  played!: PlayedStepDto[];

  @ApiProperty({ format: 'date-time', description: 'When the plan was stored (PUT)' })
  storedAt!: string;

  @ApiProperty({ format: 'date-time', description: 'When this version was written' })
  updatedAt!: string;
}

/** One version of my plan: append-only, hash-chained like the game's events. */
export class PlanVersionDto {
  @ApiProperty()
  version!: number;

  @ApiProperty({ ...SEAT_ENUM, example: 'black' })
  seat!: string;

  @ApiProperty({
    enum: ['stored', 'narrowed', 'played', 'cancelled', 'ended', 'deleted'],
    description:
      'stored (PUT), narrowed (lines that no longer match dropped), played (an answer was played), cancelled (an action other than a board move by the others), ended (the game ended), deleted (DELETE)',
  })
  change!: string;

  @ApiProperty({ description: 'Whether the plan is live after this version' })
  active!: boolean;

  @ApiProperty(LINES_SCHEMA)
  lines!: string[][];

  @ApiProperty()
  fromVersion!: number;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  detail!: Record<string, unknown> | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ example: '0'.repeat(64) })
  prevHash!: string;

  @ApiProperty({ description: 'SHA-256 of the version’s canonical JSON, its prevHash included' })
  hash!: string;
}

export class PlanHistoryDto {
  @ApiProperty({ type: [PlanVersionDto] })
  items!: PlanVersionDto[];

  @ApiProperty({ nullable: true, type: Number, description: 'Pass as `after` for the next page; null at the end' })
  nextAfter!: number | null;

  @ApiProperty({ description: 'Whether every version’s link and hash hold (over the whole history)' })
  chainValid!: boolean;
}

export class PlanHistoryQuery {
  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  after?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;
}
