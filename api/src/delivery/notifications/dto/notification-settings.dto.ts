import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { LANGUAGES } from '../../../platform/i18n/language';
import { CLOCK_TIME, CONFIGURABLE_KINDS, DELIVERY_MODES, PUSH_KINDS } from '../notification-settings';

export class QuietHoursDto {
  @ApiProperty({ description: 'Whether pushes wait during quiet hours (off by default)' })
  @IsBoolean()
  enabled!: boolean;

  @ApiProperty({
    example: '22:00',
    pattern: CLOCK_TIME.source,
    description: 'Local time (in `timeZone`) quiet hours start',
  })
  @IsString()
  @Matches(CLOCK_TIME, { message: 'start must be a time HH:MM (00:00 to 23:59)' })
  start!: string;

  @ApiProperty({
    example: '07:00',
    pattern: CLOCK_TIME.source,
    description: 'Local time they end (the next day when before `start`)',
  })
  @IsString()
  @Matches(CLOCK_TIME, { message: 'end must be a time HH:MM (00:00 to 23:59)' })
  end!: string;
}

export class NotificationSettingsDto {
  @ApiProperty({ enum: LANGUAGES, description: 'Language of emails' })
  language!: string;

  @ApiProperty({ example: 'Europe/Berlin', description: 'IANA time zone of the digest hour' })
  timeZone!: string;

  @ApiProperty({ minimum: 0, maximum: 23, description: 'Local hour at which the daily digest is sent' })
  digestHour!: number;

  @ApiProperty({
    type: [String],
    example: ['half', '24h'],
    description: 'Reminder points: `half` or `<n>h` before a deadline',
  })
  reminders!: string[];

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', enum: [...DELIVERY_MODES] },
    description: `Email per kind (${CONFIGURABLE_KINDS.join(', ')}): immediately (default), digest, never`,
  })
  kinds!: Record<string, string>;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'boolean' },
    description: `Web Push per kind (${PUSH_KINDS.join(', ')}): true (default) or false; sent to the devices in /me/push-subscriptions`,
  })
  push!: Record<string, boolean>;

  @ApiProperty({
    type: QuietHoursDto,
    description:
      'Pushes made in quiet hours wait until they end; a call to act waits no longer than until 12 h before its deadline',
  })
  quietHours!: QuietHoursDto;

  @ApiProperty({ type: [String], format: 'uuid', description: 'Games whose notifications are muted' })
  mutedGames!: string[];
}

export class UpdateNotificationSettingsDto {
  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: 'en' | 'de';

  @ApiPropertyOptional({ example: 'Europe/Berlin' })
  @IsOptional()
  @IsString()
  timeZone?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 23 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(23)
  digestHour?: number;

  @ApiPropertyOptional({ type: [String], example: ['half', '24h'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @Matches(/^(half|[1-9]\d{0,2}h)$/, { each: true, message: 'each reminder must be "half" or "<hours>h"' })
  reminders?: string[];

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string', enum: [...DELIVERY_MODES] } })
  @IsOptional()
  @IsObject()
  kinds?: Record<string, string>;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'boolean' }, example: { message: false } })
  @IsOptional()
  @IsObject()
  push?: Record<string, boolean>;

  @ApiPropertyOptional({ type: QuietHoursDto, description: 'All three fields; `enabled: false` turns them off' })
  @ValidateIf((o: UpdateNotificationSettingsDto) => o.quietHours !== undefined)
  @IsObject()
  @ValidateNested()
  @Type(() => QuietHoursDto)
  quietHours?: QuietHoursDto;
}
