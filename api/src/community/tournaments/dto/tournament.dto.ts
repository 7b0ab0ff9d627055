import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
} from 'class-validator';
import { LEVELS } from '@entente/engine';
import { Optional } from '../../../platform/http/optional';
import { PublicUserDto } from '../../../identity/users/public-user.dto';
import { TimeControlDto } from '../../../play/core/dto/game.dto';
import { LADDER_OPTIONS_SCHEMA } from '../../../play/core/dto/variant-options.dto';
import { PointsTableDto } from '../../ladders/dto/ladder.dto';
import { TIE_BREAKS } from '../tournament-standings';

export const FORMATS = ['round-robin', 'swiss', 'coalition-rotation'] as const;

class TournamentSettingsFields {
  @ApiPropertyOptional({
    ...LADDER_OPTIONS_SCHEMA,
    description:
      'Variant options of every game, validated by the engine, and the game option `abandoned` (with `abandonedLevel`): what happens to a seat whose person times out or leaves. 007 events take only `resign` (a departure is a forfeit)',
  })
  @IsOptional()
  @IsObject()
  options?: Record<string, unknown>;

  @ApiPropertyOptional({ type: TimeControlDto, description: 'Default: 3 days per move' })
  @IsOptional()
  @IsObject()
  timeControl?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: PointsTableDto,
    description:
      'Entries to change from the defaults (007: win 1, draw ½, loss 0; Coalition: win 6, draw 2, loss 0, coalitionAbort 1, noCoalition 0); multiples of ½ from 0 to 100',
  })
  @IsOptional()
  @IsObject()
  pointsTable?: Record<string, unknown>;

  @ApiPropertyOptional({
    enum: TIE_BREAKS,
    isArray: true,
    description: 'The tie-breaks after points, in order. Default: wins, sonneborn-berger, direct-encounter, rating',
  })
  @IsOptional()
  @IsArray()
  @ArrayUnique()
  @ArrayMaxSize(4)
  @IsIn(TIE_BREAKS, { each: true })
  tieBreaks?: (typeof TIE_BREAKS)[number][];

  @ApiPropertyOptional({
    enum: ['open', 'invitation'],
    description: 'open (default): members enter themselves; invitation: only admins enter members',
  })
  @IsOptional()
  @IsIn(['open', 'invitation'])
  admission?: 'open' | 'invitation';

  @ApiPropertyOptional({
    description: 'Whether bot accounts may enter (default false): entering a bot into an event without it is refused',
  })
  @Optional()
  @IsBoolean()
  allowBots?: boolean;

  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String, description: 'After it, nobody enters' })
  @IsOptional()
  @IsDateString()
  entriesCloseAt?: string | null;

  @ApiPropertyOptional({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'The planned start, shown to members; an admin starts the event (POST /tournaments/{id}/start)',
  })
  @IsOptional()
  @IsDateString()
  startsAt?: string | null;

  @ApiPropertyOptional({ minimum: 2, maximum: 1000, description: 'Default: 3 (round robin), 4 (Swiss, Coalition)' })
  @IsOptional()
  @IsInt()
  @Min(2)
  @Max(1000)
  minEntrants?: number;

  @ApiPropertyOptional({
    minimum: 2,
    maximum: 1000,
    description: 'Default and most: 100 (round robin; 50 double), 1000 (Swiss, Coalition)',
  })
  @IsOptional()
  @IsInt()
  @Min(2)
  @Max(1000)
  maxEntrants?: number;

  @ApiPropertyOptional({ description: 'round-robin: every pair meets twice, colours reversed (default false)' })
  @IsOptional()
  @IsBoolean()
  double?: boolean;

  @ApiPropertyOptional({ minimum: 1, maximum: 30, description: 'swiss: the number of rounds (default 5)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(30)
  rounds?: number;

  @ApiPropertyOptional({
    enum: ['win', 'draw', 'loss'],
    description: 'swiss: what a bye scores, as the points table’s win (default), draw or loss',
  })
  @IsOptional()
  @IsIn(['win', 'draw', 'loss'])
  bye?: 'win' | 'draw' | 'loss';

  @ApiPropertyOptional({ minimum: 1, maximum: 3, description: 'coalition-rotation: cycles of 4 rounds (default 1)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(3)
  cycles?: number;

  @ApiPropertyOptional({
    enum: LEVELS,
    description: 'coalition-rotation: the level of the computer seats that fill tables (default greedy)',
  })
  @IsOptional()
  @IsIn(LEVELS)
  computerLevel?: (typeof LEVELS)[number];
}

export class CreateTournamentDto extends TournamentSettingsFields {
  @ApiProperty({ example: 'Winter Round Robin 2026' })
  @IsString()
  @Length(1, 80)
  name!: string;

  @ApiProperty({ enum: ['007', 'coalition'] })
  @IsIn(['007', 'coalition'])
  variant!: '007' | 'coalition';

  @ApiProperty({
    enum: FORMATS,
    description: 'round-robin and swiss: 007; coalition-rotation: Coalition Chess (docs/tournaments.md)',
  })
  @IsIn(FORMATS)
  format!: (typeof FORMATS)[number];
}

export class UpdateTournamentDto extends TournamentSettingsFields {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Length(1, 80)
  name?: string;
}

export class EntryInputDto {
  @ApiPropertyOptional({
    example: 'bob',
    description: 'Admins: the member to enter (username); without it you enter yourself',
  })
  @IsOptional()
  @IsString()
  @Length(1, 32)
  player?: string;
}

export class WithdrawQuery {
  @ApiPropertyOptional({
    example: 'bob',
    description: 'Admins: the entrant to withdraw (username); without it you withdraw yourself',
  })
  @IsOptional()
  @IsString()
  @Length(1, 32)
  player?: string;
}

export class FormatOptionsDto {
  @ApiPropertyOptional()
  double?: boolean;

  @ApiPropertyOptional()
  rounds?: number;

  @ApiPropertyOptional({ enum: ['win', 'draw', 'loss'] })
  bye?: string;

  @ApiPropertyOptional()
  cycles?: number;

  @ApiPropertyOptional({ enum: LEVELS })
  computerLevel?: string;
}

export class TournamentStartingDto {
  @ApiProperty({ description: 'Games the start (or the round being created) has', example: 4950 })
  games!: number;

  @ApiProperty({ description: 'Games created so far', example: 1200 })
  created!: number;
}

export class TournamentDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  clubId!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: ['007', 'coalition'] })
  variant!: '007' | 'coalition';

  @ApiProperty({ enum: FORMATS })
  format!: string;

  @ApiProperty({ type: FormatOptionsDto })
  formatOptions!: FormatOptionsDto;

  @ApiProperty({ ...LADDER_OPTIONS_SCHEMA, description: 'The options of every game, defaults filled in' })
  options!: Record<string, unknown>;

  @ApiProperty({ type: TimeControlDto })
  timeControl!: Record<string, unknown>;

  @ApiProperty({ type: PointsTableDto })
  pointsTable!: PointsTableDto;

  @ApiProperty({ enum: TIE_BREAKS, isArray: true, description: 'After points, in this order' })
  tieBreaks!: string[];

  @ApiProperty({ enum: ['open', 'invitation'] })
  admission!: string;

  @ApiProperty({ description: 'Whether bot accounts may enter' })
  allowBots!: boolean;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  entriesCloseAt!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  startsAt!: string | null;

  @ApiProperty()
  minEntrants!: number;

  @ApiProperty()
  maxEntrants!: number;

  @ApiProperty({ description: 'Entrants not withdrawn' })
  entrants!: number;

  @ApiProperty({
    enum: ['open', 'starting', 'running', 'finished'],
    description:
      '`starting`: started and paired; a job still creates the games of the start or of a big round (see `starting`)',
  })
  state!: string;

  @ApiPropertyOptional({
    type: TournamentStartingDto,
    description: 'Only while `starting`, in `GET /tournaments/{id}`: how many games exist of how many',
  })
  starting?: TournamentStartingDto;

  @ApiProperty({ description: 'Rounds of the event (known from the start; 0 before it)' })
  rounds!: number;

  @ApiProperty({ description: 'The round being played (0 before the start)' })
  currentRound!: number;

  @ApiProperty({
    type: [String],
    description: 'The rules of the event in sentences: format, scoring, tie-breaks, withdrawals and time-outs',
  })
  rules!: string[];

  @ApiProperty({
    enum: ['entered', 'withdrawn'],
    nullable: true,
    type: String,
    description: 'The caller’s entry, if any',
  })
  yourEntry!: 'entered' | 'withdrawn' | null;

  @ApiProperty({ description: 'Whether the caller is an admin of the club (may add members, change, start)' })
  youAdmin!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  startedAt!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  finishedAt!: string | null;
}

