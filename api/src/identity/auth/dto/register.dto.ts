import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';

export class RegisterDto {
  @ApiProperty({ example: 'alice', pattern: '^[A-Za-z0-9_-]{3,32}$' })
  @Matches(/^[A-Za-z0-9_-]{3,32}$/, { message: 'username must be 3–32 letters, digits, _ or -' })
  username!: string;

  @ApiPropertyOptional({ example: 'Alice Liddell', description: 'Shown to other players; the username when absent.' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  displayName?: string;

  @ApiProperty({ format: 'email' })
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ minLength: 10, maxLength: 200, format: 'password' })
  @IsString()
  @Length(10, 200)
  password!: string;
}
