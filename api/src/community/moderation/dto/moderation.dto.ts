import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Length, Max, Min, ValidateIf } from 'class-validator';
import { PageQuery } from '../../../platform/http/page-query.dto';
import { PublicUserDto } from '../../../identity/users/public-user.dto';
import { ALL_SEATS, SEAT_ENUM } from '../../../play/core/dto/seats';
import { MODERATION_ACTIONS } from '../moderation-action.repository';
import { REPORT_REASONS, REPORT_SUBJECTS } from '../report.repository';

/** What a moderator may do about a report. */
export const MODERATOR_ACTIONS = ['dismiss', 'warn', 'mute', 'suspend', 'reinstate', 'close', 'annul'] as const;
export type ModeratorAction = (typeof MODERATOR_ACTIONS)[number];

/** Absent is allowed; null is refused like any wrong type. */
const IfGiven = () => ValidateIf((_, value) => value !== undefined);

export class ReportQueueQuery extends PageQuery {
  @ApiPropertyOptional({
    enum: ['open', 'closed'],
    description: 'Only open or only closed reports (default: both, open first)',
  })
  @IfGiven()
  @IsIn(['open', 'closed'])
  status?: 'open' | 'closed';
}

export class ModerationLogQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IfGiven()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({ description: 'Entries older than this id (nextBefore of the previous page)' })
  @IfGiven()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(Number.MAX_SAFE_INTEGER)
  before?: number;
}

export class ReportDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: REPORT_SUBJECTS })
  subject!: string;

  @ApiProperty({ description: 'The reported item’s id (a person’s id for a user)' })
  subjectId!: string;

  @ApiProperty({ enum: REPORT_REASONS })
  reason!: string;

  @ApiProperty({ description: 'The reporter’s words' })
  text!: string;

  @ApiProperty({ enum: ['open', 'dismissed', 'actioned'] })
  status!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  closedAt!: string | null;

  @ApiProperty({ type: PublicUserDto, description: 'Who reported it (moderators only ever see this)' })
  reporter!: PublicUserDto;

  @ApiProperty({
    type: PublicUserDto,
    nullable: true,
    description: 'Whom it concerns: a message’s author, the person reported; null for a game or club',
  })
  reportedUser!: PublicUserDto | null;

  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'The game of a message or game report' })
  gameId!: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  clubId!: string | null;

  @ApiProperty({ description: 'Open reports of the same item, this one included' })
  openOnSubject!: number;
}

export class ReportQueuePageDto {
  @ApiProperty({ type: [ReportDto], description: 'Open reports first, then closed ones; each oldest first' })
  items!: ReportDto[];

  @ApiProperty({ nullable: true, type: String, description: 'Pass as `cursor` for the next page; null on the last' })
  nextCursor!: string | null;
}

export class ModerationActionDto {
  @ApiProperty({ example: '17', description: 'The entry’s id in the audit log' })
  id!: string;

  @ApiProperty({ enum: MODERATION_ACTIONS })
  action!: string;

  @ApiProperty({ type: PublicUserDto, nullable: true, description: 'Who did it; null for the command line' })
  moderator!: PublicUserDto | null;

  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  reportId!: string | null;

  @ApiProperty({ type: PublicUserDto, nullable: true, description: 'The person it concerned' })
  user!: PublicUserDto | null;

  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  gameId!: string | null;

  @ApiProperty({ description: 'Why (the moderator’s record; never shown to the person)' })
  reason!: string;

  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'Until when (mute, suspension)' })
  until!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class ModerationLogPageDto {
  @ApiProperty({ type: [ModerationActionDto], description: 'Newest first' })
  items!: ModerationActionDto[];

  @ApiProperty({ type: Number, nullable: true, description: 'Pass as `before` for the next (older) page' })
  nextBefore!: number | null;
}

export class ContextLineDto {
  @ApiProperty({ example: '4711' })
  id!: string;

  @ApiProperty()
  seq!: number;

  @ApiProperty({ enum: ['message', 'system'] })
  kind!: string;

  @ApiProperty({ nullable: true, enum: ALL_SEATS })
  seat!: string | null;

  @ApiProperty({ type: PublicUserDto, nullable: true })
  author!: PublicUserDto | null;

