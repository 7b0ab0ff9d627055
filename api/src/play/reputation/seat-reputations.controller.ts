import { Controller, Get, Param, ParseUUIDPipe, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { GameSeatsDto, SeatReputationsService } from './seat-reputations';

/** A game's seat list with the seated players' ratings and reliability. */
@ApiTags('games')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('games')
export class SeatReputationsController {
  constructor(private readonly seats: SeatReputationsService) {}

  @Get(':id/seats')
  @RequireScope('games:read')
  @ApiOperation({
    summary:
      'The game’s seats with each seated player’s rating (Coalition Chess: also in the seat’s role) and reliability, as they stand now',
  })
  @ApiOkResponse({ type: GameSeatsDto })
  @ApiProblems('GAME_NOT_FOUND')
  list(@Param('id', ParseUUIDPipe) id: string): Promise<GameSeatsDto> {
    return this.seats.of(id);
  }
}
