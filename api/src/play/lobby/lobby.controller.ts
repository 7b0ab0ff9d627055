import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { LobbyPageDto, LobbyQuery } from './lobby.dto';
import { LobbyService } from './lobby.service';

/** The lobby: seats anyone may take, to join in one click (`POST /games/{id}/seats/{seat}/join`). */
@ApiTags('lobby')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('lobby')
export class LobbyController {
  constructor(private readonly lobby: LobbyService) {}

  @Get()
  @RequireScope('games:read')
  @ApiOperation({
    summary:
      'Games with open seats, newest first (cursor-paged): variant, options, time control, who is seated, which seats I may join',
  })
  @ApiOkResponse({ type: LobbyPageDto })
  @ApiProblems('BAD_CURSOR')
  list(@CurrentPrincipal() p: Principal, @Query() query: LobbyQuery): Promise<LobbyPageDto> {
    return this.lobby.list(query, p.userId);
  }
}
