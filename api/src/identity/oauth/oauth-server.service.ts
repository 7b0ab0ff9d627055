import { Inject, Injectable, Logger } from '@nestjs/common';
import OAuth2Server, {
  type AbstractGrantType,
  type AuthorizationCode,
  InvalidClientError,
  InvalidRequestError,
  InvalidScopeError,
  InvalidTokenError,
  OAuthError,
  Request,
  Response,
  ServerError,
  UnauthorizedRequestError,
  UnsupportedGrantTypeError,
} from '@node-oauth/oauth2-server';
import { DomainError } from '../../platform/errors/domain-error';
import type { Scope } from '../access/scopes';
import { AuthorizationCodeGrant } from './authorization-code-grant';
import { createOAuthModel, GRANTS, type OAuthClient, type OAuthModel, type OAuthUser } from './oauth-model';
import { OAUTH_SETTINGS, type OAuthSettings } from './oauth-settings';
import { secretDigest } from './oauth-secrets';
import { OAuthRepository } from './oauth.repository';

/** An HTTP request as the library reads it (the controller hands over Express' fields). */
export interface OAuthHttpRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** An answer of the token or revocation endpoint, in RFC 6749 form, for the controller to send. */
export interface OAuthHttpAnswer {
  status: number;
  headers: Record<string, string>;
  body?: Record<string, unknown>;
}

/** The parameters of an authorization request (RFC 6749 §4.1.1, RFC 7636 §4.3). */
export type AuthorizationParams = Partial<
  Record<
    'response_type' | 'client_id' | 'redirect_uri' | 'scope' | 'state' | 'code_challenge' | 'code_challenge_method',
    string
  >
>;

/** What the consent page does with an authorization request. */
export type AuthorizationOutcome =
  | { kind: 'consent'; client: { id: string; name: string; owner: string; confidential: boolean }; scopes: Scope[] }
  | { kind: 'redirect'; location: string };

/** The protected-resource view of an OAuth access token. */
export interface AuthenticatedOAuthToken {
  userId: string;
  username: string;
  bot: boolean;
  scopes: Scope[];
  grantId: string;
  clientId: string;
}

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

/**
 * The authorization server's use cases, on `@node-oauth/oauth2-server`: the library runs the
 * authorization and token endpoints and authenticates bearer tokens; this service chooses the
 * model for each (see oauth-model.ts), adds consent, and translates outcomes. Revocation (RFC
 * 7009), which the library lacks, is the one endpoint written here.
 */
@Injectable()
export class OAuthServerService {
  private readonly logger = new Logger('OAuthServer');
  /** The authorization endpoint: stores codes. */
  private readonly authorizer: OAuth2Server;
  /** The same checks without storing a code: what the consent page shows first. */
  private readonly previewer: OAuth2Server;
  /** The token endpoint and bearer authentication: apps authenticate here. */
  private readonly issuer: OAuth2Server;
  private readonly clientModel: OAuthModel;

  constructor(
    private readonly repository: OAuthRepository,
    @Inject(OAUTH_SETTINGS) settings: OAuthSettings,
  ) {
    const common = {
      authorizationCodeLifetime: settings.authorizationCodeSeconds,
      accessTokenLifetime: settings.accessTokenSeconds,
      refreshTokenLifetime: settings.refreshTokenSeconds,
      // PKCE is what protects the code; `state` is the app's own business and passed back as is.
      allowEmptyState: true,
      enablePlainPKCE: false,
    };
    this.authorizer = new OAuth2Server({ ...common, model: createOAuthModel(repository, { clientCheck: 'identify' }) });
    this.previewer = new OAuth2Server({
      ...common,
      model: createOAuthModel(repository, { clientCheck: 'identify', dryRun: true }),
    });
    this.clientModel = createOAuthModel(repository, { clientCheck: 'authenticate' });
    this.issuer = new OAuth2Server({
      ...common,
      model: this.clientModel,
      // The model decides: confidential apps must send their secret, public apps have none.
      requireClientAuthentication: { authorization_code: false, refresh_token: false },
      alwaysIssueNewRefreshToken: true,
      extendedGrantTypes: { authorization_code: AuthorizationCodeGrant as unknown as typeof AbstractGrantType },
    });
  }

