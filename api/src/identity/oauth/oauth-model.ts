import {
  type AuthorizationCode,
  type AuthorizationCodeModel,
  type Client,
  InvalidRequestError,
  type RefreshToken,
  type RefreshTokenModel,
  type Token,
  type User,
} from '@node-oauth/oauth2-server';
import * as argon2 from 'argon2';
import { isOAuthScope, type Scope } from '../access/scopes';
import {
  looksLikeAccessToken,
  looksLikeClientId,
  looksLikeRefreshToken,
  newAccessToken,
  newAuthorizationCode,
  newRefreshToken,
  secretDigest,
} from './oauth-secrets';
import type { ClientRow, OAuthRepository } from './oauth.repository';

/**
 * The grants an app may use. No password grant, no client credentials: an app acts only for
 * people who said yes on the consent page.
 */
export const GRANTS = ['authorization_code', 'refresh_token'];
/** RFC 7636 §4.2: a S256 challenge is the base64url of a SHA-256, 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** The app as the library sees it. */
export interface OAuthClient extends Client {
  id: string;
  name: string;
  redirectUris: string[];
  grants: string[];
  confidential: boolean;
}

/**
 * The user as the library passes it around. `grantId` rides along from a refresh token to the
 * pair saved for it (the library hands `saveToken` the user, not the old token), so a refresh
 * continues the family it came from.
 */
export interface OAuthUser extends User {
  id: string;
  username: string;
  grantId?: string;
  /** Known on an access token's user (getAccessToken). */
  bot?: boolean;
}

/** How a model gets the app for a `client_id` (and secret). */
export type ClientCheck =
  /** The authorization endpoint: the app is only named there, never authenticated. */
  | 'identify'
  /** The token and revocation endpoints: a confidential app must prove its secret, a public one has none. */
  | 'authenticate';

export interface OAuthModelOptions {
  clientCheck: ClientCheck;
  /** Validate an authorization request completely but store no code (the consent page's preview). */
  dryRun?: boolean;
}

export type OAuthModel = AuthorizationCodeModel & RefreshTokenModel;

/**
 * The model of `@node-oauth/oauth2-server`: the library runs the protocol (parameters, PKCE
 * verification, code and refresh rules, error answers) and calls these functions for storage and
 * policy. Ours adds: PKCE required with S256 on every authorization, scopes from the personal
 * token list, confidential apps authenticated by their secret, codes single-use with replay
 * revoking their tokens, and refresh rotation where a reused refresh token revokes its family.
 */
