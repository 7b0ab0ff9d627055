import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
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
import { GameDto } from '../core/dto/game.dto';
import { HandToComputerDto, OfferSeatDto, SeatHoldingsDto } from './seat-holding.dto';
import { AbandonedSeatsService } from './abandoned-seats.service';
import { EngineAdapter } from '../core/engine.adapter';
import { presentGame } from '../core/game-presenter';
import type { GameRecord } from '../core/game-record';
import { SeatHandoverService } from './seat-handover.service';
import { SeatHoldingsService } from './seat-holdings.service';
import { SEAT_ENUM } from '../core/dto/seats';

/**
 * Seats of a running game changing hands: offers to a substitute, a hand-over to a computer, and
 * who held each seat when.
 */
@ApiTags('games')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('games')
export class SeatHandoverController {
  constructor(
    private readonly handover: SeatHandoverService,
    private readonly abandoned: AbandonedSeatsService,
    private readonly holdings: SeatHoldingsService,
    private readonly engine: EngineAdapter,
  ) {}

  @Post(':id/seats/:seat/offer')
  @HttpCode(200)
  @RequireScope('games:play')
  @ApiParam({ name: 'seat', ...SEAT_ENUM, example: 'green' })
  @ApiOperation({
    summary:
      'Offer a seat you hold in a running game to a substitute: to one person, or to anyone in the lobby; you play it until someone takes it over (join)',
  })
  @ApiOkResponse({ type: GameDto })
  @ApiProblems(
    'GAME_NOT_FOUND',
    'INVITEE_NOT_FOUND',
    'BAD_SEAT_REQUEST',
    'UNKNOWN_SEAT',
    'NOT_YOUR_SEAT',
    'GAME_NOT_STARTED',
    'GAME_OVER',
    'PLAYER_UNAVAILABLE',
  )
  async offer(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('seat') seat: string,
    @Body() body: OfferSeatDto,
  ): Promise<GameDto> {
    return this.present(await this.handover.offer(p.userId, id, seat, body.to), p);
  }

  @Delete(':id/seats/:seat/offer')
  @HttpCode(200)
  @RequireScope('games:play')
  @ApiParam({ name: 'seat', ...SEAT_ENUM, example: 'green' })
  @ApiOperation({ summary: 'Withdraw the offer of a seat you hold; it stays yours' })
  @ApiOkResponse({ type: GameDto })
  @ApiProblems('GAME_NOT_FOUND', 'UNKNOWN_SEAT', 'NOT_YOUR_SEAT', 'GAME_NOT_STARTED', 'GAME_OVER', 'NO_SEAT_OFFER')
  async withdraw(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('seat') seat: string,
  ): Promise<GameDto> {
    return this.present(await this.handover.withdrawOffer(p.userId, id, seat), p);
  }

  @Post(':id/seats/:seat/hand-over')
  @HttpCode(200)
  @RequireScope('games:play')
  @ApiParam({ name: 'seat', ...SEAT_ENUM, example: 'green' })
  @ApiOperation({
    summary:
      'Hand a seat you hold in a running game to a computer player of the level you choose; it plays the seat from now on',
  })
  @ApiOkResponse({ type: GameDto })
  @ApiProblems('GAME_NOT_FOUND', 'UNKNOWN_SEAT', 'NOT_YOUR_SEAT', 'GAME_NOT_STARTED', 'GAME_OVER')
  async handToComputer(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('seat') seat: string,
    @Body() body: HandToComputerDto,
  ): Promise<GameDto> {
    return this.present(await this.abandoned.handToComputer(p.userId, id, seat, body.computer), p);
  }

  @Get(':id/seat-holders')
  @RequireScope('games:read')
  @ApiOperation({ summary: 'Who held each seat when: every holding since the start, person or computer' })
  @ApiOkResponse({ type: SeatHoldingsDto })
  @ApiProblems('GAME_NOT_FOUND')
  list(@Param('id', ParseUUIDPipe) id: string): Promise<SeatHoldingsDto> {
    return this.holdings.list(id);
  }

  private present(game: GameRecord, p: Principal): GameDto {
    return presentGame(game, this.engine.seats(game.variant), p.userId);
  }
}
