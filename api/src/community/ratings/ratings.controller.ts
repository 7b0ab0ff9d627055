import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { PageQuery } from '../../platform/http/page-query.dto';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { PlayerRatingDto, RatingPageDto } from './dto/rating.dto';
import { RatingsService } from './ratings.service';

/** Glicko-2 ratings of 007 (rated ladder games). Coalition Chess has none: its points table is the ranking. */
@ApiTags('ratings')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('ratings/007')
export class RatingsController {
  constructor(private readonly ratings: RatingsService) {}

  @Get()
  @RequireScope('ladders:read')
  @ApiOperation({ summary: '007 Glicko-2 ratings, highest first, with deviation (cursor-paged)' })
  @ApiOkResponse({ type: RatingPageDto })
  @ApiProblems('BAD_CURSOR')
  list(@Query() q: PageQuery): Promise<RatingPageDto> {
    return this.ratings.list({ limit: q.limit ?? 20, cursor: q.cursor });
  }

  @Get(':username')
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'A player’s 007 rating, deviation and last rated games' })
  @ApiOkResponse({ type: PlayerRatingDto })
  @ApiProblems('PLAYER_NOT_FOUND')
  get(@CurrentPrincipal() p: Principal, @Param('username') username: string): Promise<PlayerRatingDto> {
    return this.ratings.forUser(username, p.userId);
  }
}
