import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Length, ValidateIf } from 'class-validator';
import { REPORT_REASONS, REPORT_SUBJECTS, type ReportReason, type ReportSubject } from '../report.repository';

export class CreateReportDto {
  @ApiProperty({ enum: REPORT_SUBJECTS, description: 'What is reported' })
  @IsIn(REPORT_SUBJECTS)
  subject!: ReportSubject;

  @ApiProperty({
    example: '4711',
    description:
      'message: the message’s `id`; user: the person’s id or username; game: the game’s id; club: the club’s id',
  })
  @IsString()
  @Length(1, 100)
  id!: string;

  @ApiProperty({ enum: REPORT_REASONS, description: 'Why, in one word' })
  @IsIn(REPORT_REASONS)
  reason!: ReportReason;

  @ApiPropertyOptional({ maxLength: 2000, description: 'What happened, for the moderators (plain text)', default: '' })
  // Absent is no text; null is refused like any wrong type.
  @ValidateIf((_, value) => value !== undefined)
  @IsString()
  @Length(0, 2000)
  text?: string;
}

export class ReportCreatedDto {
  @ApiProperty({ format: 'uuid', description: 'The report’s id' })
  id!: string;
}
