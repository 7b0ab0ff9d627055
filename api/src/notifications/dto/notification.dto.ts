import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Transform } from 'class-transformer';

export class NotificationDto {
  @ApiProperty({
    example: '42',
    description: 'Also the SSE event id on /me/stream and the webhook payload’s notificationId',
  })
  id!: string;

  @ApiProperty({ example: 'your-turn' })
  kind!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  gameId!: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true })
  payload!: Record<string, unknown>;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  readAt!: string | null;
}

export class NotificationPageDto {
  @ApiProperty({ type: [NotificationDto] })
  items!: NotificationDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `before` for the next (older) page' })
  nextCursor!: string | null;

  @ApiProperty({ description: 'Unread notifications in all' })
  unread!: number;
}

export class ListNotificationsQuery {
  @ApiPropertyOptional({ description: 'Only unread ones' })
  @IsOptional()
  @Transform(({ value }) => value === true || value === 'true')
  @IsBoolean()
  unread?: boolean;

  @ApiPropertyOptional({ description: 'Notifications older than this id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  before?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}
