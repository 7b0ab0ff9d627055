import type { Scope } from './scopes';

/** How the caller proved who they are. */
export type AuthMethod = 'session' | 'jwt' | 'api-token';

/** The authenticated caller, as the guards put it on `request.user`. */
export interface Principal {
  readonly userId: string;
  readonly username: string;
  readonly via: AuthMethod;
  /** `all` for a person signed in; the token's scopes for an API token. */
  readonly scopes: 'all' | readonly Scope[];
  readonly tokenId?: string;
  readonly sessionId?: string;
}

export function hasScope(principal: Principal, scope: Scope): boolean {
  return principal.scopes === 'all' || principal.scopes.includes(scope);
}
