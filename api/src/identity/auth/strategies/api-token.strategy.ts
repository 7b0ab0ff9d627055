import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { looksLikeApiToken } from '../../tokens/token-format';
import { TokensService } from '../../tokens/tokens.service';
import type { Principal } from '../../access/principal';
import { effectiveScopes } from '../../access/scopes';

/** Personal API tokens: `Authorization: Bearer ent_…`, limited to the token's scopes. */
@Injectable()
export class ApiTokenStrategy extends PassportStrategy(Strategy, 'api-token') {
  constructor(private readonly tokens: TokensService) {
    super();
  }

  async validate(req: Request): Promise<Principal | null> {
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const bearer = header.slice(7).trim();
    if (!looksLikeApiToken(bearer)) return null;
    const token = await this.tokens.authenticate(bearer);
    if (!token) return null;
    return {
      userId: token.userId,
      username: token.username,
      via: 'api-token',
      scopes: effectiveScopes(token.scopes, token.bot),
      tokenId: token.tokenId,
    };
  }
}
