import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
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
import { ApiPublic } from '../../platform/http/api-public.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { CreatedPushSubscriptionDto, CreatePushSubscriptionDto, PushKeyDto, PushSubscriptionDto } from './push.dto';
import { PushService } from './push.service';
import { VapidKeysService } from './vapid-keys';

// Public and unmetered, as the rules editions are: one constant any browser needs before it subscribes.
@ApiTags('push')
@ApiPublic()
@Controller('push')
export class PushKeyController {
  constructor(private readonly keys: VapidKeysService) {}

  @Get('key')
  @ApiOperation({ summary: "The server's VAPID public key, for PushManager.subscribe (applicationServerKey)" })
  @ApiOkResponse({ type: PushKeyDto })
  async key(): Promise<PushKeyDto> {
    return { publicKey: (await this.keys.get()).publicKey };
  }
}

@ApiTags('push')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('me/push-subscriptions')
export class PushSubscriptionsController {
  constructor(private readonly push: PushService) {}

  @Post()
  // A push carries what happened in my games (moves, messages) to the device.
  @RequireScope('account:write', 'games:read')
  @ApiOperation({
    summary: 'Subscribe a device to Web Push: my notifications (the kinds chosen in my settings) are pushed to it',
  })
  @ApiCreatedResponse({ type: CreatedPushSubscriptionDto })
  @ApiProblems('PUSH_SUBSCRIPTION_INVALID', 'PUSH_ENDPOINT_PRIVATE', 'PUSH_SUBSCRIPTION_LIMIT')
  create(
    @CurrentPrincipal() p: Principal,
    @Body() body: CreatePushSubscriptionDto,
  ): Promise<CreatedPushSubscriptionDto> {
    return this.push.subscribe(p.userId, body);
  }

  @Get()
  @RequireScope('account:read')
  @ApiOperation({ summary: 'My devices subscribed to Web Push' })
  @ApiOkResponse({ type: [PushSubscriptionDto] })
  list(@CurrentPrincipal() p: Principal): Promise<PushSubscriptionDto[]> {
    return this.push.list(p.userId);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireScope('account:write')
  @ApiOperation({ summary: 'Unsubscribe a device (pushes to it stop at once)' })
  @ApiNoContentResponse()
  @ApiProblems('PUSH_SUBSCRIPTION_NOT_FOUND')
  async remove(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.push.remove(p.userId, id);
  }
}
