import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Put, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
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
  @ApiOperation({
    summary: 'My draft in this game, for the game as it now is; 204 when there is none (none once the game moved on)',
  })
  @ApiOkResponse({ type: DraftDto })
  @ApiNoContentResponse({ description: 'No draft for the game as it now is' })
  @ApiProblems(...MY_SEAT_PROBLEMS)
  async get(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DraftDto | undefined> {
    const draft = await this.drafts.get(p.userId, id);
    // No draft is an ordinary answer, not an error: a browser would log a 404 as one.
    if (!draft) res.status(204);
    return draft ?? undefined;
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
