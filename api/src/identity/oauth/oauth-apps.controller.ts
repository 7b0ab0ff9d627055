import { Body, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { CurrentPrincipal } from '../access/current-principal.decorator';
import { OwnCredentials, RevokesOwn } from '../access/own-credentials.decorator';
import type { Principal } from '../access/principal';
import { CreatedOAuthAppDto, CreateOAuthAppDto, OAuthAppListDto, toOAuthAppDto } from './dto/oauth-app.dto';
import { OAuthAuthorizationListDto, toOAuthAuthorizationDto } from './dto/oauth-authorization.dto';
import { OAuthAppsService } from './oauth-apps.service';

/** Apps a person registers (any signed-in person may). Tokens cannot manage apps. */
@OwnCredentials('oauth', 'oauth/apps')
export class OAuthAppsController {
  constructor(private readonly apps: OAuthAppsService) {}

  @Post()
  @ApiOperation({ summary: 'Register an OAuth app (a confidential app’s secret is in this answer only)' })
  @ApiCreatedResponse({ type: CreatedOAuthAppDto })
  @ApiProblems('OAUTH_APP_LIMIT')
  async register(@CurrentPrincipal() p: Principal, @Body() body: CreateOAuthAppDto): Promise<CreatedOAuthAppDto> {
    const { app, secret } = await this.apps.register(p.userId, body);
    return { ...toOAuthAppDto(app), ...(secret ? { clientSecret: secret } : {}) };
  }

  @Get()
  @ApiOperation({ summary: 'The OAuth apps I registered' })
  @ApiOkResponse({ type: OAuthAppListDto })
  async list(@CurrentPrincipal() p: Principal): Promise<OAuthAppListDto> {
    return { items: (await this.apps.list(p.userId)).map(toOAuthAppDto) };
  }

  @RevokesOwn(
    'clientId',
    'Delete an app I registered: every token issued to it stops working at once',
    'OAUTH_APP_NOT_FOUND',
  )
  async remove(@CurrentPrincipal() p: Principal, @Param('clientId', ParseUUIDPipe) clientId: string): Promise<void> {
    await this.apps.remove(p.userId, clientId);
  }
}

/** Apps a person has let act for them, and taking that back. */
@OwnCredentials('oauth', 'oauth/authorizations')
export class OAuthAuthorizationsController {
  constructor(private readonly apps: OAuthAppsService) {}

  @Get()
  @ApiOperation({ summary: 'The apps I have authorised, with their scopes and last use' })
  @ApiOkResponse({ type: OAuthAuthorizationListDto })
  async list(@CurrentPrincipal() p: Principal): Promise<OAuthAuthorizationListDto> {
    return { items: (await this.apps.authorizations(p.userId)).map(toOAuthAuthorizationDto) };
  }

  @RevokesOwn(
    'clientId',
    'Revoke an app’s access: its tokens stop working at once and it must ask for consent again',
    'OAUTH_AUTHORIZATION_NOT_FOUND',
  )
  async revoke(@CurrentPrincipal() p: Principal, @Param('clientId', ParseUUIDPipe) clientId: string): Promise<void> {
    await this.apps.revokeAuthorization(p.userId, clientId);
  }
}
