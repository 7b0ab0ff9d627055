import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
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
import {
  CoalitionPlayerQuery,
  CoalitionPlayerRatingsDto,
  LeaderboardPageDto,
  LeaderboardQuery,
  PlayerRatingDto,
} from './dto/rating.dto';
import { RatingBoardsService } from './rating-boards.service';
import { RatingsService } from './ratings.service';

/**
 * The ratings (docs/ratings.md): Coalition Chess's OpenSkill ratings, over every seat and per
 * role, and 007's Glicko-2 ratings; the leaderboards and a player's ratings with their history.
 */
@ApiTags('ratings')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('ratings')
export class RatingsController {
  constructor(
    private readonly ratings: RatingsService,
    private readonly boards: RatingBoardsService,
  ) {}

  @Get('007/:username')
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'A player’s 007 rating, deviation and last rated games' })
  @ApiOkResponse({ type: PlayerRatingDto })
  @ApiProblems('PLAYER_NOT_FOUND')
  get007(@CurrentPrincipal() p: Principal, @Param('username') username: string): Promise<PlayerRatingDto> {
    return this.ratings.forUser(username, p.userId);
  }

  @Get('coalition/:username')
  @RequireScope('ladders:read')
  @ApiOperation({
    summary:
      'A player’s Coalition Chess ratings — over every seat, as a great power, as a small power — and the last 50 rated games of one of them',
  })
  @ApiOkResponse({ type: CoalitionPlayerRatingsDto })
  @ApiProblems('PLAYER_NOT_FOUND', 'UNKNOWN_RATING_ROLE')
  getCoalition(
    @CurrentPrincipal() p: Principal,
    @Param('username') username: string,
    @Query() q: CoalitionPlayerQuery,
  ): Promise<CoalitionPlayerRatingsDto> {
    return this.boards.coalitionPlayer(username, q.role, p.userId);
  }

  @Get(':variant')
  @RequireScope('ladders:read')
  @ApiParam({ name: 'variant', enum: ['007', 'coalition'], description: 'Another value: UNKNOWN_VARIANT' })
  @ApiOperation({
    summary:
      'A leaderboard: players with at least 5 rated games, highest first (cursor-paged) — Coalition Chess by role, 007 by Glicko-2',
  })
  @ApiOkResponse({ type: LeaderboardPageDto })
  @ApiProblems('BAD_CURSOR', 'UNKNOWN_VARIANT', 'UNKNOWN_RATING_ROLE')
  board(@Param('variant') variant: string, @Query() q: LeaderboardQuery): Promise<LeaderboardPageDto> {
    return this.boards.board(variant, q);
  }
}
