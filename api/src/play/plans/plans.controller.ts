import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Put, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiNoContentResponse,
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
import { PlanDto, PlanHistoryDto, PlanHistoryQuery, PutPlanDto } from './dto/plan.dto';
import { PlansService } from './plans.service';

/**
 * What the plan routes may answer, beyond what their shape implies: every route finds the game and
 * the caller's one seat in it (plans.service.ts `seatOf`); reading or dropping a plan finds it;
 * storing one checks that it may be stored now (`storableFor`) and then its lines
 * (plan-checker.ts, whose rule refusals all come as PLAN_ILLEGAL_STEP with their `cause`).
 */
const MY_SEAT_PROBLEMS = ['GAME_NOT_FOUND', 'NOT_A_PLAYER', 'PLAN_ONE_SEAT'];
const MY_PLAN_PROBLEMS = [...MY_SEAT_PROBLEMS, 'PLAN_NOT_FOUND'];
const STORE_PROBLEMS = [
  ...MY_SEAT_PROBLEMS,
  'GAME_NOT_STARTED',
  'GAME_OVER',
  'PLAN_NOT_NOW',
  'PLAN_BAD_LINE',
  'PLAN_TOO_LARGE',
  'PLAN_ILLEGAL_STEP',
  'PLAN_AMBIGUOUS',
];

/**
 * My plan in a game (conditional turns). Every route answers about the caller's own plan only;
 * another player's plan is never shown, nor whether there is one.
 */
@ApiTags('plans')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('games/:id/plan')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Get()
  @RequireScope('games:read')
  @ApiOperation({ summary: 'My plan in this game (conditional turns): the lines left and the answers played' })
  @ApiOkResponse({ type: PlanDto })
  @ApiProblems(...MY_PLAN_PROBLEMS)
  get(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<PlanDto> {
    return this.plans.get(p.userId, id);
  }

  @Put()
  @RequireScope('games:play')
  @ApiOperation({
    summary:
      'Store or replace my plan: when the others’ moves match the next step of a line, the server plays my answer at once',
  })
  @ApiOkResponse({ type: PlanDto })
  @ApiProblems(...STORE_PROBLEMS)
  put(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: PutPlanDto,
  ): Promise<PlanDto> {
    return this.plans.put(p.userId, id, body.lines);
  }

  @Delete()
  @HttpCode(204)
  @RequireScope('games:play')
  @ApiOperation({ summary: 'Drop my plan' })
  @ApiNoContentResponse()
  @ApiProblems(...MY_PLAN_PROBLEMS)
  async delete(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.plans.delete(p.userId, id);
  }

  @Get('history')
  @RequireScope('games:read')
  @ApiOperation({ summary: 'Every version of my plan in this game, oldest first, hash-chained' })
  @ApiOkResponse({ type: PlanHistoryDto })
  @ApiProblems(...MY_SEAT_PROBLEMS)
  history(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() q: PlanHistoryQuery,
  ): Promise<PlanHistoryDto> {
    return this.plans.history(p.userId, id, q.after ?? 0, q.limit ?? 50);
  }
}
