import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AuthenticatedGuard } from '../access/authenticated.guard';
import { CurrentPrincipal } from '../access/current-principal.decorator';
import type { Principal } from '../access/principal';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { RequireScope } from '../access/require-scope.decorator';
import { MeDto, toMe } from './public-user.dto';
import { UsersService } from './users.service';
import { AccountStandingService } from '../standing/account-standing.service';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';

@ApiTags('users')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
// `GET /users/{username}`, the public profile, is the community's (community/reputation).
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly standing: AccountStandingService,
  ) {}

  @Get('me')
  @RequireScope('account:read')
  @ApiOperation({ summary: 'The signed-in account (with its email)' })
  @ApiOkResponse({ type: MeDto })
  @ApiProblems('USER_NOT_FOUND')
  async me(@CurrentPrincipal() principal: Principal): Promise<MeDto> {
    const user = await this.users.byId(principal.userId);
    return toMe(user, await this.standing.of(user.id));
  }
}

/** `GET /me`: the account beside the other `/me` routes (its deletion, export, settings). */
@ApiTags('users')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('me')
export class MeController {
  constructor(
    private readonly users: UsersService,
    private readonly standing: AccountStandingService,
  ) {}

  @Get()
  @RequireScope('account:read')
  @ApiOperation({
    summary: 'The signed-in account (with its email and a pending deletion); the same as `GET /users/me`',
  })
  @ApiOkResponse({ type: MeDto })
  @ApiProblems('USER_NOT_FOUND')
  async me(@CurrentPrincipal() principal: Principal): Promise<MeDto> {
    const user = await this.users.byId(principal.userId);
    return toMe(user, await this.standing.of(user.id));
  }
}
