import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Put, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { DraftDto, PutDraftDto } from './draft.dto';
import { DraftsService } from './drafts.service';

const MY_SEAT_PROBLEMS = ['GAME_NOT_FOUND', 'NOT_A_PLAYER'];

/**
 * My draft in a game: a turn or arrangement not yet sent. Every route answers about the caller's
 * own draft only; another player's draft is never shown, nor whether there is one.
 */
@ApiTags('drafts')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('games/:id/draft')
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @Get()
  @RequireScope('games:read')
  @ApiOperation({ summary: 'My draft in this game, for the game as it now is (none once it moved on)' })
  @ApiOkResponse({ type: DraftDto })
  @ApiProblems(...MY_SEAT_PROBLEMS, 'DRAFT_NOT_FOUND')
  get(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<DraftDto> {
    return this.drafts.get(p.userId, id);
  }

  @Put()
  @RequireScope('games:play')
  @ApiOperation({
    summary:
      'Keep my turn or arrangement in the making, for the version it was made at; deleted when the game moves on',
  })
  @ApiOkResponse({ type: DraftDto })
  @ApiProblems(...MY_SEAT_PROBLEMS, 'GAME_NOT_STARTED', 'GAME_OVER', 'DRAFT_STALE')
  put(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: PutDraftDto,
  ): Promise<DraftDto> {
    return this.drafts.put(p.userId, id, body);
  }

  @Delete()
  @HttpCode(204)
  @RequireScope('games:play')
  @ApiOperation({ summary: 'Drop my draft (204 also when there is none)' })
  @ApiNoContentResponse()
  @ApiProblems(...MY_SEAT_PROBLEMS)
  async delete(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.drafts.delete(p.userId, id);
  }
}
