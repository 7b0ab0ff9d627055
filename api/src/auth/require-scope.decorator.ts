import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { Scope } from './scopes';

export const REQUIRED_SCOPES = 'entente:required-scopes';

/**
 * The scopes an API token needs for this route (people signed in hold them all). Also written to
 * the OpenAPI document as `x-required-scopes`, since bearer schemes have no scopes of their own.
 */
export const RequireScope = (...scopes: Scope[]) =>
  applyDecorators(SetMetadata(REQUIRED_SCOPES, scopes), ApiExtension('x-required-scopes', scopes));
