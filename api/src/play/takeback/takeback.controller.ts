import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiCreatedResponse,
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
import { GameDto } from '../core/dto/game.dto';
import { EngineAdapter } from '../core/engine.adapter';
import { presentGame } from '../core/game-presenter';
import type { GameRecord } from '../core/game-record';
import type { PendingTakeback } from '../core/takeback';
import { TakebackDto } from './takeback.dto';
import { TakebackService } from './takeback.service';

/** Every answer of a step: who may take it, and where the game stands. */
const ANSWERING = ['GAME_NOT_FOUND', 'NOT_A_PLAYER', 'GAME_NOT_STARTED', 'GAME_OVER', 'SEAT_OUT_OF_GAME'];

/** Moves taken back by the consent of every seat still in the game (docs/takeback.md). */
@ApiTags('games')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('games/:id/takeback')
export class TakebackController {
  constructor(
    private readonly takebacks: TakebackService,
    private readonly engine: EngineAdapter,
  ) {}

  @Get()
  @RequireScope('games:read')
  @ApiOperation({ summary: 'The game’s open takeback request, if any: who asked, whom it asks, who has accepted' })
  @ApiOkResponse({ type: TakebackDto })
  @ApiProblems('GAME_NOT_FOUND')
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<TakebackDto> {
    return { pending: presentPending(await this.takebacks.pending(id)) };
  }

  @Post()
  @RequireScope('games:play')
  @ApiOperation({
    summary:
      'Ask to take back your last move (007: your last complete turn) and everything after it; every other seat still in the game must accept',
  })
  @ApiCreatedResponse({ type: GameDto })
  @ApiProblems(...ANSWERING, 'TAKEBACK_NOT_ALLOWED', 'TAKEBACK_PENDING', 'NOTHING_TO_TAKE_BACK')
  async request(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<GameDto> {
    return this.present(await this.takebacks.request(p.userId, id), p);
  }

  @Post('accept')
  @HttpCode(200)
  @RequireScope('games:play')
  @ApiOperation({
    summary:
      'Accept the takeback for every seat of yours it asks; the last acceptance returns the game to the position before the move',
  })
  @ApiOkResponse({ type: GameDto })
  @ApiProblems(...ANSWERING, 'NO_TAKEBACK', 'TAKEBACK_NOT_ASKED', 'TAKEBACK_ANSWERED')
  async accept(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<GameDto> {
    return this.present(await this.takebacks.accept(p.userId, id), p);
  }

  @Post('decline')
  @HttpCode(200)
  @RequireScope('games:play')
  @ApiOperation({ summary: 'Decline the takeback: the request ends and the moves stay' })
  @ApiOkResponse({ type: GameDto })
  @ApiProblems(...ANSWERING, 'NO_TAKEBACK', 'TAKEBACK_NOT_ASKED')
  async decline(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<GameDto> {
    return this.present(await this.takebacks.decline(p.userId, id), p);
  }

  @Post('withdraw')
  @HttpCode(200)
  @RequireScope('games:play')
  @ApiOperation({ summary: 'Withdraw your own takeback request before it is answered' })
  @ApiOkResponse({ type: GameDto })
  @ApiProblems(...ANSWERING, 'NO_TAKEBACK', 'TAKEBACK_NOT_YOURS')
  async withdraw(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<GameDto> {
    return this.present(await this.takebacks.withdraw(p.userId, id), p);
  }

  private present(game: GameRecord, p: Principal): GameDto {
    return presentGame(game, this.engine.seats(game.variant), p.userId);
  }
}

function presentPending(pending: PendingTakeback | null): TakebackDto['pending'] {
  if (!pending) return null;
  return {
    seq: pending.seq,
    requestedBy: pending.requestedBy.seat,
    seats: [...pending.seats],
    asked: [...pending.asked],
    accepted: [...pending.accepted],
    waitingFor: pending.asked.filter((s) => !pending.accepted.includes(s)),
    toVersion: pending.toVersion,
  };
}
