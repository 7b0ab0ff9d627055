import { DomainError } from '../../platform/errors/domain-error';
import type { AuthorizationParams } from './oauth-server.service';

const PARAMS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

/**
 * The authorization request's parameters from a query or body. Unknown parameters are ignored
 * (RFC 6749 §3.1); a parameter sent twice is refused, and not sent back to any redirect URI,
 * since which of the two values is the app's cannot be known.
 */
export function authorizationParams(input: Record<string, unknown>): AuthorizationParams {
  const params: AuthorizationParams = {};
  for (const name of PARAMS) {
    const value = input[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') {
      throw new DomainError('OAUTH_INVALID_REQUEST', `Invalid request: parameter \`${name}\` is repeated`, {
        error: 'invalid_request',
      });
    }
    if (value !== '') params[name] = value;
  }
  return params;
}
