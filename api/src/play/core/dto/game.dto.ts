import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LEVELS, type Level } from '@entente/engine';
import { PublicUserDto } from '../../../identity/users/public-user.dto';
import { ABANDONED_VALUES, type AbandonedMode } from '../abandoned-option';
import { ANALYSIS_DESCRIPTION, ANALYSIS_VALUES, type AnalysisRule } from '../analysis-option';
import { JoinRequirementsDto } from '../join-requirements';
import { type Press, PRESS_REVEAL_VALUES, PRESS_VALUES, type PressReveal } from '../press';
import { VARIANT_OPTIONS_SCHEMA } from './variant-options.dto';
import { SEAT_ENUM } from './seats';

export class SeatOfferDto {
  @ApiProperty({ format: 'date-time' })
  since!: string;

  @ApiProperty({
    type: PublicUserDto,
    nullable: true,
    description: 'The one person the seat is offered to; null: offered to anyone, in the lobby',
  })
  to!: PublicUserDto | null;
}

export class SeatDto {
  @ApiProperty({ ...SEAT_ENUM, example: 'white' })
  seat!: string;

  @ApiProperty({ enum: ['open', 'invited', 'taken'] })
  state!: 'open' | 'invited' | 'taken';

  @ApiProperty({
    type: PublicUserDto,
    nullable: true,
    description: 'The player (or the invited user); null for an open seat and for a seat invited by email',
  })
  player!: PublicUserDto | null;

  @ApiProperty({
    enum: LEVELS,
    nullable: true,
    example: null,
    description:
      'The level of the computer player that plays this seat (docs/computer-players.md); player is then null. ' +
      'Null for a seat a person holds or may take.',
  })
  computer!: Level | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description:
      'For a seat invited by email (state `invited`, player null: the address has no verified account yet) ' +
      'the invited address — shown only to the game’s creator; null for everyone else and for every other seat. ' +
      'When an account verifies that address, the seat becomes its ordinary invitation.',
  })
  invitedEmail!: string | null;

  @ApiProperty({
    type: SeatOfferDto,
    nullable: true,
    description:
      'A running game’s seat its holder offers to a substitute (`POST /games/{id}/seats/{seat}/offer`); ' +
      'whoever it is offered to takes it over with `POST /games/{id}/seats/{seat}/join`. Null when not offered.',
  })
  offer!: SeatOfferDto | null;
}

export class ToMoveDto {
  @ApiProperty({ ...SEAT_ENUM, example: 'white' })
  seat!: string;

  @ApiProperty({
    example: 'black',
    description: 'Colour of the pieces this seat moves now (007: the opponent’s on half-move 2)',
  })
  color!: string;

  @ApiProperty({ example: 2, description: 'The half-move’s place in the turn, from 1' })
  part!: number;

  @ApiProperty({ example: 3, description: 'Half-moves in the current turn' })
  of!: number;

  @ApiProperty({ enum: ['turn', 'check-answer', 'setup'] })
  reason!: 'turn' | 'check-answer' | 'setup';

  @ApiProperty({ type: PublicUserDto, nullable: true, description: 'Null for a seat a computer plays' })
  player!: PublicUserDto | null;

  @ApiProperty({
    enum: LEVELS,
    nullable: true,
    description: 'The computer player’s level, for a seat a computer plays',
  })
  computer!: Level | null;
}

export class PieceDto {
  @ApiProperty({ example: 'e4' })
  square!: string;

  @ApiProperty({ example: 'pawn' })
  piece!: string;

  @ApiProperty({ example: 'white' })
  color!: string;
}

export class PositionDto {
  @ApiProperty({ type: [PieceDto] })
  board!: PieceDto[];

  @ApiProperty({ description: "The engine's text notation (007: extended FEN; coalition: its position text)" })
  text!: string;

  @ApiProperty({ description: 'Half-moves played so far' })
  plies!: number;

  @ApiProperty({ description: 'Round (coalition) or turn number (007), from 1' })
  round!: number;
}

export class CoalitionDto {
  @ApiProperty({ ...SEAT_ENUM, isArray: true, example: ['yellow', 'green'] })
  seats!: string[];

  @ApiProperty({ description: 'The round in which it formed' })
  round!: number;

  @ApiProperty({ enum: ['declaration', 'check', 'capture'] })
  by!: 'declaration' | 'check' | 'capture';
}

export class ResultDto {
  @ApiProperty({ ...SEAT_ENUM, isArray: true, example: ['white'] })
  winners!: string[];

  @ApiProperty({ example: 'checkmate' })
  reason!: string;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' }, example: { white: 6, black: 0 } })
  points!: Record<string, number>;
}

export class DrawOfferDto {
  @ApiProperty({ ...SEAT_ENUM, description: 'The seat that offered the draw' })
  by!: string;

  @ApiProperty({ ...SEAT_ENUM, isArray: true, description: 'The seats that agreed so far (the offering one included)' })
  agreed!: string[];
}

