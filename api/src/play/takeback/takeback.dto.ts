import { ApiProperty } from '@nestjs/swagger';
import { SEAT_ENUM } from '../core/dto/seats';

/** An open request to take moves back, while the seats asked answer it. */
export class PendingTakebackDto {
  @ApiProperty({ example: 41, description: 'The seq of the request’s event' })
  seq!: number;

  @ApiProperty({ ...SEAT_ENUM, description: 'The seat that asked (its player may withdraw the request)' })
  requestedBy!: string;

  @ApiProperty({ ...SEAT_ENUM, isArray: true, description: 'Every seat of the player who asked' })
  seats!: string[];

  @ApiProperty({ ...SEAT_ENUM, isArray: true, description: 'The seats still in the game whose consent is asked' })
  asked!: string[];

  @ApiProperty({ ...SEAT_ENUM, isArray: true, description: 'The seats asked that have accepted' })
  accepted!: string[];

  @ApiProperty({
    ...SEAT_ENUM,
    isArray: true,
    description: 'The seats asked that have yet to answer; the last acceptance takes the moves back',
  })
  waitingFor!: string[];

  @ApiProperty({
    example: 37,
    description: 'The version whose position the game returns to when every seat asked accepts',
  })
  toVersion!: number;
}

/** A game's takeback request, if one is open. */
export class TakebackDto {
  @ApiProperty({ type: PendingTakebackDto, nullable: true, description: 'The open request; null when there is none' })
  pending!: PendingTakebackDto | null;
}