  /**
   * The consent page's first question: is this request valid, and does the user still need to be
   * asked? A request whose scopes the user already approved for this app is answered at once.
   */
  async describe(user: OAuthUser, params: AuthorizationParams): Promise<AuthorizationOutcome> {
    const preview = await this.authorize(this.previewer, user, params);
    if (preview.kind === 'redirect') return preview;
    const client = preview.code.client as OAuthClient;
    const scopes = (preview.code.scope ?? []) as Scope[];
    const consented = await this.repository.consentedScopes(user.id, client.id);
    if (scopes.every((s) => consented.includes(s))) {
      const issued = await this.authorize(this.authorizer, user, params);
      return issued.kind === 'redirect' ? issued : { kind: 'redirect', location: issued.location };
    }
    const owner = await this.repository.findClientOwnerName(client.id);
    return {
      kind: 'consent',
      client: { id: client.id, name: client.name, owner: owner ?? '', confidential: client.confidential },
      scopes,
    };
  }

  /** The user's answer on the consent page: a code for the app, or `access_denied`. */
  async decide(user: OAuthUser, params: AuthorizationParams, allow: boolean): Promise<AuthorizationOutcome> {
    const outcome = await this.authorize(this.authorizer, user, { ...params, ...(allow ? {} : { allowed: 'false' }) });
    if (outcome.kind === 'redirect') return outcome;
    await this.repository.rememberConsent(user.id, outcome.code.client.id, (outcome.code.scope ?? []) as Scope[]);
    return { kind: 'redirect', location: outcome.location };
  }

  /**
   * Runs the library's authorization endpoint. Errors it may send back to the app (RFC 6749
   * §4.1.2.1: the client and redirect URI are known good) become a redirect; errors about the
   * client or redirect URI themselves must not redirect, and are shown to the user instead.
   */
  private async authorize(
    server: OAuth2Server,
    user: OAuthUser,
    params: AuthorizationParams & { allowed?: string },
  ): Promise<{ kind: 'code'; code: AuthorizationCode; location: string } | { kind: 'redirect'; location: string }> {
    if (!params.redirect_uri) {
      throw new DomainError('OAUTH_INVALID_REQUEST', 'Missing parameter: `redirect_uri`', { error: 'invalid_request' });
    }
    const request = new Request({ method: 'GET', headers: {}, query: { ...params } });
    const response = new Response();
    try {
      const code = await server.authorize(request, response, { authenticateHandler: { handle: () => user } });
      return { kind: 'code', code, location: response.get('location') as string };
    } catch (e) {
      if (!(e instanceof OAuthError)) throw e;
      const location = response.status === 302 ? (response.get('location') as string | undefined) : undefined;
      if (e instanceof ServerError) this.logger.error(`authorization failed: ${e.message}`, innerStack(e));
      if (location) return { kind: 'redirect', location };
      throw new DomainError('OAUTH_INVALID_REQUEST', e.message, { error: e.name });
    }
  }

  /**
   * A refresh asking for more scopes than its grant holds is refused before the library rotates
   * the refresh token: the library checks the scope only after spending the old token, so the
   * refused request would end the grant and leave the app with nothing.
   */
  private async refuseWidening(body: Record<string, unknown>): Promise<void> {
    const { refresh_token: token, scope } = body;
    if (typeof token !== 'string' || typeof scope !== 'string') return;
    const row = await this.repository.findByRefresh(secretDigest(token));
    if (!row || row.grantRevoked || row.refreshedAt) return; // the library answers these
    const asked = scope.split(' ').filter((s) => s !== '');
    if (asked.some((s) => !(row.scopes as string[]).includes(s)))
      throw new InvalidScopeError('Invalid scope: a refresh may narrow the scopes, never widen them');
  }

  /** The token endpoint (RFC 6749 §3.2): code exchange and refresh, answered as the RFC says. */
  async token(http: OAuthHttpRequest): Promise<OAuthHttpAnswer> {
    const request = libraryRequest(withDecodedBasic(http));
    const response = new Response();
    try {
      // Asked before the library looks for client credentials, which it would answer `invalid_client`.
      if (http.method === 'POST') {
        const grantType = http.body.grant_type;
        if (!grantType) throw new InvalidRequestError('Missing parameter: `grant_type`');
        if (!GRANTS.includes(grantType as string)) {
          throw new UnsupportedGrantTypeError('Unsupported grant type: use authorization_code or refresh_token');
        }
        if (grantType === 'refresh_token') await this.refuseWidening(http.body);
      }
      await this.issuer.token(request, response);
      return {
        status: 200,
        headers: { ...(response.headers as Record<string, string>), ...NO_STORE },
        body: response.body,
      };
    } catch (e) {
      return this.errorAnswer(e, response);
    }
  }

