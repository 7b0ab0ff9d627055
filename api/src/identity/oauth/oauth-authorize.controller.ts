import { applyDecorators, Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../access/authenticated.guard';
import { CurrentPrincipal } from '../access/current-principal.decorator';
import { PeopleOnly } from '../access/people-only.decorator';
import type { Principal } from '../access/principal';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { authorizationParams } from './authorization-params';
import { AuthorizationDecisionDto, AuthorizationOutcomeDto } from './dto/oauth-authorization.dto';
import type { OAuthUser } from './oauth-model';
import { OAuthServerService } from './oauth-server.service';

const QUERY = [
  ['response_type', 'Must be `code`.'],
  ['client_id', 'The app’s client id.'],
  ['redirect_uri', 'One of the app’s registered redirect URIs, exactly.'],
  ['scope', 'Space-separated scopes (those of personal tokens).'],
  ['state', 'Returned to the app unchanged.'],
  ['code_challenge', 'PKCE: base64url(SHA-256(code_verifier)).'],
  ['code_challenge_method', 'Must be `S256`.'],
] as const;

/** The RFC 6749 parameters in the OpenAPI document (the route reads the raw query: unknown ones are ignored). */
const AuthorizationQuery = () =>
  applyDecorators(...QUERY.map(([name, description]) => ApiQuery({ name, description, required: false })));

/**
 * The authorization endpoint as the dashboard's consent page uses it. Apps send people to the
 * page (`/oauth/authorize` on the dashboard); the page asks here whether to show a consent form,
 * then posts the person's answer. Both calls are the signed-in person's, never a token's.
 */
@ApiTags('oauth')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@PeopleOnly()
@Controller('oauth/authorize')
export class OAuthAuthorizeController {
  constructor(private readonly server: OAuthServerService) {}

  @Get()
  @ApiOperation({
    summary:
      'Check an authorization request for the consent page: the app and scopes to ask about, or where to send ' +
      'the browser (scopes already approved: a code; a request the app got wrong: an RFC 6749 error)',
  })
  @ApiOkResponse({ type: AuthorizationOutcomeDto })
  @ApiProblems('OAUTH_INVALID_REQUEST')
  @AuthorizationQuery()
  describe(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
  ): Promise<AuthorizationOutcomeDto> {
    return this.server.describe(userOf(principal), authorizationParams(query));
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The person’s answer: `allow` issues a code and remembers the consent for this app and these scopes; ' +
      '`deny` sends access_denied. Answers where to send the browser.',
  })
  @ApiOkResponse({ type: AuthorizationOutcomeDto })
  @ApiProblems('OAUTH_INVALID_REQUEST')
  decide(
    @CurrentPrincipal() principal: Principal,
    @Body() body: AuthorizationDecisionDto,
  ): Promise<AuthorizationOutcomeDto> {
    const { decision, ...rest } = body;
    return this.server.decide(userOf(principal), authorizationParams({ ...rest }), decision === 'allow');
  }
}

function userOf(principal: Principal): OAuthUser {
  return { id: principal.userId, username: principal.username };
}
