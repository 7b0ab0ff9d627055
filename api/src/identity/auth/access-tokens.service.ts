import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

export const JWT_ISSUER = 'entente';
export const JWT_AUDIENCE = 'entente-api';
/** Short-lived on purpose: a JWT cannot be revoked, so a leaked one must expire soon. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessTokenClaims {
  sub: string;
  username: string;
  /** The account's credentials epoch at issue: a password reset moves it on and ends the JWT. */
  epoch?: number;
}

@Injectable()
export class AccessTokensService {
  constructor(private readonly jwt: JwtService) {}

  issue(user: { id: string; username: string; credentialsEpoch: number }): { accessToken: string; expiresIn: number } {
    const claims: AccessTokenClaims = { sub: user.id, username: user.username, epoch: user.credentialsEpoch };
    const accessToken = this.jwt.sign(claims, {
      algorithm: 'HS256',
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    });
    return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }
}
