import { ApiProperty } from '@nestjs/swagger';
import { OAuthAuthorizationDto } from '../../oauth/dto/oauth-authorization.dto';
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

/** What a password reset ended, and what it left for the owner to review. */
export class PasswordResetDoneDto {
  @ApiProperty({ description: 'Signed-in sessions ended (every one, this browser’s too: sign in again)' })
  sessionsEnded!: number;

  @ApiProperty({ description: 'Personal API tokens revoked (every one: create new ones in Settings)' })
  tokensRevoked!: number;

  @ApiProperty({
    description: 'Bearer JWTs (POST /auth/token) issued before the reset are refused from now on',
    example: true,
  })
  jwtsEnded!: true;

  @ApiProperty({
    type: [OAuthAuthorizationDto],
    description:
      'Apps still authorised to act for the account (OAuth grants are not ended by a reset): review them and revoke ' +
      'any you do not know, at `reviewAppsAt`',
  })
  apps!: OAuthAuthorizationDto[];

  @ApiProperty({ description: 'The dashboard page where authorised apps are revoked', format: 'uri' })
  reviewAppsAt!: string;
}
