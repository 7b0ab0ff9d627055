import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsUUID } from 'class-validator';
import { Transform } from 'class-transformer';
import { OlderThanQuery } from '../../../platform/http/page-query.dto';

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

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'One shape per kind (docs/api/notifications.md); `{}` when `withheld`',
  })
  payload!: Record<string, unknown>;

  @ApiProperty({
    description:
      'True when the payload of a notification about a game is withheld because the caller lacks the scope `games:read` ' +
      '(an API or OAuth token with `account:read` only): the kind, the game and the time are still given',
  })
  withheld!: boolean;

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

export class ListNotificationsQuery extends OlderThanQuery {
  @ApiPropertyOptional({ description: 'Only unread ones' })
  @IsOptional()
  @Transform(({ value }) => value === true || value === 'true')
  @IsBoolean()
  unread?: boolean;
}

export class ReadAllNotificationsQuery {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Only the notifications about this game (the dashboard marks them read when the game is opened)',
  })
  @IsOptional()
  @IsUUID()
  gameId?: string;
}