  /**
   * RFC 7009 revocation. The app authenticates as at the token endpoint; any of its access or
   * refresh tokens ends its whole family (RFC 7009 §2.1: revoking a refresh token revokes the
   * access tokens of its grant; an access token takes its refresh token with it here too).
   * Unknown tokens, and tokens of other apps, are answered 200 and left alone (§2.2).
   */
  async revoke(http: OAuthHttpRequest): Promise<OAuthHttpAnswer> {
    const response = new Response();
    try {
      if (http.method !== 'POST') throw new InvalidRequestError('Invalid request: method must be POST');
      const request = libraryRequest(http);
      if (!request.is(['application/x-www-form-urlencoded'])) {
        throw new InvalidRequestError('Invalid request: content must be application/x-www-form-urlencoded');
      }
      const client = await this.authenticateClient(request, response);
      const token: unknown = request.body.token;
      if (typeof token !== 'string' || token === '') throw new InvalidRequestError('Missing parameter: `token`');
      const found = (await this.clientModel.getAccessToken(token)) || (await this.clientModel.getRefreshToken(token));
      const grantId = found ? (found.user as OAuthUser).grantId : undefined;
      if (found && grantId && found.client.id === client.id) await this.repository.revokeGrant(grantId);
      return { status: 200, headers: NO_STORE };
    } catch (e) {
      return this.errorAnswer(e, response);
    }
  }

  /** Client authentication as at the token endpoint (RFC 6749 §2.3.1): HTTP Basic or the body. */
  private async authenticateClient(request: Request, response: Response): Promise<OAuthClient> {
    const basic = basicCredentials(request.get('authorization'));
    const id: unknown = basic ? basic.id : request.body.client_id;
    const secret: unknown = basic ? basic.secret : request.body.client_secret;
    const client =
      typeof id === 'string' && (secret === undefined || typeof secret === 'string')
        ? await this.clientModel.getClient(id, secret as string)
        : null;
    if (client) return client as OAuthClient;
    if (!basic) throw new InvalidClientError('Invalid client: client is invalid');
    response.set('WWW-Authenticate', 'Basic realm="Service"');
    throw new InvalidClientError('Invalid client: client is invalid', { code: 401 });
  }

  /** A bearer token on an API request: its user and scopes, or null when it is no valid OAuth token. */
  async authenticate(authorization: string): Promise<AuthenticatedOAuthToken | null> {
    const request = new Request({ method: 'GET', headers: { authorization }, query: {} });
    try {
      const token = await this.issuer.authenticate(request, new Response());
      const user = token.user as OAuthUser;
      // Coarse last-use tracking for the authorised-apps list (once a minute at most).
      const last = token.grantLastUsedAt as Date | null;
      if (!last || Date.now() - last.getTime() > 60_000) await this.repository.touchGrant(user.grantId!);
      return {
        userId: user.id,
        username: user.username,
        bot: user.bot === true,
        scopes: (token.scope ?? []) as Scope[],
        grantId: user.grantId!,
        clientId: token.client.id,
      };
    } catch (e) {
      if (e instanceof InvalidTokenError || e instanceof UnauthorizedRequestError) return null;
      if (e instanceof OAuthError && e.code < 500) return null;
      throw e instanceof ServerError && (e as { inner?: Error }).inner ? (e as { inner?: Error }).inner : e;
    }
  }

  private errorAnswer(e: unknown, response: Response): OAuthHttpAnswer {
    if (!(e instanceof OAuthError)) throw e;
    if (e instanceof ServerError) this.logger.error(`token endpoint failed: ${e.message}`, innerStack(e));
    const headers = { ...(response.headers as Record<string, string>), ...NO_STORE };
    return { status: e.code, headers, body: { error: e.name, error_description: e.message } };
  }
}

/** The library's request from Express' fields (its types are narrower than what it reads). */
function libraryRequest(http: OAuthHttpRequest): Request {
  return new Request({
    method: http.method,
    headers: http.headers as Record<string, string>,
    query: http.query as Record<string, string>,
    body: http.body,
  });
}

function innerStack(e: OAuthError): string | undefined {
  return (e as { inner?: Error }).inner?.stack;
}

/**
 * RFC 6749 §2.3.1 form-encodes the id and secret inside HTTP Basic (standard clients such as
 * oauth4webapi encode even `-` and `_`); the library reads them raw, so it gets them decoded.
 */
function withDecodedBasic(http: OAuthHttpRequest): OAuthHttpRequest {
  const basic = basicCredentials(http.headers.authorization as string | undefined);
  if (!basic) return http;
  const authorization = `Basic ${Buffer.from(`${basic.id}:${basic.secret}`, 'utf8').toString('base64')}`;
  return { ...http, headers: { ...http.headers, authorization } };
}

/** `Authorization: Basic base64(id:secret)`, each part form-encoded (RFC 6749 §2.3.1). */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
      secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
    };
  } catch {
    return null;
  }
}