export class TournamentPageDto {
  @ApiProperty({ type: [TournamentDto] })
  items!: TournamentDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

export class EntryDto {
  @ApiProperty({ type: PublicUserDto })
  player!: PublicUserDto;

  @ApiProperty({ enum: ['entered', 'withdrawn'] })
  state!: string;

  @ApiProperty({ type: Number, nullable: true, description: 'The place in the schedule, from the start' })
  seed!: number | null;

  @ApiProperty({ format: 'date-time' })
  enteredAt!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  withdrawnAt!: string | null;
}

export class EntryPageDto {
  @ApiProperty({ type: [EntryDto] })
  items!: EntryDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

export class TournamentEventDto {
  @ApiProperty({ example: '17' })
  id!: string;

  @ApiProperty({
    enum: [
      'tournament-created',
      'tournament-changed',
      'entered',
      'withdrawn',
      'started',
      'round-paired',
      'forfeit',
      'finished',
    ],
  })
  type!: string;

  @ApiProperty({ type: Number, nullable: true })
  round!: number | null;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  gameId!: string | null;

  @ApiProperty({ type: PublicUserDto, nullable: true, description: 'null: the server (a round paired on its own)' })
  actor!: PublicUserDto | null;

  @ApiProperty({ type: 'object', additionalProperties: true })
  payload!: Record<string, unknown>;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class TournamentEventPageDto {
  @ApiProperty({ type: [TournamentEventDto] })
  items!: TournamentEventDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}