/** The rules edition a game is played in (docs/rules/editions.md); `GET /rules/editions` lists them. */
export const RULES_EDITION_PROPERTY = {
  example: 'coalition/2',
  description:
    'The edition of the variant’s rules the game is played in (`<variant>/<number>`; `GET /rules/editions`). ' +
    'A game keeps it unless its players agree to move on (`POST /games/{id}/edition-upgrade`).',
};

export class EditionUpgradeDto {
  @ApiProperty({ example: 'coalition/2', description: 'The edition proposed: newer than the game’s' })
  edition!: string;

  @ApiProperty({ example: 'coalition/1', description: 'The edition the game is played in until every seat accepts' })
  from!: string;

  @ApiProperty({ ...SEAT_ENUM, description: 'The seat that proposed it (its acceptance counts)' })
  proposedBy!: string;

  @ApiProperty({ ...SEAT_ENUM, isArray: true, description: 'The seats that have accepted, the proposer’s first' })
  accepted!: string[];

  @ApiProperty({
    ...SEAT_ENUM,
    isArray: true,
    description: 'The seats still in the game that have yet to answer; when none is left, the game changes edition',
  })
  waitingFor!: string[];
}

export class TimeControlDto {
  @ApiProperty({ enum: ['per-move', 'bank'] })
  type!: 'per-move' | 'bank';

  @ApiPropertyOptional({ minimum: 1, maximum: 30, description: 'per-move: days for each move' })
  days?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 90, description: 'bank: days at the start' })
  initialDays?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 30, description: 'bank: days added per move' })
  incrementDays?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 180, description: 'bank: most days the bank may hold' })
  maxDays?: number;

  @ApiPropertyOptional({ description: 'false: vacation does not pause clocks in this game (default: allowed)' })
  allowVacation?: boolean;
}

/** The tournament a game belongs to (community's tournaments), as the game shows it. */
export class GameTournamentDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Winter Round Robin 2026' })
  name!: string;

  @ApiProperty({ example: 1, description: 'The round of the tournament the game belongs to' })
  round!: number;
}

/** A game as every endpoint that answers with one shows it. */
export class GameDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['007', 'coalition'] })
  variant!: '007' | 'coalition';

  @ApiProperty(RULES_EDITION_PROPERTY)
  rulesEdition!: string;

  @ApiProperty({
    ...VARIANT_OPTIONS_SCHEMA,
    description: 'The options with every default filled in (Options007Dto or CoalitionOptionsDto, as `variant` says)',
  })
  options!: Record<string, unknown>;

  @ApiProperty({ type: TimeControlDto })
  timeControl!: TimeControlDto;

  @ApiProperty({
    enum: [...PRESS_VALUES],
    description:
      'What the parties may say to each other: full (the table and a private channel per pair of seats), table, none',
  })
  press!: Press;

  @ApiProperty({
    enum: [...PRESS_REVEAL_VALUES],
    description: 'after-game: every channel becomes readable when the game ends; never: channels stay private',
  })
  pressReveal!: PressReveal;

  @ApiProperty({
    enum: [...ABANDONED_VALUES],
    description:
      'What happens to a seat whose person times out or leaves the running game: resign (the rules’ time-out), ' +
      'computer (a computer player of abandonedLevel takes the seat and plays on), substitute (a computer keeps ' +
      'the seat while it is offered in the lobby and to the game’s club, until a person takes it over)',
  })
  abandoned!: AbandonedMode;

  @ApiProperty({
    enum: LEVELS,
    nullable: true,
    description: 'The computer’s level for computer and substitute; null for resign',
  })
  abandonedLevel!: Level | null;

  @ApiProperty({ enum: [...ANALYSIS_VALUES], description: ANALYSIS_DESCRIPTION })
  analysis!: AnalysisRule;

  @ApiProperty({
    description:
      'Whether the game counts for the ratings when it ends (docs/ratings.md): a Coalition Chess game unless its ' +
      'creator said `rated: false` (or its ladder is unrated); a 007 game only on a rated ladder',
  })
  rated!: boolean;

  @ApiProperty({
    type: JoinRequirementsDto,
    nullable: true,
    description:
      'What a person must meet to join a seat of this game by their own choice (join; not an invitation): ' +
      'a minimum reliability and a rating range; null: nothing',
  })
  joinRequirements!: JoinRequirementsDto | null;

  @ApiProperty({ enum: ['open', 'setup', 'active', 'finished', 'aborted'] })
  status!: 'open' | 'setup' | 'active' | 'finished' | 'aborted';

  @ApiProperty({ description: 'The seq of the last event; send it back as expectedVersion' })
  version!: number;

  @ApiProperty({ type: PublicUserDto })
  createdBy!: PublicUserDto;

  @ApiProperty({ type: [SeatDto] })
  seats!: SeatDto[];

  @ApiProperty({ ...SEAT_ENUM, isArray: true, description: 'The seats the caller holds in this game' })
  yourSeats!: string[];

  @ApiProperty({ type: [ToMoveDto], description: 'Who must act now (several during the set-up phase)' })
  toMove!: ToMoveDto[];

  @ApiProperty({ type: PositionDto, nullable: true, description: 'null until the game starts' })
  position!: PositionDto | null;

  @ApiProperty({ type: [String], description: 'Legal board moves of the first seat to act' })
  legalMoves!: string[];

  @ApiProperty({ type: [CoalitionDto] })
  coalitions!: CoalitionDto[];

  @ApiProperty({ ...SEAT_ENUM, isArray: true, description: 'Coalition Chess: the parties out of the game' })
  eliminated!: string[];

  @ApiProperty({ type: DrawOfferDto, nullable: true })
  drawOffer!: DrawOfferDto | null;

  @ApiProperty({
    type: EditionUpgradeDto,
    nullable: true,
    description: 'A running game’s proposal to move on to a newer rules edition, while it awaits answers; else null',
  })
  editionUpgrade!: EditionUpgradeDto | null;

  @ApiProperty()
  drawClaimable!: boolean;

  @ApiProperty({ type: ResultDto, nullable: true })
  result!: ResultDto | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  startedAt!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  finishedAt!: string | null;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When the seat to act must have acted',
  })
  deadlineAt!: string | null;

  @ApiProperty({
    type: GameTournamentDto,
    nullable: true,
    description: 'The tournament and round of a tournament game (its result is scored by the tournament’s table)',
  })
  tournament!: GameTournamentDto | null;

  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'The finished game this one is the rematch of (POST /games/{id}/rematch)',
  })
  rematchOf!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'The rematch of this finished game, once it exists (before: GET /games/{id}/rematch)',
  })
  rematch!: string | null;
}

