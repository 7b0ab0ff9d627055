import { InvalidGrantError, InvalidRequestError } from '@node-oauth/oauth2-server';
// The library's own grant, extended through its `extendedGrantTypes` option (it exports no type).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LibraryAuthorizationCodeGrant = require('@node-oauth/oauth2-server/lib/grant-types/authorization-code-grant-type');

/**
 * The library's authorization code grant with one answer corrected: a token request whose
 * `redirect_uri` differs from the authorization request's is `invalid_grant` (RFC 6749 §5.2),
 * where the library says `invalid_request`. The code is spent either way (it is revoked first).
 */
export class AuthorizationCodeGrant extends LibraryAuthorizationCodeGrant {
  validateRedirectUri(request: unknown, code: unknown): void {
    try {
      super.validateRedirectUri(request, code);
    } catch (e) {
      if (e instanceof InvalidRequestError) {
        throw new InvalidGrantError('Invalid grant: `redirect_uri` does not match the authorization request');
      }
      throw e;
    }
  }
}
