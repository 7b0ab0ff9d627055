import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
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
import { ProposeEditionDto } from './edition-upgrade.dto';
import { EditionUpgradeService } from './edition-upgrade.service';

/** Every answer of a step: who may answer, and where the game stands. */
const ANSWERING = ['GAME_NOT_FOUND', 'NOT_A_PLAYER', 'GAME_NOT_STARTED', 'GAME_OVER', 'SEAT_OUT_OF_GAME'];

/** A running game moving on to a newer edition of its rules, by its players' consent. */
@ApiTags('games')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@RequireScope('games:play')
@Controller('games/:id/edition-upgrade')
export class EditionUpgradeController {
  constructor(
    private readonly upgrades: EditionUpgradeService,
    private readonly engine: EngineAdapter,
  ) {}

  @Post()
  @ApiOperation({
    summary:
      'Propose moving a running game to a newer edition of its rules; your seats accept with the proposal, and the game moves on once every seat still in it has accepted (docs/rules/editions.md)',
  })
  @ApiCreatedResponse({ type: GameDto })
  @ApiProblems(...ANSWERING, 'UNKNOWN_EDITION', 'EDITION_NOT_NEWER', 'EDITION_UPGRADE_PENDING')
  async propose(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ProposeEditionDto,
  ): Promise<GameDto> {
    return this.present(await this.upgrades.propose(p.userId, id, body.edition), p);
  }

  @Post('accept')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Accept the proposed edition for every seat of yours still in the game; the last acceptance moves the game on, from its next action',
  })
  @ApiOkResponse({ type: GameDto })
  @ApiProblems(...ANSWERING, 'NO_EDITION_UPGRADE', 'EDITION_UPGRADE_ANSWERED')
  async accept(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<GameDto> {
    return this.present(await this.upgrades.accept(p.userId, id), p);
  }

  @Post('decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline the proposed edition: the proposal ends and the game keeps its edition' })
  @ApiOkResponse({ type: GameDto })
  @ApiProblems(...ANSWERING, 'NO_EDITION_UPGRADE')
  async decline(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<GameDto> {
    return this.present(await this.upgrades.decline(p.userId, id), p);
  }

  private present(game: GameRecord, p: Principal): GameDto {
    return presentGame(game, this.engine.seats(game.variant), p.userId);
  }
}
