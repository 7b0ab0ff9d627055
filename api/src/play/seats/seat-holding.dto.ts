import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Length } from 'class-validator';
import { LEVELS, type Level } from '@entente/engine';
import type { HoldingHow } from './seat-holder.repository';
import { PublicUserDto } from '../../identity/users/public-user.dto';
import { SEAT_ENUM } from '../core/dto/seats';
import { Optional } from '../../platform/http/optional';

export class OfferSeatDto {
  @ApiPropertyOptional({
    description:
      'Offer the seat to this user (username or email), who is told and may take it over; without it the seat ' +
      'is offered to anyone, in the lobby. You keep playing it until someone takes it over.',
  })
  @Optional()
  @IsString()
  @Length(1, 254)
  to?: string;
}

/** One holding of a seat: who held it, from which event to which. */
export class HandToComputerDto {
  @ApiProperty({ enum: LEVELS, description: 'The computer player’s level (docs/computer-players.md)' })
  @IsIn(LEVELS)
  computer!: Level;
}

export class SeatHoldingDto {
  @ApiProperty({ ...SEAT_ENUM, example: 'green' })
  seat!: string;

  @ApiProperty({ type: PublicUserDto, nullable: true, description: 'The person who held it; null for a computer' })
  player!: PublicUserDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'The computer player’s level that held it; null for a person',
  })
  computer!: string | null;

  @ApiProperty({
    enum: ['start', 'hand-over', 'take-over', 'timeout', 'left'],
    description:
      'How the seat came to this holder: start; hand-over (its holder gave it to a computer); take-over (a person ' +
      'took it from an offer); timeout or left (the game’s abandoned option gave it to a computer when its person ' +
      'ran out of time or left the running game)',
  })
  how!: HoldingHow;

  @ApiProperty({ format: 'date-time' })
  since!: string;

  @ApiProperty({ description: 'The seq of the event that gave the seat (`game-started` or `seat-handed-over`)' })
  sinceSeq!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null while held' })
  until!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The seq of the `seat-handed-over` that passed it on' })
  untilSeq!: number | null;
}

export class SeatHoldingsDto {
  @ApiProperty({
    type: [SeatHoldingDto],
    description: 'Every holding of every seat, in the order they began (then in seat order)',
  })
  items!: SeatHoldingDto[];
}
