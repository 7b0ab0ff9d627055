import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { PlayerProfileDto } from './dto/profile.dto';
import { ReputationService } from './reputation.service';

/**
 * A player's public profile. It is the community's (reliability and ratings are kept here), at
 * the address of the accounts (`/users/me` stays identity's: the identity area's routes come
 * first, so `me` is never taken for a username).
 */
@ApiTags('users')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('users')
export class ProfilesController {
  constructor(private readonly reputation: ReputationService) {}

  @Get(':username')
  @ApiOperation({
    summary:
      "Another user's public profile: names, reliability (finished and abandoned games, missed deadlines, turns on time, one score) and ratings",
  })
  @ApiOkResponse({ type: PlayerProfileDto })
  @ApiProblems('USER_NOT_FOUND')
  profile(@Param('username') username: string): Promise<PlayerProfileDto> {
    return this.reputation.profile(username);
  }
}
