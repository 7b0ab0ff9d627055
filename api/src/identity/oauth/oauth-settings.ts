import type { AppConfig } from '../../platform/config/app-config';

/**
 * How long what the OAuth server issues stays valid (the token lifetimes are settings, see
 * config/environment.ts), and under which name it issues it.
 */
export interface OAuthSettings {
  /**
   * RFC 8414 issuer: the dashboard's public URL. The authorization page is the dashboard's (its
   * session cookie is first-party there) and the token endpoints are reached through its /api proxy.
   */
  readonly issuer: string;
  readonly accessTokenSeconds: number;
  readonly refreshTokenSeconds: number;
  readonly authorizationCodeSeconds: number;
}

export const OAUTH_SETTINGS = Symbol('OAUTH_SETTINGS');

/** Codes are exchanged by the app within seconds of the redirect; two minutes covers slow networks. */
export const AUTHORIZATION_CODE_SECONDS = 120;

export function oauthSettings(config: AppConfig): OAuthSettings {
  return {
    issuer: config.publicUrl,
    accessTokenSeconds: config.oauthAccessTokenSeconds,
    refreshTokenSeconds: config.oauthRefreshTokenSeconds,
    authorizationCodeSeconds: AUTHORIZATION_CODE_SECONDS,
  };
}
