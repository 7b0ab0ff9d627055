import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectDataSource } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { JWT_AUDIENCE, JWT_ISSUER, type AccessTokenClaims } from '../access-tokens.service';
import type { Principal } from '../../access/principal';
import { UserRepository } from '../../users/user.repository';

/** Short-lived bearer JWTs for scripts of a signed-in person (`POST /auth/token`). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UserRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, not the string: jsonwebtoken otherwise first tries to parse the string as a
      // public key on every request and only then falls back to a secret (an exception per call).
      secretOrKey: createSecretKey(Buffer.from(config.sessionSecret, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  /**
   * A JWT cannot be recalled, so each request checks that its account is open and that it was
   * issued in the account's current credentials epoch: after a password reset, every JWT issued
   * before is refused (a thief's too), and one of a closed account like a revoked token.
   */
  async validate(claims: AccessTokenClaims & { iat?: number }): Promise<Principal | false> {
    const epoch = await this.users.credentialsEpoch(this.db.manager, claims.sub);
    if (epoch === null || epoch !== (claims.epoch ?? 0)) return false;
    return {
      userId: claims.sub,
      username: claims.username,
      via: 'jwt',
      scopes: 'all',
      ...(typeof claims.iat === 'number' ? { issuedAt: new Date(claims.iat * 1000) } : {}),
    };
  }
}
