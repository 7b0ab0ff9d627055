import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { SINCE_KINDS, type SinceKind } from './since-items';

export class MarkSeenDto {
  @ApiProperty({
    minimum: 0,
    example: 42,
    description:
      'The game version the reader has seen (the game’s `version`); a smaller one than before changes nothing',
  })
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  version!: number;
}

export class SeenDto {
  @ApiProperty({ format: 'uuid' })
  gameId!: string;

  @ApiProperty({ description: 'The version now marked seen (never less than before)', example: 42 })
  seenVersion!: number;
}

export class SinceItemDto {
  @ApiProperty({ description: 'The event’s seq', example: 40 })
  seq!: number;

  @ApiProperty({ enum: SINCE_KINDS, example: 'move' })
  kind!: SinceKind;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'black',
    description: 'The party that acted; for a check the party in check; for a seat change the seat',
  })
  seat!: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 12,
    description: 'The round (Coalition Chess) or turn (007) the action belongs to',
  })
  round!: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'g8f6', description: 'A move in coordinate form' })
  move!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'g8', description: 'A move’s square of departure' })
  from!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'f6', description: 'A move’s square of arrival' })
  to!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Nf6',
    description:
      'A move as the record writes it (007: SAN; Coalition Chess: squares, `x` for a capture, `+` for check)',
  })
  text!: string | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'A declaration’s ally' })
  ally!: string | null;

  @ApiProperty({ type: [String], example: [], description: 'The seats of a coalition formed' })
  seats!: string[];

  @ApiProperty({ example: 'move', description: 'The type of the game event it comes from' })
  event!: string;
}

export class SinceMessageDto {
  @ApiProperty({ example: 'green-yellow' })
  channel!: string;

  @ApiProperty({ example: 3 })
  seq!: number;

  @ApiProperty({ example: 'green' })
  seat!: string;

  @ApiProperty({ example: 'Shall we stop Black together?', description: 'The first line, at most 140 characters' })
  line!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class SinceMessagesDto {
  @ApiProperty({ description: 'Messages others wrote since the last visit in channels I may read', example: 2 })
  count!: number;

  @ApiProperty({ type: [SinceMessageDto], description: 'The first of them (at most 3)' })
  first!: SinceMessageDto[];
}

export class SinceLastVisitDto {
  @ApiProperty({ format: 'uuid' })
  gameId!: string;

  @ApiProperty({ description: 'The version I last marked seen', example: 36 })
  seenVersion!: number;

  @ApiProperty({ description: 'The game’s version now: mark it seen with `POST /games/{id}/seen`', example: 42 })
  version!: number;

  @ApiProperty({ type: [SinceItemDto], description: 'What happened after `seenVersion`, in order' })
  items!: SinceItemDto[];

  @ApiProperty({ description: 'True when there was more than the items hold (the oldest are shown)', example: false })
  truncated!: boolean;

  @ApiProperty({ type: SinceMessagesDto })
  messages!: SinceMessagesDto;
}