/** A seat in a list item: as in the game, the invited address only when there is one to show. */
export class SeatSummaryDto {
  @ApiProperty({ ...SEAT_ENUM, example: 'white' })
  seat!: string;

  @ApiProperty({ enum: ['open', 'invited', 'taken'] })
  state!: 'open' | 'invited' | 'taken';

  @ApiProperty({ type: PublicUserDto, nullable: true, description: 'As in SeatDto' })
  player!: PublicUserDto | null;

  @ApiPropertyOptional({
    description: 'For the game’s creator only, on a seat invited by email: the address (see SeatDto)',
  })
  invitedEmail?: string;

  @ApiPropertyOptional({ enum: LEVELS, description: 'Only on a seat a computer plays: its level (see SeatDto)' })
  computer?: Level;

  @ApiPropertyOptional({ type: SeatOfferDto, description: 'Only on a seat offered to a substitute (see SeatDto)' })
  offer?: SeatOfferDto;
}

/**
 * A game as a list shows it, in at most about 1 KB: who plays, who must act, how far it is, the
 * deadline and the result. The board, the legal moves and the details of the turn are the game's
 * (`GET /games/{id}`); the position comes with `include=position`.
 */
export class GameSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['007', 'coalition'] })
  variant!: '007' | 'coalition';

  @ApiProperty(RULES_EDITION_PROPERTY)
  rulesEdition!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { detente: true },
    description: 'The options this game sets otherwise than the variant’s defaults; `{}` for the standard rules',
  })
  customOptions!: Record<string, unknown>;

  @ApiProperty({ type: TimeControlDto })
  timeControl!: TimeControlDto;

  @ApiProperty({ enum: ['open', 'setup', 'active', 'finished', 'aborted'] })
  status!: 'open' | 'setup' | 'active' | 'finished' | 'aborted';

  @ApiProperty({ description: 'The seq of the last event' })
  version!: number;

  @ApiProperty({ type: [SeatSummaryDto] })
  seats!: SeatSummaryDto[];

  @ApiProperty({ ...SEAT_ENUM, isArray: true, description: 'The seats the caller holds in this game' })
  yourSeats!: string[];

  @ApiProperty({
    ...SEAT_ENUM,
    isArray: true,
    example: ['white'],
    description:
      'The seats that must act now (several during the set-up phase); the turn’s details are the game’s `toMove`',
  })
  toAct!: string[];

  @ApiProperty({ description: 'Half-moves played so far (0 before the start)' })
  plies!: number;

  @ApiProperty({
    description:
      'The caller keeps a draft (a turn or arrangement not yet sent, `/games/{id}/draft`) for the game as it now is',
  })
  turnNotSent!: boolean;

  @ApiProperty({ type: ResultDto, nullable: true })
  result!: ResultDto | null;

  @ApiPropertyOptional({
    type: PositionDto,
    nullable: true,
    description: 'Only with `include=position`: the position (null until the game starts)',
  })
  position?: PositionDto | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  finishedAt!: string | null;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When the seat to act must have acted',
  })
  deadlineAt!: string | null;
}

export class GamePageDto {
  @ApiProperty({ type: [GameSummaryDto] })
  items!: GameSummaryDto[];

  @ApiProperty({ nullable: true, type: String, description: 'Pass as `cursor` for the next page; null on the last' })
  nextCursor!: string | null;
}
