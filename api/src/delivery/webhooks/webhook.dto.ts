import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { OlderThanQuery } from '../../platform/http/page-query.dto';

export class CreateWebhookDto {
  @ApiProperty({ example: 'https://example.org/entente-hook' })
  @IsString()
  @MaxLength(2000)
  url!: string;

  @ApiPropertyOptional({
    type: [String],
    example: ['your-turn', 'game-over'],
    description: 'Notification kinds to send; empty or absent = all',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  kinds?: string[];
}

export class WebhookDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  url!: string;

  @ApiProperty({ type: [String] })
  kinds!: string[];

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class CreatedWebhookDto extends WebhookDto {
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description: 'Signing secret (Standard Webhooks); shown only now',
  })
  secret!: string;
}

export class WebhookDeliveryDto {
  @ApiProperty({ example: '17' })
  id!: string;

  @ApiProperty({ example: 'msg_17', description: 'The webhook-id header (the same on every retry)' })
  messageId!: string;

  @ApiProperty()
  kind!: string;

  @ApiProperty({ type: 'object', additionalProperties: true })
  body!: Record<string, unknown>;

  @ApiProperty()
  attempts!: number;

  @ApiProperty({ enum: ['pending', 'delivered', 'failed'] })
  state!: 'pending' | 'delivered' | 'failed';

  @ApiProperty({ type: Number, nullable: true, description: 'HTTP status of the last attempt' })
  lastStatus!: number | null;

  @ApiProperty({ type: String, nullable: true })
  lastError!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  deliveredAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Next attempt, while pending' })
  nextAttemptAt!: string | null;
}

export class WebhookDeliveryPageDto {
  @ApiProperty({ type: [WebhookDeliveryDto] })
  items!: WebhookDeliveryDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

export class DeliveriesQuery extends OlderThanQuery {}
