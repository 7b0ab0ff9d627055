import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SEAT_ENUM } from '../core/dto/seats';

export class SeatClockDto {
  @ApiProperty({ ...SEAT_ENUM, example: 'white' })
  seat!: string;

  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  userId!: string | null;

  @ApiProperty({ description: 'Whether this seat must act now (its clock runs)' })
  running!: boolean;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it must have acted (vacations included)',
  })
  deadline!: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Since when it must act' })
  since!: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Bank clocks: milliseconds left now (running time only)',
  })
  bankMs!: number | null;

  @ApiProperty({ description: 'The seat’s user is on vacation today (its clock is paused)' })
  onVacation!: boolean;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: 'Last day of the current or next vacation',
  })
  vacationUntil!: string | null;
}

export class GameClockDto {
  @ApiProperty({ format: 'uuid' })
  gameId!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'The earliest deadline of a seat that must act',
  })
  deadline!: string | null;

  @ApiProperty({ description: 'false when the creator forbade vacation in this game' })
  vacationAllowed!: boolean;

  @ApiProperty({ type: String, format: 'date-time', description: 'The server’s now, for countdowns' })
  now!: string;

  @ApiProperty({ type: [SeatClockDto] })
  seats!: SeatClockDto[];
}