  @ApiProperty()
  text!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ description: 'The reported line' })
  reported!: boolean;
}

export class ContextSeatDto {
  @ApiProperty({ ...SEAT_ENUM, example: 'yellow' })
  seat!: string;

  @ApiProperty({ enum: ['open', 'invited', 'taken'] })
  state!: string;

  @ApiProperty({ type: PublicUserDto, nullable: true })
  player!: PublicUserDto | null;

  @ApiProperty({ nullable: true, type: String, description: 'The computer’s level when a computer plays it' })
  computer!: string | null;
}

export class ContextGameDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['007', 'coalition'] })
  variant!: string;

  @ApiProperty({ enum: ['open', 'setup', 'active', 'finished', 'aborted'] })
  status!: string;

  @ApiProperty({ type: PublicUserDto })
  createdBy!: PublicUserDto;

  @ApiProperty({ type: [ContextSeatDto] })
  seats!: ContextSeatDto[];

  @ApiProperty({ description: 'Annulled by the moderators already' })
  annulled!: boolean;
}

export class ContextClubDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ enum: ['public', 'private'] })
  visibility!: string;
}

export class ContextUserDto {
  @ApiProperty({ type: PublicUserDto })
  user!: PublicUserDto;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty()
  moderator!: boolean;

  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'Muted until (now)' })
  mutedUntil!: string | null;

  @ApiProperty()
  suspended!: boolean;

  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'null while suspended: until lifted' })
  suspendedUntil!: string | null;

  @ApiProperty()
  closed!: boolean;

  @ApiProperty({ description: 'Reports that named this person' })
  reportsAbout!: number;

  @ApiProperty({ description: 'Of those, still open' })
  openReportsAbout!: number;

  @ApiProperty({ type: [ModerationActionDto], description: 'What the moderators did about this person, newest first' })
  recentActions!: ModerationActionDto[];
}

export class ReportContextDto {
  @ApiPropertyOptional({
    type: [ContextLineDto],
    description: 'message: the channel’s lines around the reported one (each such read is written to the audit log)',
  })
  lines?: ContextLineDto[];

  @ApiPropertyOptional({ description: 'message: the channel', example: 'yellow+green' })
  channel?: string;

  @ApiPropertyOptional({ type: ContextGameDto, description: 'message, game: the game' })
  game?: ContextGameDto;

  @ApiPropertyOptional({ type: ContextClubDto, description: 'club: the club' })
  club?: ContextClubDto;

  @ApiPropertyOptional({ type: ContextUserDto, description: 'message, user: the person it concerns' })
  user?: ContextUserDto;
}

export class ReportDetailDto {
  @ApiProperty({ type: ReportDto })
  report!: ReportDto;

  @ApiProperty({ type: ReportContextDto })
  context!: ReportContextDto;

  @ApiProperty({ type: [ModerationActionDto], description: 'What was done about this report, oldest first' })
  actions!: ModerationActionDto[];
}

export class ModerationActDto {
  @ApiProperty({
    enum: MODERATOR_ACTIONS,
    description:
      'dismiss (nothing to do); warn (a notice); mute (no messages for `days`); suspend (no sign-in for `days`, or until lifted; seats given up); reinstate (lift a mute and a suspension); close (for good; seats given up); annul (the game of a message or game report)',
  })
  @IsIn(MODERATOR_ACTIONS)
  action!: ModeratorAction;

  @ApiProperty({ maxLength: 2000, description: 'Why: kept in the audit log, never shown to the person' })
  @IsString()
  @Length(1, 2000)
  reason!: string;

  @ApiPropertyOptional({
    maxLength: 2000,
    description:
      'Words to the person (warn, mute, suspend, reinstate, close): sent with the notice; never name the reporter',
  })
  @IfGiven()
  @IsString()
  @Length(0, 2000)
  message?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 3650,
    description: 'mute: how many days (required, at most 365); suspend: how many days (none: until lifted)',
  })
  @IfGiven()
  @IsInt()
  @Min(1)
  @Max(3650)
  days?: number;

  @ApiPropertyOptional({
    example: 'mallory',
    description:
      'The person to act on, by username: required for a game or club report (which names nobody); for a message or user report it must be the person reported',
  })
  @IfGiven()
  @IsString()
  @Length(1, 100)
  user?: string;
}
