import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, Length } from 'class-validator';
import { PageQuery } from '../../../platform/http/page-query.dto';
import { ResultDto } from '../../../play/core/dto/game.dto';
import { PublicUserDto } from '../../../identity/users/public-user.dto';
import { SeasonDto } from './ladder.dto';
import { SEAT_ENUM } from '../../../play/core/dto/seats';

export class LadderSeatDto {
  @ApiProperty({ ...SEAT_ENUM, example: 'yellow' })
  seat!: string;

  @ApiProperty({ type: PublicUserDto, nullable: true })
  user!: PublicUserDto | null;

  @ApiProperty({ enum: ['open', 'invited', 'taken'] })
  state!: string;
}

export class LadderGameDto {
  @ApiProperty({ format: 'uuid' })
  gameId!: string;

  @ApiProperty({ format: 'uuid' })
  ladderId!: string;

  @ApiProperty({ format: 'uuid' })
  seasonId!: string;

  @ApiProperty({
    enum: ['playing', 'counted', 'void', 'annulled'],
    description: 'void: aborted before the first move, not counted',
  })
  state!: string;

  @ApiProperty({ enum: ['open', 'setup', 'active', 'finished', 'aborted'], description: 'The game’s own status' })
  status!: string;

  @ApiProperty({ type: PublicUserDto })
  challenger!: PublicUserDto;

  @ApiProperty({ type: [LadderSeatDto] })
  seats!: LadderSeatDto[];

  @ApiProperty({ type: ResultDto, nullable: true })
  result!: ResultDto | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  countedAt!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  annulledAt!: string | null;
}

export class LadderGamePageDto {
  @ApiProperty({ type: [LadderGameDto] })
  items!: LadderGameDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

export class ListLadderGamesQuery extends PageQuery {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  season?: string;

  @ApiPropertyOptional({ enum: ['playing', 'counted', 'void', 'annulled'] })
  @IsOptional()
  @IsIn(['playing', 'counted', 'void', 'annulled'])
  state?: string;
}

export class AnnulGameDto {
  @ApiProperty({
    example: 'Played by a second account of the same person',
    description: 'Recorded in the ladder’s audit log',
  })
  @IsString()
  @Length(3, 1000)
  reason!: string;
}

export class LadderEventDto {
  @ApiProperty({ example: '17' })
  id!: string;

  @ApiProperty({
    example: 'game-annulled',
    enum: ['ladder-created', 'ladder-updated', 'season-added', 'game-annulled', 'standings-rebuilt'],
  })
  type!: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  seasonId!: string | null;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  gameId!: string | null;

  @ApiProperty({ type: PublicUserDto })
  actor!: PublicUserDto;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'e.g. the reason and the points removed' })
  payload!: Record<string, unknown>;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class LadderEventPageDto {
  @ApiProperty({ type: [LadderEventDto] })
  items!: LadderEventDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

export class StandingsQuery {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Default: the current season, else the latest that has started, else the first',
  })
  @IsOptional()
  @IsUUID()
  season?: string;
}

export class ExportQuery extends StandingsQuery {
  @ApiPropertyOptional({ enum: ['csv', 'json'], default: 'csv' })
  @IsOptional()
  @IsIn(['csv', 'json'])
  format?: 'csv' | 'json';
}

export class StandingRowDto {
  @ApiProperty({ description: 'Players equal on every tie-break share a rank' })
  rank!: number;

  @ApiProperty({ type: PublicUserDto })
  user!: PublicUserDto;

  @ApiProperty()
  points!: number;

  @ApiProperty()
  games!: number;

  @ApiProperty()
  wins!: number;

  @ApiProperty()
  draws!: number;

  @ApiProperty()
  losses!: number;

  @ApiProperty({ description: 'Coalition Chess: games aborted for neutrality' })
  aborts!: number;

  @ApiProperty({ description: 'Coalition Chess: decided games in which this player stayed without a coalition' })
  neutral!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Head-to-head points within a group level on points, wins and games; null when not level',
  })
  headToHead!: number | null;

  @ApiPropertyOptional({ description: '007: Glicko-2 rating' })
  rating?: number;

  @ApiPropertyOptional({ description: '007: rating deviation as it stands now (grows with idle months)' })
  rd?: number;
}

export class StandingsDto {
  @ApiProperty({ format: 'uuid' })
  ladderId!: string;

  @ApiProperty()
  ladderName!: string;

  @ApiProperty({ enum: ['007', 'coalition'] })
  variant!: string;

  @ApiProperty({ type: SeasonDto })
  season!: SeasonDto;

  @ApiProperty({
    type: [String],
    example: ['points', 'wins', 'fewest games', 'head-to-head points', 'username (shared rank)'],
  })
  tieBreaks!: string[];

  @ApiProperty({ description: 'Counted games of the season (annulled and void ones excluded)' })
  countedGames!: number;

  @ApiProperty({ type: [StandingRowDto] })
  rows!: StandingRowDto[];
}

export class RebuildResultDto {
  @ApiProperty({ description: 'Whether the recomputed tallies differ from the stored ones' })
  changed!: boolean;

  @ApiProperty({ description: 'Counted games recomputed' })
  games!: number;
}
