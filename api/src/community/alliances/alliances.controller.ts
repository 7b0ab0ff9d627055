import { Controller, Get, Param, ParseUUIDPipe, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { AlliancesService } from './alliances.service';
import {
  AlliancePageDto,
  AllianceQuery,
  CoalitionFormsDto,
  FormsQuery,
  PartnerPageDto,
  PartnersQuery,
} from './dto/alliance.dto';

/** The alliance history of Coalition Chess. */
@ApiTags('alliances')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller()
export class AlliancesController {
  constructor(private readonly alliances: AlliancesService) {}

  @Get('alliances')
  @RequireScope('ladders:read')
  @ApiOperation({
    summary:
      'Coalitions of Coalition Chess games: who joined whom, in which round, how, and what came of it (cursor-paged)',
  })
  @ApiOkResponse({ type: AlliancePageDto })
  @ApiProblems('PLAYER_NOT_FOUND', 'BAD_CURSOR')
  list(@CurrentPrincipal() p: Principal, @Query() q: AllianceQuery): Promise<AlliancePageDto> {
    return this.alliances.list(p.userId, q);
  }

  @Get('alliances/partners')
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'A player’s partners: games together and their results (cursor-paged)' })
  @ApiOkResponse({ type: PartnerPageDto })
  @ApiProblems('PLAYER_NOT_FOUND', 'BAD_CURSOR')
  partners(@CurrentPrincipal() p: Principal, @Query() q: PartnersQuery): Promise<PartnerPageDto> {
    return this.alliances.partners(p.userId, q);
  }

  @Get('ladders/:id/alliance-forms')
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'Per ladder: how often each coalition form formed, won, lost, drew or was aborted' })
  @ApiOkResponse({ type: CoalitionFormsDto })
  @ApiProblems('LADDER_NOT_FOUND')
  forms(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() q: FormsQuery,
  ): Promise<CoalitionFormsDto> {
    return this.alliances.forms(p.userId, id, q);
  }
}
