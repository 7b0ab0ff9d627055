import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { ACCESS_TOKEN_PREFIX } from '../../oauth/oauth-secrets';
import { OAuthServerService } from '../../oauth/oauth-server.service';
import type { Principal } from '../../access/principal';
import { effectiveScopes } from '../../access/scopes';

/**
 * OAuth access tokens of third-party apps: `Authorization: Bearer entoa_…`, limited to the scopes
 * the user granted the app — checked, rate-limited and refused on people-only routes exactly
 * like personal tokens. The grant is read on every request, so a revocation takes effect at once.
 */
@Injectable()
export class OAuthTokenStrategy extends PassportStrategy(Strategy, 'oauth') {
  constructor(private readonly oauth: OAuthServerService) {
    super();
  }

  async validate(req: Request): Promise<Principal | null> {
    const header = req.headers.authorization;
    if (!header?.startsWith(`Bearer ${ACCESS_TOKEN_PREFIX}`)) return null;
    const token = await this.oauth.authenticate(header);
    if (!token) return null;
    return {
      userId: token.userId,
      username: token.username,
      via: 'oauth',
      scopes: effectiveScopes(token.scopes, token.bot),
      tokenId: token.grantId,
      clientId: token.clientId,
    };
  }
}
