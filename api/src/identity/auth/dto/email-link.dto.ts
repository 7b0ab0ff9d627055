import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, Length, MaxLength } from 'class-validator';

export class VerifyEmailDto {
  @ApiProperty({ description: 'The token from the emailed link' })
  @IsString()
  @Length(1, 200)
  token!: string;
}

export class PasswordResetRequestDto {
  @ApiProperty({ format: 'email' })
  @IsEmail()
  @MaxLength(254)
  email!: string;
}

export class PasswordResetDto {
  @ApiProperty({ description: 'The token from the emailed link' })
  @IsString()
  @Length(1, 200)
  token!: string;

  @ApiProperty({ minLength: 10, maxLength: 200, format: 'password' })
  @IsString()
  @Length(10, 200)
  password!: string;
}

export class SignInLinkRequestDto {
  @ApiProperty({ format: 'email', description: 'The account’s email address' })
  @IsEmail()
  @MaxLength(254)
  email!: string;
}

export class SignInLinkDto {
  @ApiProperty({ description: 'The token from the emailed sign-in link' })
  @IsString()
  @Length(1, 200)
  token!: string;
}
