import {
  Controller,
  Get,
  Header,
  HttpCode,
  Inject,
  Options,
  Post,
  Req,
  Res,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiExcludeEndpoint,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { OAuthErrorFilter } from './oauth-error.filter';
import {
  type AuthorizationServerMetadata,
  authorizationServerMetadata,
  METADATA_PATH,
  REVOCATION_PATH,
  TOKEN_PATH,
} from './oauth-metadata';
import { OAuthRateLimitGuard } from './oauth-rate-limit.guard';
import { type OAuthHttpAnswer, OAuthServerService } from './oauth-server.service';
import { OAUTH_SETTINGS, type OAuthSettings } from './oauth-settings';
import { ApiPublic } from '../../platform/http/api-public.decorator';
import { ApiOAuthErrors } from './api-oauth-errors.decorator';

class TokenRequestForm {
  @ApiProperty({ enum: ['authorization_code', 'refresh_token'] })
  grant_type!: string;
  @ApiPropertyOptional({ description: 'The code from the redirect (authorization_code).' })
  code?: string;
  @ApiPropertyOptional({ description: 'The exact redirect URI of the authorization request (authorization_code).' })
  redirect_uri?: string;
  @ApiPropertyOptional({ description: 'The PKCE verifier whose S256 challenge the authorization request carried.' })
  code_verifier?: string;
  @ApiPropertyOptional({ description: 'The refresh token (refresh_token); it is rotated: use the new one next time.' })
  refresh_token?: string;
  @ApiPropertyOptional({ description: 'Space-separated; a refresh may narrow the scopes, never widen them.' })
  scope?: string;
  @ApiPropertyOptional({ description: 'Public apps, and confidential ones not using HTTP Basic.' })
  client_id?: string;
  @ApiPropertyOptional({ description: 'Confidential apps not using HTTP Basic (client_secret_post).' })
  client_secret?: string;
}

class TokenResponseDto {
  @ApiProperty({ example: 'entoa_Qm9…' })
  access_token!: string;
  @ApiProperty({ example: 'Bearer' })
  token_type!: string;
  @ApiProperty({ example: 3600, description: 'Seconds until the access token expires.' })
  expires_in!: number;
  @ApiProperty({ example: 'entor_Zm9…', description: 'Single use: each refresh returns a new one.' })
  refresh_token!: string;
  @ApiProperty({ example: 'games:read games:play' })
  scope!: string;
}

class RevocationRequestForm {
  @ApiProperty({ description: 'An access or refresh token of this app; either ends the whole grant.' })
  token!: string;
  @ApiPropertyOptional({ enum: ['access_token', 'refresh_token'] })
  token_type_hint?: string;
  @ApiPropertyOptional()
  client_id?: string;
  @ApiPropertyOptional()
  client_secret?: string;
}

/** RFC 6749 §5.2 error body. */
class OAuthErrorDto {
  @ApiProperty({
    enum: [
      'invalid_request',
      'invalid_client',
      'invalid_grant',
      'unauthorized_client',
      'unsupported_grant_type',
      'invalid_scope',
      'temporarily_unavailable',
      'server_error',
    ],
  })
  error!: string;
  @ApiPropertyOptional()
  error_description?: string;
}

class MetadataDto {
  @ApiProperty() issuer!: string;
  @ApiProperty() authorization_endpoint!: string;
  @ApiProperty() token_endpoint!: string;
  @ApiProperty() revocation_endpoint!: string;
  @ApiProperty({ type: [String] }) scopes_supported!: string[];
  @ApiProperty({ type: [String], example: ['code'] }) response_types_supported!: string[];
  @ApiProperty({ type: [String], example: ['query'] }) response_modes_supported!: string[];
  @ApiProperty({ type: [String], example: ['authorization_code', 'refresh_token'] }) grant_types_supported!: string[];
  @ApiProperty({ type: [String] }) token_endpoint_auth_methods_supported!: string[];
  @ApiProperty({ type: [String] }) revocation_endpoint_auth_methods_supported!: string[];
  @ApiProperty({ type: [String], example: ['S256'] }) code_challenge_methods_supported!: string[];
}

const OAUTH_ERROR = { 'application/json': { schema: { $ref: getSchemaPath(OAuthErrorDto) } } };

/**
 * The endpoints apps call (no session, no bearer): metadata, token, revocation. They answer in
 * RFC 6749 form — JSON with `error` — and allow cross-origin calls (no cookies are involved), so
 * browser apps can use them too.
 */
@ApiTags('oauth')
@ApiPublic()
@ApiExtraModels(OAuthErrorDto)
@UseFilters(OAuthErrorFilter)
@Controller()
export class OAuthEndpointsController {
  private readonly metadata: AuthorizationServerMetadata;

  constructor(
    private readonly server: OAuthServerService,
    @Inject(OAUTH_SETTINGS) settings: OAuthSettings,
  ) {
    this.metadata = authorizationServerMetadata(settings);
  }

  @Get(METADATA_PATH.slice(1))
  @Header('access-control-allow-origin', '*')
  @Header('cache-control', 'public, max-age=3600')
  @ApiOperation({
    summary:
      'RFC 8414 authorization server metadata (served at the dashboard as /.well-known/oauth-authorization-server)',
  })
  @ApiOkResponse({ type: MetadataDto })
  metadataDocument(): AuthorizationServerMetadata {
    return this.metadata;
  }

  @Post(TOKEN_PATH.slice(1))
  @ApiOAuthErrors()
  @ApiBudget()
  @UseGuards(OAuthRateLimitGuard)
  @ApiOperation({
    summary:
      'OAuth token endpoint (RFC 6749 §3.2): exchange a code with its PKCE verifier, or rotate a refresh token. ' +
      'Confidential apps authenticate with HTTP Basic or client_secret; errors are RFC 6749 JSON.',
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ type: TokenRequestForm })
  @ApiOkResponse({ type: TokenResponseDto })
  @ApiBadRequestResponse({
    description: '`invalid_request`, `invalid_grant`, `invalid_scope`, …',
    content: OAUTH_ERROR,
  })
  @ApiUnauthorizedResponse({ description: '`invalid_client` after HTTP Basic authentication', content: OAUTH_ERROR })
  @ApiTooManyRequestsResponse({ description: '`temporarily_unavailable`; see Retry-After', content: OAUTH_ERROR })
  async token(@Req() req: Request, @Res() res: Response): Promise<void> {
    send(res, await this.server.token(httpOf(req)));
  }

  @Post(REVOCATION_PATH.slice(1))
  @ApiOAuthErrors()
  @ApiBudget()
  @UseGuards(OAuthRateLimitGuard)
  @ApiOperation({
    summary:
      'OAuth token revocation (RFC 7009): an access or refresh token of this app ends its whole grant; ' +
      'unknown tokens are answered 200 too',
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ type: RevocationRequestForm })
  @ApiOkResponse({ description: 'Revoked, or nothing to revoke' })
  @ApiBadRequestResponse({ description: '`invalid_request`, `invalid_client`', content: OAUTH_ERROR })
  @ApiUnauthorizedResponse({ description: '`invalid_client` after HTTP Basic authentication', content: OAUTH_ERROR })
  @ApiTooManyRequestsResponse({ description: '`temporarily_unavailable`; see Retry-After', content: OAUTH_ERROR })
  async revoke(@Req() req: Request, @Res() res: Response): Promise<void> {
    send(res, await this.server.revoke(httpOf(req)));
  }

  // CORS preflight of browser apps: the endpoints take no cookies, so any origin may call them.
  @Options([TOKEN_PATH.slice(1), REVOCATION_PATH.slice(1), METADATA_PATH.slice(1)])
  @HttpCode(204)
  @ApiExcludeEndpoint()
  @Header('access-control-allow-origin', '*')
  @Header('access-control-allow-methods', 'GET, POST, OPTIONS')
  @Header('access-control-allow-headers', 'authorization, content-type')
  @Header('access-control-max-age', '86400')
  preflight(): void {}
}

function httpOf(req: Request) {
  return {
    method: req.method,
    headers: req.headers,
    query: req.query as Record<string, unknown>,
    body: (req.body ?? {}) as Record<string, unknown>,
  };
}

function send(res: Response, answer: OAuthHttpAnswer): void {
  res.status(answer.status).set({ ...answer.headers, 'access-control-allow-origin': '*' });
  if (answer.body) res.json(answer.body);
  else res.end();
}
