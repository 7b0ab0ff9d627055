import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { RematchDto, toRematchDto } from './rematch.dto';
import { RematchService } from './rematch.service';

/** A finished game's rematch (docs/api/rematch.md). */
@ApiTags('games')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('games')
export class RematchController {
  constructor(private readonly rematches: RematchService) {}

  @Post(':id/rematch')
  @HttpCode(200)
  @RequireScope('games:create')
  @ApiOperation({
    summary:
      'Ask for a rematch of a finished game: the same players one seat on in the playing order (007: colours ' +
      'swapped), the same variant, options and time control, rated as the original. Against computers alone the ' +
      'game starts at once (gameId); else the others get a challenge (offer) to accept. Asked already: the answer ' +
      'is the rematch as it stands, and asking while the offer asks you accepts it',
  })
  @ApiOkResponse({ type: RematchDto })
  @ApiProblems(
    'GAME_NOT_FOUND',
    'REMATCH_NOT_PLAYER',
    'REMATCH_NOT_FINISHED',
    'REMATCH_EVENT_GAME',
    'SEAT_NOT_ALLOWED',
    'PLAYER_UNAVAILABLE',
    'BOT_DECLINES',
    'BOT_GAME_LIMIT',
  )
  async offer(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<RematchDto> {
    return toRematchDto(await this.rematches.offer(p.userId, id));
  }

  @Get(':id/rematch')
  @RequireScope('games:read')
  @ApiOperation({ summary: 'The rematch of a game: its game, or the offer if it is yours or asks you' })
  @ApiOkResponse({ type: RematchDto })
  @ApiProblems('GAME_NOT_FOUND')
  async get(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<RematchDto> {
    return toRematchDto(await this.rematches.get(p.userId, id));
  }
}
