import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length } from 'class-validator';
import { PublicUserDto } from '../../../identity/users/public-user.dto';
import { PageQuery } from '../../../platform/http/page-query.dto';
import { SEAT_ENUM } from '../../../play/core/dto/seats';
import { RATING_ROLES, type RatingRole } from '../../../play/reputation/reputation';

export class RatingDto {
  @ApiProperty({ type: PublicUserDto })
  user!: PublicUserDto;

  @ApiProperty({ example: 1562.3, description: 'Glicko-2 rating on the Glicko scale (new players 1500)' })
  rating!: number;

  @ApiProperty({
    example: 84.1,
    description:
      'Rating deviation as it stands now: the rating is ±2·rd with about 95% confidence (new players 350); it grows with every 30 days since the last rated game',
  })
  rd!: number;

  @ApiProperty({ example: 0.06 })
  volatility!: number;

  @ApiProperty({ description: 'Rated games played' })
  games!: number;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class RatingPageDto {
  @ApiProperty({ type: [RatingDto] })
  items!: RatingDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

export class RatingChangeDto {
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'null when the game is in a private club you are not a member of',
  })
  gameId!: string | null;

  @ApiProperty({ type: PublicUserDto })
  opponent!: PublicUserDto;

  @ApiProperty({ example: 1, description: '1 win, 0.5 draw, 0 loss' })
  score!: number;

  @ApiProperty()
  ratingBefore!: number;

  @ApiProperty()
  rdBefore!: number;

  @ApiProperty()
  ratingAfter!: number;

  @ApiProperty()
  rdAfter!: number;

  @ApiProperty({ format: 'date-time' })
  ratedAt!: string;
}

export class PlayerRatingDto extends RatingDto {
  @ApiProperty({ type: [RatingChangeDto], description: 'The last 20 rated games, newest first' })
  history!: RatingChangeDto[];
}

export class LeaderboardQuery extends PageQuery {
  @ApiPropertyOptional({
    enum: RATING_ROLES,
    default: 'all',
    description:
      'Coalition Chess: all (every seat), great (Yellow, Black) or small (Green, Red); 007 has only all. ' +
      'Another value: UNKNOWN_RATING_ROLE.',
  })
  @IsOptional()
  @IsString()
  @Length(1, 20)
  role?: string;
}

export class LeaderboardEntryDto {
  @ApiProperty({ type: PublicUserDto })
  user!: PublicUserDto;

  @ApiProperty({
    example: 14.2,
    description: 'What the board is ordered by: Coalition Chess’s conservative ordinal μ − 3σ, 007’s Glicko-2 rating',
  })
  rating!: number;

  @ApiProperty({ description: 'Rated games in this board (at least 5)' })
  games!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Coalition Chess: OpenSkill mean μ; null for 007' })
  mu!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Coalition Chess: OpenSkill deviation σ; null for 007' })
  sigma!: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: '007: the rating deviation as it stands now (it grows with idle months); null for Coalition Chess',
  })
  rd!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: '007: the Glicko-2 volatility; null for Coalition Chess' })
  volatility!: number | null;

  @ApiProperty({ format: 'date-time', description: 'When the player’s last rated game of this board ended' })
  updatedAt!: string;
}

export class LeaderboardPageDto {
  @ApiProperty({ enum: ['007', 'coalition'] })
  variant!: '007' | 'coalition';

  @ApiProperty({ enum: RATING_ROLES })
  role!: RatingRole;

  @ApiProperty({ type: [LeaderboardEntryDto], description: 'Highest first; players with at least 5 rated games' })
  items!: LeaderboardEntryDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last' })
  nextCursor!: string | null;
}

export class CoalitionTrackDto {
  @ApiProperty({ enum: RATING_ROLES, description: 'all: every seat; great: Yellow and Black; small: Green and Red' })
  role!: RatingRole;

  @ApiProperty({ example: 9.7, description: 'The conservative ordinal μ − 3σ (a new player: 0)' })
  rating!: number;

  @ApiProperty({ example: 27.3 })
  mu!: number;

  @ApiProperty({ example: 5.9 })
  sigma!: number;

  @ApiProperty({ description: 'Rated games in this track' })
  games!: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Last rated game; null: never rated here',
  })
  updatedAt!: string | null;
}

export class CoalitionRatingChangeDto {
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'null when the game is in a private club you are not a member of',
  })
  gameId!: string | null;

  @ApiProperty({ format: 'date-time' })
  ratedAt!: string;

  @ApiProperty({ ...SEAT_ENUM, isArray: true, example: ['green'], description: 'The seats the player held' })
  seats!: string[];

  @ApiProperty({
    enum: ['won', 'lost', 'drawn'],
    description: 'Their team’s place: first of several, behind, all equal',
  })
  outcome!: 'won' | 'lost' | 'drawn';

  @ApiProperty({
    example: 1,
    description: 'The share of the seat’s actions the player made (a substitute: less than 1)',
  })
  share!: number;

  @ApiProperty({ description: 'μ − 3σ before the game' })
  ratingBefore!: number;

  @ApiProperty({ description: 'μ − 3σ after it' })
  ratingAfter!: number;

  @ApiProperty()
  muBefore!: number;

  @ApiProperty()
  sigmaBefore!: number;

  @ApiProperty()
  muAfter!: number;

  @ApiProperty()
  sigmaAfter!: number;
}

export class CoalitionPlayerRatingsDto {
  @ApiProperty({ type: PublicUserDto })
  user!: PublicUserDto;

  @ApiProperty({
    type: [CoalitionTrackDto],
    description: 'all, great and small, in that order (a track never rated shows a new player’s rating)',
  })
  ratings!: CoalitionTrackDto[];

  @ApiProperty({ enum: RATING_ROLES, description: 'The track of `history`' })
  role!: RatingRole;

  @ApiProperty({
    type: [CoalitionRatingChangeDto],
    description: 'The last 50 rated games of the track, newest first (a rating graph’s points)',
  })
  history!: CoalitionRatingChangeDto[];
}

export class CoalitionPlayerQuery {
  @ApiPropertyOptional({ enum: RATING_ROLES, default: 'all', description: 'The track of the history' })
  @IsOptional()
  @IsString()
  @Length(1, 20)
  role?: string;
}
