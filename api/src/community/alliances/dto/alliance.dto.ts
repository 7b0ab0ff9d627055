import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, Length, Matches } from 'class-validator';
import { PageQuery } from '../../../platform/http/page-query.dto';
import { PublicUserDto } from '../../../identity/users/public-user.dto';
import { SEAT_ENUM } from '../../../play/core/dto/seats';

const OUTCOMES = ['pending', 'won', 'lost', 'drawn', 'aborted'];
const HOWS = ['declaration', 'check', 'capture'];

export class AllianceQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Only alliances this player (username) was in' })
  @IsOptional()
  @IsString()
  @Length(1, 32)
  player?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only games of this ladder' })
  @IsOptional()
  @IsUUID()
  ladder?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only games of this ladder season' })
  @IsOptional()
  @IsUUID()
  season?: string;

  @ApiPropertyOptional({
    example: 'yellow+green',
    description: 'Coalition form: the great power (or green), +, the seat that joined',
  })
  @IsOptional()
  @Matches(/^(yellow|black|green|red)\+(yellow|black|green|red)$/)
  form?: string;

  @ApiPropertyOptional({ enum: HOWS })
  @IsOptional()
  @IsIn(HOWS)
  how?: string;

  @ApiPropertyOptional({ enum: OUTCOMES })
  @IsOptional()
  @IsIn(OUTCOMES)
  outcome?: string;
}

export class PartnersQuery extends PageQuery {
  @ApiProperty({ description: 'The player (username) whose partners to list' })
  @IsString()
  @Length(1, 32)
  player!: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  ladder?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  season?: string;
}

export class FormsQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this season; default: the whole ladder' })
  @IsOptional()
  @IsUUID()
  season?: string;

  @ApiPropertyOptional({ enum: HOWS, description: 'Only coalitions formed this way' })
  @IsOptional()
  @IsIn(HOWS)
  how?: string;
}

/** One holding of a coalition's seat while the coalition stood (the record of holders). */
export class AllianceHolderDto {
  @ApiProperty({ type: PublicUserDto, nullable: true, description: 'The person; null for a computer player' })
  user!: PublicUserDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['random', 'greedy', 'search'],
    description: 'The computer player’s level when a computer held the seat',
  })
  computer!: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'The event (game version) from which they held the seat; null for a coalition recorded before holders were',
  })
  sinceSeq!: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The event that passed the seat on; null: they held it to the end (or hold it now)',
  })
  untilSeq!: number | null;
}

export class AllianceSideDto {
  @ApiProperty({ ...SEAT_ENUM, example: 'yellow' })
  seat!: string;

  @ApiProperty({
    type: PublicUserDto,
    nullable: true,
    description: 'Who held the seat when the coalition formed (null: a computer player)',
  })
  user!: PublicUserDto | null;

  @ApiProperty({
    type: [AllianceHolderDto],
    description:
      'Everyone who held the seat while the coalition stood, in order: the first when it formed, the last when the game ended (or now). Each person here is credited with the alliance in the history and the partners counts',
  })
  holders!: AllianceHolderDto[];

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The seat’s points in the game’s result (null while pending)',
  })
  points!: number | null;
}

export class AllianceDto {
  @ApiProperty({ example: '42' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  gameId!: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  ladderId!: string | null;

  @ApiProperty({ example: 'yellow+green' })
  form!: string;

  @ApiProperty({
    type: AllianceSideDto,
    description: 'The great power joined (green in the small powers’ own coalition)',
  })
  leader!: AllianceSideDto;

  @ApiProperty({ type: AllianceSideDto, description: 'The power that joined' })
  joiner!: AllianceSideDto;

  @ApiProperty({ description: 'Round in which it formed (coalition.md §5)' })
  round!: number;

  @ApiProperty({ enum: HOWS })
  how!: string;

  @ApiProperty({ enum: OUTCOMES, description: 'What came of it: the coalition’s result when the game ended' })
  outcome!: string;

  @ApiProperty({ type: String, nullable: true, example: 'checkmate' })
  resultReason!: string | null;

  @ApiProperty({ format: 'date-time' })
  formedAt!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  endedAt!: string | null;

  @ApiProperty({
    description:
      'Whether the game’s negotiation is open to read: the game is over and its press settings reveal every channel (`pressReveal: after-game`)',
  })
  negotiationRevealed!: boolean;
}

export class AlliancePageDto {
  @ApiProperty({ type: [AllianceDto] })
  items!: AllianceDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

export class OutcomeCountsDto {
  @ApiProperty()
  games!: number;

  @ApiProperty()
  won!: number;

  @ApiProperty()
  lost!: number;

  @ApiProperty()
  drawn!: number;

  @ApiProperty()
  aborted!: number;

  @ApiProperty()
  pending!: number;
}

export class PartnerDto extends OutcomeCountsDto {
  @ApiProperty({ type: PublicUserDto })
  partner!: PublicUserDto;
}

export class PartnerPageDto {
  @ApiProperty({ type: PublicUserDto })
  player!: PublicUserDto;

  @ApiProperty({ type: [PartnerDto], description: 'Most games together first' })
  items!: PartnerDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

export class HowCountsDto {
  @ApiProperty()
  declaration!: number;

  @ApiProperty()
  check!: number;

  @ApiProperty()
  capture!: number;
}

export class CoalitionFormDto extends OutcomeCountsDto {
  @ApiProperty({ example: 'yellow+green' })
  form!: string;

  @ApiProperty({
    description: 'won / (won + lost + drawn + aborted); null before any ended',
    type: Number,
    nullable: true,
  })
  winRate!: number | null;

  @ApiProperty({ type: HowCountsDto })
  byHow!: HowCountsDto;
}

export class CoalitionFormsDto {
  @ApiProperty({ format: 'uuid' })
  ladderId!: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  seasonId!: string | null;

  @ApiProperty({ type: [CoalitionFormDto], description: 'Most wins first; annulled and void games left out' })
  forms!: CoalitionFormDto[];
}
