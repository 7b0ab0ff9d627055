import { ApiProperty } from '@nestjs/swagger';
import { PublicUserDto } from '../../users/public-user.dto';

export class SessionDto {
  @ApiProperty({ type: PublicUserDto })
  user!: PublicUserDto;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ description: 'True when this sign-in cancelled a pending deletion of the account' })
  deletionCancelled!: boolean;
}

export class AccessTokenDto {
  @ApiProperty({ description: 'Send as `Authorization: Bearer <accessToken>`' })
  accessToken!: string;

  @ApiProperty({ example: 'Bearer' })
  tokenType!: 'Bearer';

  @ApiProperty({ description: 'Lifetime in seconds', example: 900 })
  expiresIn!: number;

  @ApiProperty({ description: 'True when this sign-in cancelled a pending deletion of the account' })
  deletionCancelled!: boolean;
}

/** What registration answers, the same whether or not the address already had an account. */
export class RegistrationDto {
  @ApiProperty({ example: 'alice' })
  username!: string;

  @ApiProperty({ format: 'email', description: 'Where the message went (a verification link, or a note to the owner)' })
  email!: string;
}
