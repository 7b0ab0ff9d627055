import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Length, ValidateIf } from 'class-validator';

export class DeleteAccountDto {
  @ApiPropertyOptional({
    format: 'password',
    description:
      "The account's password. Only an account without a password leaves it out; it proves itself by a sign-in of " +
      'the last 10 minutes instead.',
  })
  // Left out is allowed (an account without a password); null is not a password.
  @ValidateIf((o: DeleteAccountDto) => o.password !== undefined)
  @IsString()
  @Length(1, 200)
  password?: string;
}

export class AccountDeletionDto {
  @ApiProperty({ format: 'date-time' })
  requestedAt!: string;

  @ApiProperty({
    format: 'date-time',
    description: 'When the account is closed; signing in before then cancels the deletion',
  })
  dueAt!: string;
}
