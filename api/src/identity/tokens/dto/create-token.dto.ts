import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMinSize, IsArray, IsIn, IsISO8601, IsOptional, IsString, Length } from 'class-validator';
import { SCOPES, type Scope } from '../../access/scopes';

export class CreateTokenDto {
  @ApiProperty({ example: 'my move bot', description: 'A label to recognise the token by.' })
  @IsString()
  @Length(1, 100)
  name!: string;

  @ApiProperty({ enum: SCOPES, isArray: true, example: ['games:read', 'games:play'] })
  @IsArray()
  @ArrayMinSize(1)
  @IsIn(SCOPES, { each: true })
  scopes!: Scope[];

  @ApiPropertyOptional({ format: 'date-time', description: 'When the token stops working; never when absent.' })
  @IsOptional()
  @IsISO8601({ strict: true })
  expiresAt?: string;
}
