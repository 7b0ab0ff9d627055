import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiCookieAuth,
  ApiCreatedResponse,
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
import { CreateGameDto } from './create-game.dto';
import { JoinSeatDto } from './join-seat.dto';
import { GameDto, GamePageDto } from '../core/dto/game.dto';
import { ListGamesQuery } from './list-games.query';
import { EngineAdapter } from '../core/engine.adapter';
import { GameLobbyService } from './game-lobby.service';
import { presentGame } from '../core/game-presenter';
import { GameQueriesService } from './game-queries.service';
import { SEAT_ENUM } from '../core/dto/seats';

/** Creating, finding and reading games, and filling their seats. */
@ApiTags('games')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('games')
export class GamesController {
  constructor(
    private readonly lobby: GameLobbyService,
    private readonly queries: GameQueriesService,
    private readonly engine: EngineAdapter,
  ) {}

  @Post()
  @RequireScope('games:create')
  @ApiOperation({ summary: 'Create a game: variant, options, time control, and how each seat is filled' })
  @ApiCreatedResponse({ type: GameDto })
  @ApiProblems(
    'UNKNOWN_SEAT',
    'BAD_SEAT_REQUEST',
    'INVITEE_NOT_FOUND',
    'EMAIL_NOT_VERIFIED',
    'SEAT_NOT_ALLOWED',
    'BAD_OPTIONS',
    'BAD_TIME_CONTROL',
    'BAD_JOIN_REQUIREMENTS',
    'UNKNOWN_EDITION',
    'PLAYER_UNAVAILABLE',
    'BOT_DECLINES',
    'BOT_GAME_LIMIT',
  )
  async create(@CurrentPrincipal() p: Principal, @Body() body: CreateGameDto): Promise<GameDto> {
    return this.present(await this.lobby.create(p.userId, body), p);
  }

  @Get()
  @RequireScope('games:read')
  @ApiOperation({
    summary: 'List games, my turn first, then nearest deadline first; finished games newest first (cursor-paged)',
  })
  @ApiOkResponse({ type: GamePageDto })
  @ApiProblems('BAD_CURSOR', 'STALE_CURSOR')
  list(@CurrentPrincipal() p: Principal, @Query() query: ListGamesQuery): Promise<GamePageDto> {
    return this.queries.list(query, p.userId);
  }

  @Get(':id')
  @RequireScope('games:read')
  @ApiOperation({
    summary: 'The state of a game: seats, who must act, position, legal moves, coalitions, result, version',
  })
  @ApiOkResponse({ type: GameDto })
  @ApiProblems('GAME_NOT_FOUND')
  get(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<GameDto> {
    return this.queries.get(id, p.userId);
  }

  @Post(':id/seats/:seat/join')
  @HttpCode(200)
  @RequireScope('games:play')
  @ApiParam({ name: 'seat', ...SEAT_ENUM, example: 'black' })
  @ApiOperation({
    summary:
      'Take an open seat (or a seat offered to anyone in a running game); the game starts when the last seat is filled. Not possible at a table with someone who blocked me; with someone I blocked only with confirmBlocked. ' +
      'The game’s joinRequirements apply (403 with the one failed)',
  })
  @ApiBody({ type: JoinSeatDto, required: false, description: 'Optional: `{"confirmBlocked": true}`' })
  @ApiOkResponse({ type: GameDto })
  @ApiProblems(
    'GAME_NOT_FOUND',
    'GAME_ALREADY_STARTED',
    'UNKNOWN_SEAT',
    'SEAT_UNAVAILABLE',
    'SEAT_NOT_ALLOWED',
    'GAME_OVER',
    'RELIABILITY_TOO_LOW',
    'RATING_TOO_LOW',
    'RATING_TOO_HIGH',
    'PLAYER_UNAVAILABLE',
    'BLOCKED_PLAYER_SEATED',
    'BOT_INVITED_ONLY',
  )
  async join(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('seat') seat: string,
    @Body() body: JoinSeatDto,
  ): Promise<GameDto> {
    return this.present(await this.lobby.join(p.userId, id, seat, body.confirmBlocked === true), p);
  }

  @Post(':id/seats/:seat/accept')
  @HttpCode(200)
  @RequireScope('games:play')
  @ApiParam({ name: 'seat', ...SEAT_ENUM, example: 'black' })
  @ApiOperation({ summary: 'Accept an invitation to a seat' })
  @ApiOkResponse({ type: GameDto })
  @ApiProblems('GAME_NOT_FOUND', 'GAME_ALREADY_STARTED', 'UNKNOWN_SEAT', 'NOT_INVITED')
  async accept(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('seat') seat: string,
  ): Promise<GameDto> {
    return this.present(await this.lobby.accept(p.userId, id, seat), p);
  }

  @Post(':id/seats/:seat/decline')
  @HttpCode(200)
  @RequireScope('games:play')
  @ApiParam({ name: 'seat', ...SEAT_ENUM, example: 'black' })
  @ApiOperation({ summary: 'Decline an invitation; the seat becomes open for anyone' })
  @ApiOkResponse({ type: GameDto })
  @ApiProblems('GAME_NOT_FOUND', 'GAME_ALREADY_STARTED', 'UNKNOWN_SEAT', 'NOT_INVITED')
  async decline(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('seat') seat: string,
  ): Promise<GameDto> {
    return this.present(await this.lobby.decline(p.userId, id, seat), p);
  }

  @Post(':id/seats/:seat/leave')
  @HttpCode(200)
  @RequireScope('games:play')
  @ApiParam({ name: 'seat', ...SEAT_ENUM, example: 'black' })
  @ApiOperation({
    summary:
      'Give up a seat you hold. Before the start the seat becomes open, and a game left with no player or invitation is aborted; in a running game the game’s abandoned option decides: resign (the seat resigns), computer or substitute (a computer takes the seat)',
  })
  @ApiOkResponse({ type: GameDto })
  @ApiProblems('GAME_NOT_FOUND', 'GAME_ALREADY_STARTED', 'UNKNOWN_SEAT', 'NOT_YOUR_SEAT', 'GAME_OVER')
  async leave(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('seat') seat: string,
  ): Promise<GameDto> {
    return this.present(await this.lobby.leave(p.userId, id, seat), p);
  }

  @Delete(':id/seats/:seat/invitation')
  @HttpCode(200)
  @RequireScope('games:play')
  @ApiParam({ name: 'seat', ...SEAT_ENUM, example: 'black' })
  @ApiOperation({
    summary:
      'Withdraw an unanswered invitation (the game’s creator only); the seat becomes open, and a game left with no player or invitation is aborted',
  })
  @ApiOkResponse({ type: GameDto })
  @ApiProblems('GAME_NOT_FOUND', 'GAME_ALREADY_STARTED', 'UNKNOWN_SEAT', 'NOT_GAME_CREATOR', 'NO_PENDING_INVITATION')
  async withdraw(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('seat') seat: string,
  ): Promise<GameDto> {
    return this.present(await this.lobby.withdraw(p.userId, id, seat), p);
  }

  private present(game: Parameters<typeof presentGame>[0], p: Principal): GameDto {
    return presentGame(game, this.engine.seats(game.variant), p.userId);
  }
}
