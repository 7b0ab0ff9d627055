import { ApiProperty } from '@nestjs/swagger';
import { PublicUserDto } from '../../../identity/users/public-user.dto';

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
