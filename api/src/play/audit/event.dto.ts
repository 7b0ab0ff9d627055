import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { GAME_EVENT_TYPES } from '../events/game-event-types';
import { NegotiationRecordDto } from '../negotiation/dto/negotiation.dto';
import { ResultDto } from '../core/dto/game.dto';
import { VARIANT_OPTIONS_SCHEMA } from '../core/dto/variant-options.dto';
import { ALL_SEATS } from '../core/dto/seats';

export class GameEventDto {
  @ApiProperty({ description: 'Position in the game, from 1 (unique per game)' })
  seq!: number;

  @ApiProperty({
    enum: GAME_EVENT_TYPES,
    enumName: 'GameEventType',
    example: 'move',
    description:
      'An engine action type (move, declare, ...), a change of seats (game-created, seat-taken, ...), the start or an abort (game-started, game-aborted); the game stream names each frame after it',
  })
  type!: string;

  @ApiProperty({ nullable: true, enum: ALL_SEATS, description: 'The seat that acted; null for a lifecycle event' })
  seat!: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  userId!: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'For actions: `{action, effects}`' })
  payload!: Record<string, unknown>;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ description: 'SHA-256 (hex) of the previous event; 64 zeros for the first' })
  prevHash!: string;

  @ApiProperty({
    description:
      'SHA-256 (hex) over the canonical JSON of this event (v, gameId, seq, type, seat, userId, payload, createdAt, prevHash)',
  })
  hash!: string;
}

export class EventPageDto {
  @ApiProperty({ type: [GameEventDto] })
  items!: GameEventDto[];

  @ApiProperty({ nullable: true, type: Number, description: 'Pass as `after` for the next page; null on the last' })
  nextAfter!: number | null;
}

export class GameRecordDto {
  @ApiProperty({ format: 'uuid' })
  gameId!: string;

  @ApiProperty({ enum: ['007', 'coalition'] })
  variant!: string;

  @ApiProperty({
    example: 'coalition/2',
    description:
      'The rules edition the game is played in now; its events say which edition each part was played in ' +
      '(`rulesEdition` of game-created, `…/1` when absent; then each edition-changed)',
  })
  rulesEdition!: string;

  @ApiProperty({ ...VARIANT_OPTIONS_SCHEMA, description: 'The options with every default filled in' })
  options!: Record<string, unknown>;

  @ApiProperty()
  status!: string;

  @ApiProperty()
  version!: number;

  @ApiProperty({ description: 'Hash of the last event' })
  headHash!: string;

  @ApiProperty({
    type: ResultDto,
    nullable: true,
    description:
      'The result as the game shows it: a ladder game’s points are its ladder’s table (the events keep the rules’ own points)',
  })
  result!: ResultDto | null;

  @ApiProperty({ type: [GameEventDto] })
  events!: GameEventDto[];

  @ApiPropertyOptional({
    type: NegotiationRecordDto,
    description:
      'After a reveal (the game over, pressReveal after-game): every channel with every message and system line, verifiable like the events',
  })
  negotiation?: NegotiationRecordDto;
}

export class VerificationIssueDto {
  @ApiProperty({ description: 'seq of the first event found wrong (the last seq + 1 for a snapshot mismatch)' })
  seq!: number;

  @ApiProperty({ enum: ['sequence', 'link', 'hash', 'replay', 'snapshot'] })
  kind!: string;

  @ApiProperty()
  message!: string;
}

export class VerificationDto {
  @ApiProperty({ description: 'True when the chain is whole and the replay gives exactly the snapshot' })
  ok!: boolean;

  @ApiProperty()
  events!: number;

  @ApiProperty({ description: 'Every hash recomputed and every link matched' })
  chainIntact!: boolean;

  @ApiProperty({
    description: 'Replaying the events through the engine gave the same effects and exactly the stored snapshot',
  })
  replayMatches!: boolean;

  @ApiProperty({ type: VerificationIssueDto, nullable: true })
  firstMismatch!: VerificationIssueDto | null;
}