export function createOAuthModel(repository: OAuthRepository, options: OAuthModelOptions): OAuthModel {
  const toClient = (row: ClientRow): OAuthClient => ({
    id: row.id,
    name: row.name,
    redirectUris: row.redirectUris,
    grants: GRANTS,
    confidential: row.confidential,
  });

  const model: OAuthModel = {
    async getClient(clientId: string, clientSecret?: string | null) {
      if (!looksLikeClientId(clientId)) return null;
      const row = await repository.findClient(clientId);
      if (!row) return null;
      if (options.clientCheck === 'identify') return toClient(row);
      if (!row.confidential) return clientSecret ? null : toClient(row);
      if (!clientSecret || !row.secretHash) return null;
      const ok = await argon2.verify(row.secretHash, clientSecret).catch(() => false);
      return ok ? toClient(row) : null;
    },

    async validateScope(_user: User, _client: Client, scope?: string[]) {
      if (!scope || scope.length === 0 || !scope.every(isOAuthScope)) return false;
      return [...new Set(scope)].sort();
    },

    async generateAuthorizationCode() {
      return newAuthorizationCode();
    },

    async saveAuthorizationCode(code, client, user) {
      // The library makes PKCE optional and refuses `plain` itself; here it becomes mandatory.
      if (!code.codeChallenge) {
        throw new InvalidRequestError('Missing parameter: `code_challenge` (PKCE with S256 is required)');
      }
      if (code.codeChallengeMethod !== 'S256' || !S256_CHALLENGE.test(code.codeChallenge)) {
        throw new InvalidRequestError('Invalid parameter: `code_challenge` must be a S256 challenge');
      }
      const saved: AuthorizationCode = { ...code, client, user };
      if (options.dryRun) return saved;
      await repository.insertCode(
        secretDigest(code.authorizationCode),
        {
          clientId: client.id,
          userId: (user as OAuthUser).id,
          redirectUri: code.redirectUri,
          scopes: (code.scope ?? []) as Scope[],
          codeChallenge: code.codeChallenge,
          codeChallengeMethod: code.codeChallengeMethod,
          expiresAt: code.expiresAt,
        },
        new Date(Date.now() - 24 * 3600_000),
      );
      return saved;
    },

    async getAuthorizationCode(authorizationCode: string) {
      const codeHash = secretDigest(authorizationCode);
      const row = await repository.findCode(codeHash);
      if (!row) return null;
      if (row.usedAt) {
        // A second exchange of one code: someone else holds it. End what the first one got.
        await repository.revokeGrantOfCode(codeHash);
        return null;
      }
      const client = await repository.findClient(row.clientId);
      if (!client) return null;
      const user: OAuthUser = { id: row.userId, username: row.username };
      return {
        authorizationCode,
        expiresAt: row.expiresAt,
        redirectUri: row.redirectUri,
        scope: row.scopes,
        codeChallenge: row.codeChallenge,
        codeChallengeMethod: row.codeChallengeMethod,
        client: toClient(client),
        user,
      };
    },

    async revokeAuthorizationCode(code: AuthorizationCode) {
      return repository.useCode(secretDigest(code.authorizationCode));
    },

    async generateAccessToken() {
      return newAccessToken();
    },

    async generateRefreshToken() {
      return newRefreshToken();
    },

    async saveToken(token: Token, client: Client, user: User) {
      const subject = user as OAuthUser;
      const pair = {
        accessHash: secretDigest(token.accessToken),
        accessExpiresAt: token.accessTokenExpiresAt!,
        refreshHash: secretDigest(token.refreshToken!),
        refreshExpiresAt: token.refreshTokenExpiresAt!,
        scopes: token.scope ?? [],
      };
      if (subject.grantId) {
        await repository.addPair(subject.grantId, pair);
      } else {
        const codeHash = secretDigest(token.authorizationCode as string);
        await repository.createGrant(client.id, subject.id, codeHash, pair);
      }
      return { ...token, client, user: { id: subject.id, username: subject.username } };
    },

    async getRefreshToken(refreshToken: string) {
      if (!looksLikeRefreshToken(refreshToken)) return null;
      const row = await repository.findByRefresh(secretDigest(refreshToken));
      if (!row || row.grantRevoked) return null;
      if (row.refreshedAt) {
        // A rotated refresh token presented again: it leaked, or its holder was raced by a thief.
        // The family cannot tell which copy is honest, so all of it ends (OAuth 2.0 Security BCP §4.14).
        await repository.revokeGrant(row.grantId);
        return null;
      }
      const client = await repository.findClient(row.clientId);
      if (!client) return null;
      const user: OAuthUser = { id: row.userId, username: row.username, grantId: row.grantId };
      const found: RefreshToken = {
        refreshToken,
        refreshTokenExpiresAt: row.refreshExpiresAt,
        scope: row.scopes,
        client: toClient(client),
        user,
        tokenId: row.tokenId,
      };
      return found;
    },

    async revokeToken(token: RefreshToken) {
      const rotated = await repository.markRefreshed(token.tokenId as string);
      // Two requests raced with one refresh token: only one may win, and the family is suspect.
      if (!rotated) await repository.revokeGrant((token.user as OAuthUser).grantId!);
      return rotated;
    },

    async getAccessToken(accessToken: string) {
      if (!looksLikeAccessToken(accessToken)) return null;
      const row = await repository.findByAccess(secretDigest(accessToken));
      if (!row || row.grantRevoked) return null;
      const user: OAuthUser = { id: row.userId, username: row.username, grantId: row.grantId, bot: row.bot };
      return {
        accessToken,
        accessTokenExpiresAt: row.accessExpiresAt,
        scope: row.scopes,
        client: { id: row.clientId, grants: GRANTS },
        user,
        grantLastUsedAt: row.grantLastUsedAt,
      };
    },
  };
  return model;
}
