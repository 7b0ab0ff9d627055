import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { MarkSeenDto, SeenDto, SinceLastVisitDto } from './visit.dto';
import { VisitsService } from './visits.service';

/**
 * "While you were away": what happened in a game since my last visit, and marking it seen. Each
 * reader's own mark; messages only of the channels the reader may read.
 */
@ApiTags('games')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('games/:id')
export class VisitsController {
  constructor(private readonly visits: VisitsService) {}

  @Get('since-last-visit')
  @RequireScope('games:read')
  @ApiOperation({
    summary:
      'What happened since the version I last marked seen: half-moves by party and round, declarations, checks, seat changes, draw offers, and the messages of my channels (the first visit starts at the game as it is)',
  })
  @ApiOkResponse({ type: SinceLastVisitDto })
  @ApiProblems('GAME_NOT_FOUND')
  since(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<SinceLastVisitDto> {
    return this.visits.since(p.userId, id);
  }

  @Post('seen')
  @HttpCode(200)
  @RequireScope('games:read')
  @ApiOperation({
    summary: 'Mark the game seen up to a version it has reached; a smaller version than before changes nothing',
  })
  @ApiOkResponse({ type: SeenDto })
  @ApiProblems('GAME_NOT_FOUND', 'SEEN_VERSION_AHEAD')
  seen(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: MarkSeenDto,
  ): Promise<SeenDto> {
    return this.visits.markSeen(p.userId, id, body.version);
  }
}
