import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsString,
  Length,
  Matches,
  ValidateNested,
} from 'class-validator';
import { TimeControlDto } from '../../../play/core/dto/game.dto';
import { HOLDER_CREDITS, type HolderCredit } from '../ladder-credit';
import { LADDER_OPTIONS_SCHEMA } from '../../../play/core/dto/variant-options.dto';
import { SEAT_ENUM } from '../../../play/core/dto/seats';
import { Optional } from '../../../platform/http/optional';

export class PointsTableDto {
  @ApiProperty({ example: 6 })
  win!: number;

  @ApiProperty({ example: 2 })
  draw!: number;

  @ApiProperty({ example: 0 })
  loss!: number;

  @ApiProperty({
    example: 1,
    description: 'Coalition Chess: aborted for neutrality, to each member of a formed coalition',
  })
  coalitionAbort!: number;

  @ApiProperty({
    example: 0,
    description: 'Coalition Chess: no coalition (neutral at the abort, or when the game was decided)',
  })
  noCoalition!: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class SeasonInputDto {
  @ApiProperty({ example: 'Winter 2026/27' })
  @IsString()
  @Length(1, 80)
  name!: string;

  @ApiProperty({ example: '2026-12-01', format: 'date' })
  @Matches(DATE, { message: 'startsOn must be a date YYYY-MM-DD' })
  startsOn!: string;

  @ApiProperty({ example: '2027-03-31', format: 'date', description: 'Last day of the season (inclusive)' })
  @Matches(DATE, { message: 'endsOn must be a date YYYY-MM-DD' })
  endsOn!: string;
}

export class CreateLadderDto {
  @ApiProperty({ example: 'Koalitionsschach-Liga' })
  @IsString()
  @Length(1, 80)
  name!: string;

  @ApiProperty({ enum: ['007', 'coalition'] })
  @IsIn(['007', 'coalition'])
  variant!: '007' | 'coalition';

  @ApiPropertyOptional({
    ...LADDER_OPTIONS_SCHEMA,
    description:
      'Variant options (rules files’ names), validated by the engine, and the game option `abandoned` (resign, computer, substitute) with `abandonedLevel`: every game of the ladder gets them',
  })
  @Optional()
  @IsObject()
  options?: Record<string, unknown>;

  @ApiPropertyOptional({
    default: true,
    description: 'true: every game uses exactly these options; false: a challenge may set its own over them',
  })
  @Optional()
  @IsBoolean()
  optionsFixed?: boolean;

  @ApiPropertyOptional({ type: TimeControlDto, description: 'Default: 3 days per move' })
  @Optional()
  @IsObject()
  timeControl?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: PointsTableDto,
    description: 'Entries to change from the defaults (win 6, draw 2, loss 0, coalitionAbort 1, noCoalition 0)',
  })
  @Optional()
  @IsObject()
  pointsTable?: Record<string, unknown>;

  @ApiPropertyOptional({
    default: false,
    description: 'Coalition Chess: one member may hold two seats (strawman, coalition.md §9)',
  })
  @Optional()
  @IsBoolean()
  allowStrawmen?: boolean;

  @ApiPropertyOptional({
    default: true,
    description:
      'Finished games update the ratings: 007 both players’ Glicko-2 ratings, Coalition Chess every player’s ' +
      'OpenSkill ratings (docs/ratings.md)',
  })
  @Optional()
  @IsBoolean()
  rated?: boolean;

  @ApiPropertyOptional({
    enum: HOLDER_CREDITS,
    description:
      'Default final. How a seat that changed hands during a game is credited (docs/abandoned-seats.md): final — the seat’s result goes to the person who held it at the end (nobody, when a computer did); each — to every person who held it, each once with the seat’s whole result',
  })
  @Optional()
  @IsIn(HOLDER_CREDITS)
  holderCredit?: HolderCredit;

  @ApiPropertyOptional({
    description:
      'Default true. Whether a game in which a computer player held a seat at any time counts; false: it ends void (no points to anyone)',
  })
  @Optional()
  @IsBoolean()
  computerGames?: boolean;

  @ApiProperty({ type: SeasonInputDto, description: 'The first season' })
  @IsObject()
  @ValidateNested()
  @Type(() => SeasonInputDto)
  season!: SeasonInputDto;
}

