import type { Scope } from './scopes';

/** How the caller proved who they are. */
export type AuthMethod = 'session' | 'jwt' | 'api-token' | 'oauth';

/** The authenticated caller, as the guards put it on `request.user`. */
export interface Principal {
  readonly userId: string;
  readonly username: string;
  readonly via: AuthMethod;
  /** `all` for a person signed in; the token's scopes for an API token or an app's OAuth token. */
  readonly scopes: 'all' | readonly Scope[];
  /** The personal token, or the OAuth grant (token family). */
  readonly tokenId?: string;
  readonly sessionId?: string;
  /** The OAuth app acting for the user. */
  readonly clientId?: string;
  /** When a JWT was issued, i.e. when its holder signed in with the password. */
  readonly issuedAt?: Date;
}

/** A token acting for the user (personal or an app's), rather than the person signed in. */
export function isToken(principal: Principal): boolean {
  return principal.via === 'api-token' || principal.via === 'oauth';
}

export function hasScope(principal: Principal, scope: Scope): boolean {
  return principal.scopes === 'all' || principal.scopes.includes(scope);
}
