import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import {
  GameChallengeDto,
  GameChallengePageDto,
  CreateChallengeDto,
  DeclineChallengeDto,
  ListChallengesQuery,
  toGameChallengeDto,
} from './challenge.dto';
import { ChallengesService } from './challenges.service';

/** Challenges: a game proposed to a person or a bot, created when accepted (docs/bots.md). */
@ApiTags('challenges')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('challenges')
export class ChallengesController {
  constructor(private readonly challenges: ChallengesService) {}

  @Post()
  @RequireScope('games:create')
  @ApiOperation({
    summary:
      'Challenge a person or a bot (in Coalition Chess up to three) to a game; it is created when all accept, and expires after a day. ' +
      'Refused as POST /games would refuse the game (options, blocks, a bot’s profile: BOT_DECLINES with the reason)',
  })
  @ApiCreatedResponse({ type: GameChallengeDto })
  @ApiProblems(
    'INVITEE_NOT_FOUND',
    'CHALLENGE_SELF',
    'BAD_CHALLENGE',
    'UNKNOWN_SEAT',
    'BAD_SEAT_REQUEST',
    'SEAT_NOT_ALLOWED',
    'BAD_OPTIONS',
    'BAD_TIME_CONTROL',
    'PLAYER_UNAVAILABLE',
    'BOT_DECLINES',
    'BOT_GAME_LIMIT',
  )
  async create(@CurrentPrincipal() p: Principal, @Body() body: CreateChallengeDto): Promise<GameChallengeDto> {
    return toGameChallengeDto(await this.challenges.create(p.userId, body));
  }

  @Get()
  @RequireScope('games:read')
  @ApiOperation({ summary: 'Challenges to me (direction=in) or mine (out), newest first (cursor-paged)' })
  @ApiOkResponse({ type: GameChallengePageDto })
  @ApiProblems('BAD_CURSOR')
  async list(@CurrentPrincipal() p: Principal, @Query() query: ListChallengesQuery): Promise<GameChallengePageDto> {
    const page = await this.challenges.list(p.userId, query);
    return { items: page.items.map(toGameChallengeDto), nextCursor: page.nextCursor };
  }

  @Get(':id')
  @RequireScope('games:read')
  @ApiOperation({ summary: 'A challenge I made or received' })
  @ApiOkResponse({ type: GameChallengeDto })
  @ApiProblems('CHALLENGE_NOT_FOUND')
  async get(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<GameChallengeDto> {
    return toGameChallengeDto(await this.challenges.get(p.userId, id));
  }

  @Post(':id/accept')
  @HttpCode(200)
  @RequireScope('games:play')
  @ApiOperation({
    summary:
      'Accept a challenge to me; the last acceptance creates the game with everyone seated (gameId). The checks of a new game apply again',
  })
  @ApiOkResponse({ type: GameChallengeDto })
  @ApiProblems(
    'CHALLENGE_NOT_FOUND',
    'NOT_CHALLENGED',
    'CHALLENGE_CLOSED',
    'PLAYER_UNAVAILABLE',
    'BOT_DECLINES',
    'BOT_GAME_LIMIT',
  )
  async accept(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<GameChallengeDto> {
    return toGameChallengeDto(await this.challenges.accept(p.userId, id));
  }

  @Post(':id/decline')
  @HttpCode(200)
  @RequireScope('games:play')
  @ApiOperation({ summary: 'Decline a challenge to me, with an optional reason; it closes for everyone' })
  @ApiBody({ type: DeclineChallengeDto, required: false })
  @ApiOkResponse({ type: GameChallengeDto })
  @ApiProblems('CHALLENGE_NOT_FOUND', 'NOT_CHALLENGED', 'CHALLENGE_CLOSED')
  async decline(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: DeclineChallengeDto,
  ): Promise<GameChallengeDto> {
    return toGameChallengeDto(await this.challenges.decline(p.userId, id, body?.reason));
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireScope('games:create')
  @ApiOperation({ summary: 'Withdraw my challenge while it is pending' })
  @ApiNoContentResponse({ description: 'Withdrawn' })
  @ApiProblems('CHALLENGE_NOT_FOUND', 'NOT_CHALLENGER', 'CHALLENGE_CLOSED')
  async withdraw(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.challenges.withdraw(p.userId, id);
  }
}
