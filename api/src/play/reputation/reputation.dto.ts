import { ApiProperty } from '@nestjs/swagger';
import { type Reliability, type Reputation, roleOfSeat, type ShownRating } from './reputation';

export class ShownRatingDto implements ShownRating {
  @ApiProperty({
    example: 12.4,
    description:
      'Coalition Chess: the conservative ordinal μ − 3σ (OpenSkill; a new player 0). 007: the Glicko-2 rating',
  })
  value!: number;

  @ApiProperty({ example: 7, description: 'Rated games it counts' })
  games!: number;
}

export class ReliabilityDto implements Reliability {
  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 100,
    example: 96,
    description:
      'Percent of the last 50 obligations met (turns played in time, games held to their end, rescues; ' +
      'docs/ratings.md); null before the first obligation',
  })
  score!: number | null;

  @ApiProperty({ example: 50, description: 'Obligations the score counts (at most 50)' })
  obligations!: number;

  @ApiProperty({ example: 12, description: 'Games held to their end' })
  gamesFinished!: number;

  @ApiProperty({ example: 1, description: 'Seats lost by a time-out or given up to a computer (not excused)' })
  gamesAbandoned!: number;

  @ApiProperty({ example: 2, description: 'Abandoned seats taken over as a substitute and held to the end' })
  gamesRescued!: number;

  @ApiProperty({ example: 340, description: 'Turns played before their deadline' })
  turnsOnTime!: number;

  @ApiProperty({ example: 1, description: 'Turns that ran out of time' })
  turnsMissed!: number;

  @ApiProperty({
    example: 1,
    description: 'Deadlines missed (time-outs) in the last twelve months, excused ones not counted',
  })
  missedDeadlines!: number;

  @ApiProperty({ example: 0, description: 'Misses excused by a declared vacation: never counted against the score' })
  excused!: number;
}

/** A seated player's reputation as the lobby and a game's seat list show it. */
export class SeatReputationDto {
  @ApiProperty({
    type: ShownRatingDto,
    nullable: true,
    description: 'The player’s rating in the game’s variant (Coalition Chess: over every seat); null: never rated',
  })
  rating!: ShownRatingDto | null;

  @ApiProperty({
    type: ShownRatingDto,
    nullable: true,
    description:
      'Coalition Chess: the rating in this seat’s role (great or small power); null for 007 or when never rated there',
  })
  roleRating!: ShownRatingDto | null;

  @ApiProperty({ type: ReliabilityDto })
  reliability!: ReliabilityDto;
}

/** A seat's player's reputation as presented, the rating in the seat's role beside the overall one. */
export function seatReputation(r: Reputation, variant: '007' | 'coalition', seat: string): SeatReputationDto {
  return {
    rating: r.ratings.all ?? null,
    roleRating: variant === 'coalition' ? (r.ratings[roleOfSeat(seat)] ?? null) : null,
    reliability: r.reliability,
  };
}
