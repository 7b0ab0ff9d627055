import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

export class PushKeyDto {
  @ApiProperty({
    example: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    description: "The server's VAPID public key (base64url), PushManager.subscribe's applicationServerKey",
  })
  publicKey!: string;
}

export class PushKeysDto {
  @ApiProperty({ description: 'The subscription’s P-256 public key (base64url, 65 bytes)' })
  @IsString()
  @MaxLength(200)
  p256dh!: string;

  @ApiProperty({ description: 'The subscription’s auth secret (base64url, 16 bytes)' })
  @IsString()
  @MaxLength(100)
  auth!: string;
}

export class CreatePushSubscriptionDto {
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/dQ8…', description: 'PushSubscription.endpoint' })
  @IsString()
  @MaxLength(2000)
  endpoint!: string;

  @ApiProperty({ type: PushKeysDto, description: 'PushSubscription.toJSON().keys' })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys!: PushKeysDto;

  @ApiPropertyOptional({ example: 'Firefox on Android', description: 'A name to recognise the device by' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  device?: string;
}

export class CreatedPushSubscriptionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}

export class PushSubscriptionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  endpoint!: string;

  @ApiProperty({ type: String, nullable: true })
  device!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}
