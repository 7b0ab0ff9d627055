import { Body, Controller, Headers, Param, ParseUUIDPipe, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiHeader,
  ApiOperation,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { DomainError } from '../../platform/errors/domain-error';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { ACTION_SCHEMA } from './action-variants.dto';
import { GameDto } from '../core/dto/game.dto';
import { ActionDto, MoveDto, TurnDto } from './play.dto';
import { GamePlayService, type PlayOutcome, type PlayRequest } from './game-play.service';
import { fingerprintOf } from '../core/idempotency.repository';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

const IdempotencyHeader = () =>
  ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Any unique string (e.g. a UUID): a retry with the same key returns the first answer',
  });

/** Acting in a game. Every answer is the game as it now is; refusals write nothing. */
@ApiTags('play')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@RequireScope('games:play')
@Controller('games/:id')
export class GamePlayController {
  constructor(private readonly play: GamePlayService) {}

  @Post('moves')
  @IdempotencyHeader()
  @ApiOperation({ summary: 'Make one half-move (coordinate form) as the seat that must move' })
  @ApiCreatedResponse({ type: GameDto })
  @ApiProblems(
    'BAD_IDEMPOTENCY_KEY',
    'IDEMPOTENCY_KEY_REUSED',
    'GAME_NOT_FOUND',
    'NOT_A_PLAYER',
    'NOT_YOUR_SEAT',
    'VERSION_CONFLICT',
    'NOT_YOUR_TURN',
    'GAME_NOT_STARTED',
    'GAME_OVER',
    'ILLEGAL_MOVE',
    'BAD_NOTATION',
    'WRONG_PHASE',
  )
  move(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: MoveDto,
    @Headers('idempotency-key') key: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GameDto> {
    return this.run(
      p,
      id,
      { kind: 'move', move: body.move, seat: body.seat, expectedVersion: body.expectedVersion },
      key,
      req,
      res,
    );
  }

  @Post('turns')
  @IdempotencyHeader()
  @ApiOperation({
    summary: 'Play the rest of your turn at once (007: three half-moves; Progressive: n), all or nothing',
  })
  @ApiCreatedResponse({ type: GameDto })
  @ApiProblems(
    'BAD_IDEMPOTENCY_KEY',
    'IDEMPOTENCY_KEY_REUSED',
    'GAME_NOT_FOUND',
    'NOT_A_PLAYER',
    'VERSION_CONFLICT',
    'NOT_YOUR_TURN',
    'GAME_NOT_STARTED',
    'GAME_OVER',
    'ILLEGAL_MOVE',
    'BAD_NOTATION',
    'WRONG_PHASE',
    'TURN_INCOMPLETE',
    'TURN_OVERRUN',
  )
  turn(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: TurnDto,
    @Headers('idempotency-key') key: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GameDto> {
    return this.run(p, id, { kind: 'turn', moves: body.moves, expectedVersion: body.expectedVersion }, key, req, res);
  }

  @Post('actions')
  @IdempotencyHeader()
  @ApiOperation({
    summary:
      'Declare, arrange, pass, cyclist colour change, resign, offer/accept/decline/claim a draw, or abort (before the first move, the game’s creator only, with a reason)',
  })
  // Described as one schema per action `type`; validated as the one ActionDto (dto/action-variants.dto.ts).
  @ApiBody({ schema: ACTION_SCHEMA })
  @ApiCreatedResponse({ type: GameDto })
  @ApiProblems(
    'BAD_IDEMPOTENCY_KEY',
    'IDEMPOTENCY_KEY_REUSED',
    'GAME_NOT_FOUND',
    'NOT_A_PLAYER',
    'NOT_YOUR_SEAT',
    'SEAT_REQUIRED',
    'VERSION_CONFLICT',
    'NOT_YOUR_TURN',
    'GAME_NOT_STARTED',
    'GAME_OVER',
    'ABORT_TOO_LATE',
    'ONLY_CREATOR_MAY_ABORT',
    'BAD_ACTION',
    'BAD_ARRANGEMENT',
    'BAD_NOTATION',
    'ILLEGAL_MOVE',
    'WRONG_PHASE',
    'NO_DRAW_OFFER',
    'DRAW_NOT_CLAIMABLE',
  )
  action(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ActionDto,
    @Headers('idempotency-key') key: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GameDto> {
    return this.run(p, id, { kind: 'action', action: body }, key, req, res);
  }

  private async run(
    p: Principal,
    id: string,
    request: PlayRequest,
    key: string | undefined,
    req: Request,
    res: Response,
  ): Promise<GameDto> {
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
      throw new DomainError('BAD_IDEMPOTENCY_KEY', 'Idempotency-Key must be 1–200 visible ASCII characters.');
    const idempotent =
      key === undefined ? undefined : { key, fingerprint: fingerprintOf(req.method, req.path, req.body) };
    const outcome: PlayOutcome = await this.play.play(p.userId, id, request, idempotent);
    res.status(outcome.status);
    if (outcome.replayed) res.setHeader('Idempotent-Replayed', 'true');
    return outcome.body;
  }
}
