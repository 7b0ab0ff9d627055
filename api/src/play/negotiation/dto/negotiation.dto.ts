import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import { PublicUserDto } from '../../../identity/users/public-user.dto';
import { MAX_MESSAGE_CHARACTERS, MAX_NOTES_CHARACTERS } from '../message-text';
import { ALL_SEATS, SEAT_ENUM } from '../../core/dto/seats';

export class ChannelDto {
  @ApiProperty({
    example: 'yellow+green',
    description: '`table` (every seat), or two seats in playing order joined by `+` (Coalition Chess, full press)',
  })
  id!: string;

  @ApiProperty({
    ...SEAT_ENUM,
    isArray: true,
    example: ['yellow', 'green'],
    description: 'The seats of the channel, in playing order',
  })
  members!: string[];

  @ApiProperty({ description: 'Messages by others (not muted) after my read marker' })
  unread!: number;

  @ApiProperty({ description: 'seq of the channel’s newest line; 0 when it has none' })
  lastSeq!: number;

  @ApiProperty({ description: 'My read marker: the seq I have read up to' })
  readSeq!: number;

  @ApiProperty({ description: 'Whether I may write to it now' })
  canPost!: boolean;
}

export class SystemLineDto {
  @ApiProperty({ enum: ['coalition-formed', 'game-over'] })
  event!: 'coalition-formed' | 'game-over';

  @ApiProperty({ description: 'seq of the game event this line reports (see /games/{id}/events)' })
  gameSeq!: number;

  @ApiProperty({ description: 'hash of that game event: the line can be checked against the game’s chain' })
  gameEventHash!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'coalition-formed: `{seats, round, by}` (by: declaration | check | capture)',
  })
  coalition?: { seats: string[]; round: number; by: string };

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'game-over: `{status, result}` (result null for an abort without one)',
  })
  outcome?: { status: string; result: unknown };
}

export class MessageDto {
  @ApiProperty({ example: '42', description: 'Unique among all lines of the server; the message stream’s frame id' })
  id!: string;

  @ApiProperty({ description: 'Position in the channel, from 1' })
  seq!: number;

  @ApiProperty({ example: 'table' })
  channel!: string;

  @ApiProperty({ enum: ['message', 'system'], description: 'system: a coalition event or the end, in its place' })
  kind!: 'message' | 'system';

  @ApiProperty({
    nullable: true,
    enum: ALL_SEATS,
    example: 'green',
    description: 'The seat it was written from; null on a system line',
  })
  seat!: string | null;

  @ApiProperty({ type: PublicUserDto, nullable: true })
  author!: PublicUserDto | null;

  @ApiProperty({ description: 'Plain text, never markup; a system line’s English sentence' })
  text!: string;

  @ApiProperty({ type: SystemLineDto, nullable: true })
  system!: SystemLineDto | null;

  @ApiProperty({ description: 'The game’s version when it was written: its place among the game’s events' })
  gameVersion!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({
    description:
      'SHA-256 (hex) over the canonical JSON of {v: "message-1", gameId, channel, seq, kind, seat, userId, text, system, gameVersion, createdAt, prevHash}',
  })
  hash!: string;

  @ApiProperty({ description: 'hash of the channel’s previous line; 64 zeros for the first' })
  prevHash!: string;

  @ApiProperty({ description: 'Written from a seat I muted in this game (shown collapsed, never notified)' })
  muted!: boolean;

  @ApiProperty({
    description: 'Written by someone I blocked (shown collapsed, expandable; never notified, not counted unread)',
  })
  hiddenByBlock!: boolean;
}

export class MessagePageDto {
  @ApiProperty({ type: [MessageDto] })
  items!: MessageDto[];

  @ApiProperty({ nullable: true, type: Number, description: 'Pass as `after` for the next page; null on the last' })
  nextAfter!: number | null;

  @ApiProperty({ nullable: true, type: String, description: 'The same position as `cursor`; null on the last page' })
  nextCursor!: string | null;
}

export class MessagesQuery {
  @ApiPropertyOptional({ description: 'Lines with seq greater than this', default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  after?: number;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page (instead of `after`)' })
  @IsOptional()
  @IsString()
  @Matches(/^\d{1,10}$/)
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;
}

export class PostMessageDto {
  @ApiProperty({ maxLength: MAX_MESSAGE_CHARACTERS, description: `Plain text, 1–${MAX_MESSAGE_CHARACTERS} characters` })
  @IsString()
  // The exact limit (in characters, after trimming) is checked by the service; this bounds the input.
  @Length(1, MAX_MESSAGE_CHARACTERS * 4)
  text!: string;

  @ApiPropertyOptional({
    ...SEAT_ENUM,
    description: 'The seat to write from, when I hold two seats of the channel (default: my first in playing order)',
  })
  @IsOptional()
  @IsIn(ALL_SEATS)
  seat?: string;
}

export class ReadMarkerDto {
  @ApiProperty({ description: 'The seq read up to (a marker never moves back)' })
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  seq!: number;
}

export class ChannelVerificationDto {
  @ApiProperty({ example: 'yellow+green' })
  channel!: string;

  @ApiProperty({ description: 'True when the chain is whole and every system line matches the game event it reports' })
  ok!: boolean;

  @ApiProperty()
  lines!: number;

  @ApiProperty({ description: 'hash of the last line; 64 zeros for an empty channel' })
  headHash!: string;

  @ApiProperty({ description: 'Every hash recomputed and every link matched' })
  chainIntact!: boolean;

  @ApiProperty({ description: 'Every system line names a game event with that seq and hash, and says what it did' })
  systemLinesMatch!: boolean;

  @ApiProperty({
    nullable: true,
    type: 'object',
    additionalProperties: true,
    description: '`{seq, kind, message}` of the first line found wrong (kind: sequence, link, hash, system)',
  })
  firstMismatch!: { seq: number; kind: string; message: string } | null;
}

export class MutedSeatsDto {
  @ApiProperty({
    ...SEAT_ENUM,
    isArray: true,
    example: ['red'],
    description: 'Seats whose messages I muted in this game',
  })
  seats!: string[];
}

export class NotesDto {
  @ApiProperty({ description: 'My own notes on this game; nobody else ever sees them' })
  text!: string;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  updatedAt!: string | null;
}

export class PutNotesDto {
  @ApiProperty({ maxLength: MAX_NOTES_CHARACTERS, description: `Plain text, up to ${MAX_NOTES_CHARACTERS} characters` })
  @IsString()
  @Length(0, MAX_NOTES_CHARACTERS * 4)
  text!: string;
}

export class NegotiationChannelRecordDto {
  @ApiProperty({ example: 'table' })
  id!: string;

  @ApiProperty({ type: [String] })
  members!: string[];

  @ApiProperty({ description: 'hash of the last line; 64 zeros for an empty channel' })
  headHash!: string;

  @ApiProperty({ type: [MessageDto] })
  messages!: MessageDto[];
}

export class NegotiationRecordDto {
  @ApiProperty({ enum: ['full', 'table', 'none'] })
  press!: string;

  @ApiProperty({ type: [NegotiationChannelRecordDto] })
  channels!: NegotiationChannelRecordDto[];
}
