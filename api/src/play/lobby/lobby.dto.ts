import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../../platform/http/page-query.dto';
import { LEVELS, type Level } from '@entente/engine';
import { ABANDONED_VALUES, type AbandonedMode } from '../core/abandoned-option';
import { ANALYSIS_VALUES, type AnalysisRule } from '../core/analysis-option';
import { RULES_EDITION_PROPERTY, TimeControlDto } from '../core/dto/game.dto';
import { JoinRequirementsDto } from '../core/join-requirements';
import { type Press, PRESS_REVEAL_VALUES, PRESS_VALUES, type PressReveal } from '../core/press';
import { SeatReputationDto } from '../reputation/reputation.dto';
import { PublicUserDto } from '../../identity/users/public-user.dto';
import { SEAT_ENUM } from '../core/dto/seats';
import { VARIANT_OPTIONS_SCHEMA } from '../core/dto/variant-options.dto';

export class LobbyQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ['007', 'coalition'] })
  @IsOptional()
  @IsIn(['007', 'coalition'])
  variant?: '007' | 'coalition';
}

export class LobbySeatDto {
  @ApiProperty({ ...SEAT_ENUM, example: 'green' })
  seat!: string;

  @ApiProperty({
    enum: ['open', 'invited', 'taken'],
    description: 'open: anyone may take it; invited: reserved for someone; taken: held',
  })
  state!: 'open' | 'invited' | 'taken';

  @ApiProperty({
    type: PublicUserDto,
    nullable: true,
    description: 'Who holds the seat, or who it is reserved for; null when open or reserved for an email address',
  })
  player!: PublicUserDto | null;

  @ApiProperty({
    enum: LEVELS,
    nullable: true,
    description: 'The level of the computer player that holds the seat (then player is null); null for a person',
  })
  computer!: Level | null;

  @ApiProperty({
    description:
      'A running game’s seat offered to a substitute: its holder — a person, or a computer keeping an abandoned seat ' +
      '— plays it until someone takes it over (join)',
  })
  offered!: boolean;

  @ApiProperty({
    type: SeatReputationDto,
    nullable: true,
    description:
      'The seated (or invited) player’s rating in the game’s variant and reliability, to judge before sitting ' +
      'down; null for an open seat, a computer or an address without an account',
  })
  reputation!: SeatReputationDto | null;
}

/** One game of the lobby: a summary, enough to choose and join a seat in one click. */
export class LobbyEntryDto {
  @ApiProperty({ format: 'uuid' })
  gameId!: string;

  @ApiProperty({ enum: ['007', 'coalition'] })
  variant!: '007' | 'coalition';

  @ApiProperty(RULES_EDITION_PROPERTY)
  rulesEdition!: string;

  @ApiProperty({
    ...VARIANT_OPTIONS_SCHEMA,
    description: 'The options with every default filled in (Options007Dto or CoalitionOptionsDto, as `variant` says)',
  })
  options!: Record<string, unknown>;

  @ApiProperty({ type: TimeControlDto })
  timeControl!: TimeControlDto;

  @ApiProperty({ type: PublicUserDto })
  createdBy!: PublicUserDto;

  @ApiProperty({
    enum: [...ABANDONED_VALUES],
    description: 'What happens to a seat whose person times out or leaves (GameDto.abandoned)',
  })
  abandoned!: AbandonedMode;

  @ApiProperty({ description: 'Whether the game counts for the ratings when it ends (GameDto.rated)' })
  rated!: boolean;

  @ApiProperty({ enum: [...PRESS_VALUES], description: 'What the parties may say to each other (GameDto.press)' })
  press!: Press;

  @ApiProperty({
    enum: [...PRESS_REVEAL_VALUES],
    description: 'Whether the private channels open to all when the game ends (GameDto.pressReveal)',
  })
  pressReveal!: PressReveal;

  @ApiProperty({
    enum: [...ANALYSIS_VALUES],
    description: 'Whether an engine may be used while the game runs (GameDto.analysis)',
  })
  analysis!: AnalysisRule;

  @ApiProperty({
    type: JoinRequirementsDto,
    nullable: true,
    description:
      'What a person must meet to join (a minimum reliability, a rating range); a join that fails one is 403 ' +
      'RELIABILITY_TOO_LOW, RATING_TOO_LOW or RATING_TOO_HIGH. Null: nothing.',
  })
  joinRequirements!: JoinRequirementsDto | null;

  @ApiProperty({
    enum: ['open', 'setup', 'active'],
    description:
      'open: seats to fill before the start; setup or active: a running game offering a seat to a substitute',
  })
  status!: 'open' | 'setup' | 'active';

  @ApiProperty({ format: 'date-time', description: 'When the game entered the lobby; the list is newest first' })
  listedAt!: string;

  @ApiProperty({ type: [LobbySeatDto], description: 'Every seat of the game, in seat order: who is seated' })
  seats!: LobbySeatDto[];

  @ApiProperty({
    ...SEAT_ENUM,
    isArray: true,
    example: ['green', 'red'],
    description: 'The seats anyone may take now: open seats, or seats offered to a substitute',
  })
  openSeats!: string[];

  @ApiProperty({
    ...SEAT_ENUM,
    isArray: true,
    example: ['green'],
    description:
      'The open seats the caller may take beside the seats they already hold there (007: one seat per player; ' +
      'Coalition Chess: at most two, never both great powers, coalition.md §15): `POST /games/{gameId}/seats/{seat}/join`',
  })
  joinable!: string[];

  @ApiProperty({
    description:
      'Someone I blocked holds or is invited to a seat: joining needs `confirmBlocked: true` (games where someone blocked me are not listed for me)',
  })
  withBlocked!: boolean;
}

export class LobbyPageDto {
  @ApiProperty({ type: [LobbyEntryDto] })
  items!: LobbyEntryDto[];

  @ApiProperty({ nullable: true, type: String, description: 'Pass as `cursor` for the next page; null on the last' })
  nextCursor!: string | null;
}