export class UpdateLadderDto {
  @ApiPropertyOptional()
  @Optional()
  @IsString()
  @Length(1, 80)
  name?: string;

  @ApiPropertyOptional({
    ...LADDER_OPTIONS_SCHEMA,
    description: 'For games challenged from now on; as at creation (abandoned and abandonedLevel included)',
  })
  @Optional()
  @IsObject()
  options?: Record<string, unknown>;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean()
  optionsFixed?: boolean;

  @ApiPropertyOptional({ type: TimeControlDto, description: 'For games challenged from now on' })
  @Optional()
  @IsObject()
  timeControl?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: PointsTableDto,
    description: 'Only before the ladder’s first game (else 409 POINTS_TABLE_LOCKED)',
  })
  @Optional()
  @IsObject()
  pointsTable?: Record<string, unknown>;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean()
  allowStrawmen?: boolean;

  @ApiPropertyOptional({ description: 'Only before the ladder’s first game' })
  @Optional()
  @IsBoolean()
  rated?: boolean;

  @ApiPropertyOptional({
    enum: HOLDER_CREDITS,
    description: 'Only before the ladder’s first game (else 409 POINTS_TABLE_LOCKED)',
  })
  @Optional()
  @IsIn(HOLDER_CREDITS)
  holderCredit?: HolderCredit;

  @ApiPropertyOptional({ description: 'Only before the ladder’s first game (else 409 POINTS_TABLE_LOCKED)' })
  @Optional()
  @IsBoolean()
  computerGames?: boolean;
}

export class SeasonDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ format: 'date' })
  startsOn!: string;

  @ApiProperty({ format: 'date' })
  endsOn!: string;

  @ApiProperty({ description: 'Whether today (UTC) lies in the season: challenges go to this season' })
  current!: boolean;

  @ApiProperty({ description: 'Games of the season that count (finished or aborted for neutrality, not annulled)' })
  countedGames!: number;
}

export class LadderDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  clubId!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: ['007', 'coalition'] })
  variant!: '007' | 'coalition';

  @ApiProperty({
    ...LADDER_OPTIONS_SCHEMA,
    description: 'The options of the ladder’s games, defaults filled in, with abandoned and abandonedLevel',
  })
  options!: Record<string, unknown>;

  @ApiProperty()
  optionsFixed!: boolean;

  @ApiProperty({ type: TimeControlDto })
  timeControl!: Record<string, unknown>;

  @ApiProperty({ type: PointsTableDto })
  pointsTable!: PointsTableDto;

  @ApiProperty({ description: 'true once the first game was created: the points table can no longer change' })
  pointsTableLocked!: boolean;

  @ApiProperty()
  allowStrawmen!: boolean;

  @ApiProperty()
  rated!: boolean;

  @ApiProperty({
    enum: HOLDER_CREDITS,
    description:
      'How a seat that changed hands during a game is credited (docs/abandoned-seats.md): final — the seat’s result goes to the person who held it at the end (nobody, when a computer did); each — to every person who held it, each once with the seat’s whole result',
  })
  holderCredit!: HolderCredit;

  @ApiProperty({
    description:
      'Whether a game in which a computer player held a seat at any time counts; false: it ends void (no points to anyone)',
  })
  computerGames!: boolean;

  @ApiProperty({ type: SeasonDto, nullable: true, description: 'The season challenges go to today, if any' })
  currentSeason!: SeasonDto | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class SeatChallengeDto {
  @ApiProperty({ ...SEAT_ENUM, example: 'black' })
  @IsString()
  @Length(1, 20)
  seat!: string;

  @ApiProperty({ example: 'bob', description: 'Username of the member who plays this seat (yourself included)' })
  @IsString()
  @Length(1, 32)
  player!: string;
}

export class ChallengeDto {
  @ApiProperty({
    type: [SeatChallengeDto],
    description: 'Every seat of the variant, each with a member; you hold at least one',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(8)
  @ValidateNested({ each: true })
  @Type(() => SeatChallengeDto)
  seats!: SeatChallengeDto[];

  @ApiPropertyOptional({
    ...LADDER_OPTIONS_SCHEMA,
    description:
      'Only when the ladder’s options are not fixed: set over the ladder’s (abandoned and abandonedLevel together: either one replaces the ladder’s pair)',
  })
  @Optional()
  @IsObject()
  options?: Record<string, unknown>;
}
