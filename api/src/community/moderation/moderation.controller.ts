import { Body, Controller, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import { PeopleOnly } from '../../identity/access/people-only.decorator';
import type { Principal } from '../../identity/access/principal';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import {
  ModerationActDto,
  ModerationActionDto,
  ModerationLogPageDto,
  ModerationLogQuery,
  ReportDetailDto,
  ReportQueuePageDto,
  ReportQueueQuery,
} from './dto/moderation.dto';
import { ModerationActionsService } from './moderation-actions.service';
import { ModerationService } from './moderation.service';

const ReportParam = () => ApiParam({ name: 'id', format: 'uuid', description: 'The report’s id' });

/**
 * The moderators' queue and their actions (docs/safety.md, "Reports and moderation"): for
 * accounts given the role by `entente moderator grant`, signed in in person (no token); everyone
 * else is refused with NOT_A_MODERATOR.
 */
@ApiTags('moderation')
@ApiBearerAuth('jwt')
@ApiCookieAuth('session')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@PeopleOnly()
@Controller('moderation')
export class ModerationController {
  constructor(
    private readonly moderation: ModerationService,
    private readonly actions: ModerationActionsService,
  ) {}

  @Get('reports')
  @ApiOperation({ summary: 'The reports, open ones first, each oldest first (cursor-paged)' })
  @ApiOkResponse({ type: ReportQueuePageDto })
  @ApiProblems('NOT_A_MODERATOR', 'BAD_CURSOR')
  queue(@CurrentPrincipal() p: Principal, @Query() q: ReportQueueQuery): Promise<ReportQueuePageDto> {
    return this.moderation.queue(p.userId, q.status, q.limit ?? 20, q.cursor);
  }

  @Get('reports/:id')
  @ReportParam()
  @ApiOperation({
    summary:
      'One report with what it is about in context (for a message: its channel’s lines around it; each such read goes to the audit log) and what was done about it',
  })
  @ApiOkResponse({ type: ReportDetailDto })
  @ApiProblems('NOT_A_MODERATOR', 'REPORT_NOT_FOUND')
  detail(@CurrentPrincipal() p: Principal, @Param('id') id: string): Promise<ReportDetailDto> {
    return this.moderation.detail(p.userId, id);
  }

  @Post('reports/:id/actions')
  @ReportParam()
  @ApiOperation({
    summary:
      'Act on a report: dismiss, warn, mute, suspend, reinstate, close the account, or annul the game; each is written to the audit log with the reason',
  })
  @ApiCreatedResponse({ type: ModerationActionDto })
  @ApiProblems(
    'NOT_A_MODERATOR',
    'REPORT_NOT_FOUND',
    'REPORT_CLOSED',
    'ACTION_NOT_APPLICABLE',
    'CANNOT_MODERATE_YOURSELF',
    'USER_NOT_FOUND',
    'GAME_ALREADY_ANNULLED',
    'NOTHING_TO_ANNUL',
  )
  act(
    @CurrentPrincipal() p: Principal,
    @Param('id') id: string,
    @Body() body: ModerationActDto,
  ): Promise<ModerationActionDto> {
    return this.actions.act(p.userId, id, body);
  }

  @Get('actions')
  @ApiOperation({ summary: 'The audit log: every action and every read of a reported message, newest first' })
  @ApiOkResponse({ type: ModerationLogPageDto })
  @ApiProblems('NOT_A_MODERATOR')
  log(@CurrentPrincipal() p: Principal, @Query() q: ModerationLogQuery): Promise<ModerationLogPageDto> {
    return this.moderation.log(p.userId, q.limit ?? 50, q.before);
  }
}
