import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Length,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { TimeControlDto } from '../core/dto/game.dto';
import { SEAT_ENUM } from '../core/dto/seats';
import { VARIANT_OPTIONS_SCHEMA } from '../core/dto/variant-options.dto';
import { PageQuery } from '../../platform/http/page-query.dto';
import { SeatRequestDto } from '../games/create-game.dto';
import type { ChallengeRecord } from './challenge.repository';

export class CreateChallengeDto {
  @ApiProperty({
    oneOf: [
      { type: 'string', minLength: 1, maxLength: 32 },
      { type: 'array', items: { type: 'string', minLength: 1, maxLength: 32 }, minItems: 1, maxItems: 3 },
    ],
    example: 'my-bot',
    description:
      'Whom to challenge: a username, or for Coalition Chess a list of up to three (each gets a seat; the game is ' +
      'created when all accept). A person or a bot; not yourself.',
  })
  // A single name, or a list of one to three; null, a number or an object is VALIDATION_FAILED.
  @ValidateIf((o: CreateChallengeDto) => typeof o.to !== 'string')
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(3)
  @IsString({ each: true })
  @Length(1, 32, { each: true })
  to!: string | string[];

  @ApiProperty({ enum: ['007', 'coalition'] })
  @IsIn(['007', 'coalition'])
  variant!: '007' | 'coalition';

  @ApiPropertyOptional({
    ...VARIANT_OPTIONS_SCHEMA,
    description: 'Variant options, as for POST /games (BAD_OPTIONS for one the variant does not have)',
    example: {},
  })
  @ValidateIf((o: CreateChallengeDto) => o.options !== undefined)
  @IsObject()
  options?: Record<string, unknown>;

  @ApiPropertyOptional({ type: TimeControlDto, description: 'Default: 3 days per move' })
  @ValidateIf((o: CreateChallengeDto) => o.timeControl !== undefined)
  @IsObject()
  timeControl?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: [SeatRequestDto],
    description:
      'Where each goes, as for POST /games: `me`, `invite` (one of `to`) or `computer`. Unplaced, you take the ' +
      'first free seat and those challenged the next ones, in `to` order; seats left over stay open for anyone.',
  })
  @ValidateIf((o: CreateChallengeDto) => o.seats !== undefined)
  @IsArray()
  @ArrayMaxSize(4)
  @ValidateNested({ each: true })
  @Type(() => SeatRequestDto)
  seats?: SeatRequestDto[];
}

export class DeclineChallengeDto {
  @ApiPropertyOptional({ example: 'I play 007 only on weekends', description: 'Why, shown to the challenger' })
  @ValidateIf((o: DeclineChallengeDto) => o.reason !== undefined)
  @IsString()
  @Length(1, 200)
  reason?: string;
}

export class ListChallengesQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ['in', 'out'], default: 'in', description: 'in: challenges to me; out: mine' })
  @IsOptional()
  @IsIn(['in', 'out'])
  direction?: 'in' | 'out';
}

export class ChallengedDto {
  @ApiProperty({ example: 'my-bot' })
  username!: string;

  @ApiProperty({ description: 'A bot account' })
  bot!: boolean;

  @ApiProperty({ ...SEAT_ENUM, example: 'black' })
  seat!: string;

  @ApiProperty({ enum: ['accepted', 'declined'], nullable: true, type: String })
  answer!: 'accepted' | 'declined' | null;
}

export class PlannedSeatDto {
  @ApiProperty({ ...SEAT_ENUM, example: 'white' })
  seat!: string;

  @ApiPropertyOptional({ example: 'alice', description: 'The challenger or a challenged account' })
  player?: string;

  @ApiPropertyOptional({ example: 'search', description: 'A computer player of this level' })
  computer?: string;
}

export class GameChallengeDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'alice', description: 'The challenger' })
  by!: string;

  @ApiProperty({ description: 'The challenger is a bot account' })
  byBot!: boolean;

  @ApiProperty({ type: [ChallengedDto] })
  to!: ChallengedDto[];

  @ApiProperty({ enum: ['007', 'coalition'] })
  variant!: '007' | 'coalition';

  @ApiProperty({ type: 'object', additionalProperties: true, example: {} })
  options!: Record<string, unknown>;

  @ApiProperty({ type: TimeControlDto })
  timeControl!: Record<string, unknown>;

  @ApiProperty({ type: [PlannedSeatDto] })
  seats!: PlannedSeatDto[];

  @ApiProperty({
    enum: ['pending', 'accepted', 'declined', 'withdrawn', 'expired'],
    description: 'expired: pending for a day without every answer',
  })
  status!: string;

  @ApiProperty({ nullable: true, type: String, description: 'declined: the reason given, if any' })
  reason!: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'accepted: the game it created' })
  gameId!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}

export class GameChallengePageDto {
  @ApiProperty({ type: [GameChallengeDto] })
  items!: GameChallengeDto[];

  @ApiProperty({ nullable: true, type: String, description: 'Pass as `cursor` for the next page; null on the last' })
  nextCursor!: string | null;
}

export function toGameChallengeDto(c: ChallengeRecord): GameChallengeDto {
  const names = new Map(c.invitees.map((i) => [i.userId, i.username]));
  return {
    id: c.id,
    by: c.challenger,
    byBot: c.challengerBot,
    to: c.invitees.map((i) => ({ username: i.username, bot: i.bot, seat: i.seat, answer: i.answer })),
    variant: c.variant,
    options: c.options,
    timeControl: c.timeControl,
    seats: c.seats.map((s) =>
      s.computer
        ? { seat: s.seat, computer: s.computer }
        : { seat: s.seat, player: s.me ? c.challenger : (names.get(s.userId ?? '') ?? '') },
    ),
    status: c.status,
    reason: c.reason,
    gameId: c.gameId,
    createdAt: c.createdAt.toISOString(),
    expiresAt: c.expiresAt.toISOString(),
  };
}
