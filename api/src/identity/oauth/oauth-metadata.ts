import { OAUTH_SCOPES } from '../access/scopes';
import type { OAuthSettings } from './oauth-settings';

/** The dashboard's page that asks the user (web/app/oauth/authorize). */
export const AUTHORIZE_PATH = '/oauth/authorize';
/** The API's own paths; seen from outside they are under the dashboard's /api proxy. */
export const TOKEN_PATH = '/oauth/token';
export const REVOCATION_PATH = '/oauth/revoke';
export const METADATA_PATH = '/.well-known/oauth-authorization-server';

/** RFC 8414 authorization server metadata. */
export interface AuthorizationServerMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  revocation_endpoint: string;
  scopes_supported: string[];
  response_types_supported: string[];
  response_modes_supported: string[];
  grant_types_supported: string[];
  token_endpoint_auth_methods_supported: string[];
  revocation_endpoint_auth_methods_supported: string[];
  code_challenge_methods_supported: string[];
}

/**
 * Every URL is the dashboard's: the issuer is its public URL, the user authorizes on its page,
 * and apps reach the token endpoints through its /api proxy — one origin for everything.
 */
export function authorizationServerMetadata(settings: OAuthSettings): AuthorizationServerMetadata {
  const base = settings.issuer;
  const authMethods = ['none', 'client_secret_basic', 'client_secret_post'];
  return {
    issuer: base,
    authorization_endpoint: `${base}${AUTHORIZE_PATH}`,
    token_endpoint: `${base}/api${TOKEN_PATH}`,
    revocation_endpoint: `${base}/api${REVOCATION_PATH}`,
    scopes_supported: [...OAUTH_SCOPES],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_methods_supported: authMethods,
    revocation_endpoint_auth_methods_supported: authMethods,
    code_challenge_methods_supported: ['S256'],
  };
}
