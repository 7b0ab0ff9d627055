import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PublicUserDto } from '../../../identity/users/public-user.dto';
import { ResultDto } from '../../../play/core/dto/game.dto';
import { SEAT_ENUM } from '../../../play/core/dto/seats';

export class TieBreakValuesDto {
  @ApiProperty({ description: 'Games won (a bye is no game)' })
  wins!: number;

  @ApiProperty({
    description:
      'Sonneborn–Berger: per game, one’s points times the final scores of the other entrants at the table, summed',
  })
  sonnebornBerger!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Points in games against the others level with one when it was applied; null when not level',
  })
  directEncounter!: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The rating the tie-break reads (007: Glicko-2; the lower ranks higher); null: unrated',
  })
  rating!: number | null;
}

export class TournamentStandingDto {
  @ApiProperty({ description: 'Entrants equal on points and every tie-break share a rank' })
  rank!: number;

  @ApiProperty({ type: PublicUserDto })
  player!: PublicUserDto;

  @ApiProperty()
  points!: number;

  @ApiProperty({ description: 'Games counted (byes not included)' })
  games!: number;

  @ApiProperty()
  withdrawn!: boolean;

  @ApiProperty({ type: TieBreakValuesDto })
  tieBreaks!: TieBreakValuesDto;
}

export class TournamentStandingsDto {
  @ApiProperty({ format: 'uuid' })
  tournamentId!: string;

  @ApiProperty({ example: ['points', 'wins', 'sonneborn-berger', 'direct-encounter', 'rating'], type: [String] })
  order!: string[];

  @ApiProperty({ description: 'Games counted so far' })
  countedGames!: number;

  @ApiProperty({ type: [TournamentStandingDto] })
  rows!: TournamentStandingDto[];
}

export class StandingsExportQuery {
  @ApiPropertyOptional({ enum: ['csv', 'json'], default: 'csv' })
  @IsOptional()
  @IsIn(['csv', 'json'])
  format?: 'csv' | 'json';
}

export class RoundSeatDto {
  @ApiProperty({ ...SEAT_ENUM, example: 'white' })
  seat!: string;

  @ApiProperty({ type: PublicUserDto, nullable: true, description: 'null: a computer seat, which scores for nobody' })
  player!: PublicUserDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'The seat’s outcome once the game counts' })
  outcome!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  points!: number | null;

  @ApiProperty({ description: 'The entrant withdrew: the game is scored as a forfeit' })
  forfeit!: boolean;
}

export class RoundGameDto {
  @ApiProperty({ format: 'uuid' })
  gameId!: string;

  @ApiProperty({ description: 'Board (007) or table (Coalition Chess), from 1' })
  board!: number;

  @ApiProperty({ enum: ['open', 'setup', 'active', 'finished', 'aborted'], description: 'The game’s own status' })
  status!: string;

  @ApiProperty({ enum: ['playing', 'counted', 'void'], description: 'The game in the event' })
  state!: string;

  @ApiProperty({ type: ResultDto, nullable: true })
  result!: ResultDto | null;

  @ApiProperty({ type: [RoundSeatDto] })
  seats!: RoundSeatDto[];
}

export class ByeDto {
  @ApiProperty({ type: PublicUserDto })
  player!: PublicUserDto;

  @ApiProperty()
  points!: number;
}

export class RoundDto {
  @ApiProperty({ format: 'uuid' })
  tournamentId!: string;

  @ApiProperty()
  round!: number;

  @ApiProperty({ enum: ['playing', 'finished'] })
  state!: string;

  @ApiProperty({ type: [RoundGameDto] })
  games!: RoundGameDto[];

  @ApiProperty({ type: [ByeDto] })
  byes!: ByeDto[];
}

export class CrossGameDto {
  @ApiProperty({ format: 'uuid' })
  gameId!: string;

  @ApiProperty()
  round!: number;

  @ApiProperty({ ...SEAT_ENUM, example: 'white' })
  seat!: string;

  @ApiProperty({
    example: '1',
    description: '1, ½, 0 (or the points), + / − for a forfeit won / lost, * while the game is played',
  })
  mark!: string;

  @ApiProperty({ type: Number, nullable: true })
  points!: number | null;
}

export class RoleCellDto {
  @ApiProperty()
  round!: number;

  @ApiProperty()
  board!: number;

  @ApiProperty({ format: 'uuid' })
  gameId!: string;

  @ApiProperty({ ...SEAT_ENUM, example: 'yellow' })
  seat!: string;

  @ApiProperty({ type: String, nullable: true })
  outcome!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  points!: number | null;

  @ApiProperty()
  forfeit!: boolean;
}

export class CrosstableRowDto {
  @ApiProperty()
  rank!: number;

  @ApiProperty({ type: PublicUserDto })
  player!: PublicUserDto;

  @ApiProperty()
  points!: number;

  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { $ref: '#/components/schemas/CrossGameDto' } },
    description: '007: per column (the rows’ order), the games against that entrant; empty for Coalition Chess',
  })
  cells!: CrossGameDto[][];

  @ApiProperty({
    type: [RoleCellDto],
    description: 'Coalition Chess: per round, the table, seat (colour) and points; empty for 007',
  })
  roles!: RoleCellDto[];

  @ApiProperty({ type: [Number], description: 'Rounds with a bye' })
  byes!: number[];
}

export class CrosstableDto {
  @ApiProperty({ format: 'uuid' })
  tournamentId!: string;

  @ApiProperty({ enum: ['007', 'coalition'] })
  variant!: string;

  @ApiProperty({ type: [CrosstableRowDto], description: 'In the standings’ order' })
  rows!: CrosstableRowDto[];
}
