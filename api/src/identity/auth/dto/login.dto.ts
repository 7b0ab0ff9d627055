import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

export class LoginDto {
  @ApiProperty({ description: 'Username or email', example: 'alice' })
  @IsString()
  @Length(1, 254)
  login!: string;

  @ApiProperty({ format: 'password' })
  @IsString()
  @Length(1, 200)
  password!: string;
}
