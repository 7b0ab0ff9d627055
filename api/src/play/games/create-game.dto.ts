import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Length,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { LEVELS, type Level } from '@entente/engine';
import { type Press, PRESS_REVEAL_VALUES, PRESS_VALUES, type PressReveal } from '../core/press';
import { ABANDONED_VALUES, type AbandonedMode, DEFAULT_ABANDONED_LEVEL } from '../core/abandoned-option';
import { ANALYSIS_DESCRIPTION, ANALYSIS_VALUES, type AnalysisRule } from '../core/analysis-option';
import { TimeControlDto } from '../core/dto/game.dto';
import { JoinRequirementsDto } from '../core/join-requirements';
import { VARIANT_OPTIONS_SCHEMA } from '../core/dto/variant-options.dto';
import { SEAT_ENUM } from '../core/dto/seats';

export class SeatRequestDto {
  @ApiProperty({
    ...SEAT_ENUM,
    example: 'black',
    description: '007: white, black; coalition: yellow, black, green, red',
  })
  @IsString()
  @Length(1, 20)
  seat!: string;

  @ApiPropertyOptional({ description: 'Take this seat yourself' })
  @IsOptional()
  @IsBoolean()
  me?: boolean;

  @ApiPropertyOptional({
    description:
      'Invite this user (username or email); they accept or decline. An email address without an account is ' +
      'invited by email to register: the seat stays reserved for the address, and becomes that account’s ' +
      'invitation once it verifies the address. A username without an account is INVITEE_NOT_FOUND.',
  })
  @IsOptional()
  @IsString()
  @Length(1, 254)
  invite?: string;

  @ApiPropertyOptional({
    enum: LEVELS,
    description:
      'Give this seat to a computer player of this level (docs/computer-players.md): the seat is taken at once ' +
      'and the computer plays it. At least one seat of a game stays for people.',
  })
  @IsOptional()
  @IsIn(LEVELS)
  computer?: Level;
}

export class CreateGameDto {
  @ApiProperty({ enum: ['007', 'coalition'] })
  @IsIn(['007', 'coalition'])
  variant!: '007' | 'coalition';

  @ApiPropertyOptional({
    example: 'coalition/2',
    description:
      'The edition of the variant’s rules the game is played in (`GET /rules/editions`; docs/rules/editions.md); ' +
      'default: the variant’s newest. One the variant does not have is UNKNOWN_EDITION.',
  })
  // Optional, but not null: a client that sends null means something it should say.
  @ValidateIf((o: CreateGameDto) => o.rulesEdition !== undefined)
  @IsString()
  @Length(1, 40)
  rulesEdition?: string;

  @ApiPropertyOptional({
    ...VARIANT_OPTIONS_SCHEMA,
    description:
      'Variant options by the rules files’ names (e.g. `{"detente": true}`): Options007Dto or CoalitionOptionsDto, as `variant` says; omitted ones take their defaults; validated by the engine (BAD_OPTIONS)',
    example: { detente: true },
  })
  @IsOptional()
  @IsObject()
  options?: Record<string, unknown>;

  @ApiPropertyOptional({
    enum: [...PRESS_VALUES],
    description:
      'Messages between the parties: full (the table and a private channel per pair of seats; Coalition Chess default), ' +
      'table (table only; 007 default — 007 has no other channel), none (no messages). Also accepted inside `options`.',
  })
  @IsOptional()
  @IsIn(PRESS_VALUES)
  press?: Press;

  @ApiPropertyOptional({
    enum: [...PRESS_REVEAL_VALUES],
    description:
      'after-game (default): when the game ends every channel becomes readable by every player, and by everyone who ' +
      'may see the game; never: each channel stays its members’ own. Also accepted inside `options`.',
  })
  @IsOptional()
  @IsIn(PRESS_REVEAL_VALUES)
  pressReveal?: PressReveal;

  @ApiPropertyOptional({
    enum: [...ABANDONED_VALUES],
    description:
      'What happens to a seat whose person times out or leaves the running game (docs/abandoned-seats.md): ' +
      'resign (default; the rules’ time-out), computer (a computer player takes the seat and the game goes on), ' +
      'substitute (a computer keeps the seat while it is offered in the lobby and to the game’s club, until a ' +
      'person takes it over). Also accepted inside `options`.',
  })
  @IsOptional()
  @IsIn(ABANDONED_VALUES)
  abandoned?: AbandonedMode;

  @ApiPropertyOptional({
    enum: LEVELS,
    description: `The computer player's level for abandoned: computer or substitute (default ${DEFAULT_ABANDONED_LEVEL}). Also accepted inside \`options\`.`,
  })
  @IsOptional()
  @IsIn(LEVELS)
  abandonedLevel?: Level;

  @ApiPropertyOptional({
    description:
      'Coalition Chess: whether the game counts for the ratings when it ends (default true; docs/ratings.md). ' +
      '007 games are rated on rated ladders only: true is BAD_OPTIONS for a 007 game created here.',
  })
  @ValidateIf((o: CreateGameDto) => o.rated !== undefined)
  @IsBoolean()
  rated?: boolean;

  @ApiPropertyOptional({
    enum: [...ANALYSIS_VALUES],
    description: `${ANALYSIS_DESCRIPTION} Default: after-game for a rated game (and a ladder's or a tournament's), allowed otherwise. Also accepted inside \`options\` (there a wrong value is BAD_OPTIONS).`,
  })
  // Optional, but not null: a client that sends null means something it should say.
  @ValidateIf((o: CreateGameDto) => o.analysis !== undefined)
  @IsIn(ANALYSIS_VALUES)
  analysis?: AnalysisRule;

  @ApiPropertyOptional({
    type: JoinRequirementsDto,
    description:
      'What a person must meet to join a seat by their own choice (not those you invite): a minimum reliability ' +
      'and a range of the variant’s rating (docs/ratings.md, "Entry limits"). Out of range: BAD_JOIN_REQUIREMENTS.',
  })
  @ValidateIf((o: CreateGameDto) => o.joinRequirements !== undefined)
  @IsObject()
  @ValidateNested()
  @Type(() => JoinRequirementsDto)
  joinRequirements?: JoinRequirementsDto;

  @ApiPropertyOptional({ type: TimeControlDto, description: 'Default: 3 days per move' })
  @IsOptional()
  @IsObject()
  timeControl?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: [SeatRequestDto],
    description: 'How each seat is filled; seats not listed stay open for anyone to join',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(4)
  @ValidateNested({ each: true })
  @Type(() => SeatRequestDto)
  seats?: SeatRequestDto[];
}
