import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiOAuth2 } from '@nestjs/swagger';
import type { Scope } from './scopes';

export const REQUIRED_SCOPES = 'entente:required-scopes';

/**
 * The scopes an API or OAuth token needs for this route (people signed in hold them all). In the
 * OpenAPI document: the `oauth2` requirement with these scopes, and `x-required-scopes` for the
 * personal tokens, since bearer schemes have no scopes of their own.
 */
export const RequireScope = (...scopes: Scope[]) =>
  applyDecorators(
    SetMetadata(REQUIRED_SCOPES, scopes),
    ApiExtension('x-required-scopes', scopes),
    ApiOAuth2(scopes, 'oauth2'),
  );
