import { SetMetadata } from '@nestjs/common';
import type { Scope } from './scopes';

export const REQUIRED_SCOPES = 'entente:required-scopes';

/** The scopes an API token needs for this route (people signed in hold them all). */
export const RequireScope = (...scopes: Scope[]) => SetMetadata(REQUIRED_SCOPES, scopes);
