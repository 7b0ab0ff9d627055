import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
  Query,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiParam,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import { hasScope, type Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { ListNotificationsQuery, NotificationPageDto, ReadAllNotificationsQuery } from './dto/notification.dto';
import { NotificationSettingsDto, UpdateNotificationSettingsDto } from './dto/notification-settings.dto';
import { InboxService } from './inbox.service';
import { NotificationSettingsService } from './notification-settings.service';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';

/** My in-app notifications, my notification settings and my muted games. */
@ApiTags('notifications')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('me')
export class NotificationsController {
  constructor(
    private readonly inbox: InboxService,
    private readonly settings: NotificationSettingsService,
  ) {}

  @Get('notifications')
  @RequireScope('account:read')
  @ApiOperation({
    summary: 'My in-app notifications, newest first',
    description:
      'A notification about a game carries game data: without the scope `games:read` its payload is withheld ' +
      '(`payload: {}`, `withheld: true`); kind, game, time and read mark are given all the same.',
  })
  @ApiOkResponse({ type: NotificationPageDto })
  @ApiProblems('BAD_CURSOR')
  list(@CurrentPrincipal() p: Principal, @Query() q: ListNotificationsQuery): Promise<NotificationPageDto> {
    return this.inbox.page(p.userId, q, hasScope(p, 'games:read'));
  }

  @Post('notifications/:id/read')
  @HttpCode(204)
  @RequireScope('account:write')
  @ApiOperation({ summary: 'Mark one notification read' })
  @ApiParam({
    name: 'id',
    description: 'The notification’s id, as `GET /me/notifications` gives it (a decimal number in a string)',
    schema: { type: 'string', pattern: '^[0-9]{1,18}$', example: '4711' },
  })
  @ApiNoContentResponse()
  @ApiProblems('NOTIFICATION_NOT_FOUND')
  async read(@CurrentPrincipal() p: Principal, @Param('id') id: string): Promise<void> {
    await this.inbox.markRead(p.userId, id);
  }

  @Post('notifications/read-all')
  @HttpCode(204)
  @RequireScope('account:write')
  @ApiOperation({ summary: 'Mark every notification read, or every one about a game' })
  @ApiNoContentResponse()
  async readAll(@CurrentPrincipal() p: Principal, @Query() q: ReadAllNotificationsQuery): Promise<void> {
    await this.inbox.markAllRead(p.userId, q.gameId);
  }

  @Get('notification-settings')
  @RequireScope('account:read')
  @ApiOperation({
    summary: 'My email language, digest hour and zone, reminder points, per-kind delivery and muted games',
  })
  @ApiOkResponse({ type: NotificationSettingsDto })
  async getSettings(@CurrentPrincipal() p: Principal): Promise<NotificationSettingsDto> {
    return {
      ...(await this.settings.get(p.userId)),
      mutedGames: await this.settings.mutedGames(p.userId),
    } as NotificationSettingsDto;
  }

  @Patch('notification-settings')
  @RequireScope('account:write')
  @ApiOperation({ summary: 'Change some of my notification settings' })
  @ApiOkResponse({ type: NotificationSettingsDto })
  @ApiProblems('BAD_TIME_ZONE', 'UNKNOWN_NOTIFICATION_KIND', 'BAD_DELIVERY_MODE', 'QUIET_HOURS_EMPTY')
  async patchSettings(
    @CurrentPrincipal() p: Principal,
    @Body() body: UpdateNotificationSettingsDto,
  ): Promise<NotificationSettingsDto> {
    return {
      ...(await this.settings.update(p.userId, body)),
      mutedGames: await this.settings.mutedGames(p.userId),
    } as NotificationSettingsDto;
  }

  @Put('muted-games/:gameId')
  @HttpCode(204)
  @RequireScope('account:write')
  @ApiOperation({ summary: 'Mute a game: no emails about it (in-app notifications and webhooks stay)' })
  @ApiNoContentResponse()
  @ApiProblems('GAME_NOT_FOUND')
  async mute(@CurrentPrincipal() p: Principal, @Param('gameId', ParseUUIDPipe) gameId: string): Promise<void> {
    await this.settings.mute(p.userId, gameId, true);
  }

  @Delete('muted-games/:gameId')
  @HttpCode(204)
  @RequireScope('account:write')
  @ApiOperation({ summary: 'Unmute a game' })
  @ApiNoContentResponse()
  async unmute(@CurrentPrincipal() p: Principal, @Param('gameId', ParseUUIDPipe) gameId: string): Promise<void> {
    await this.settings.mute(p.userId, gameId, false);
  }
}
