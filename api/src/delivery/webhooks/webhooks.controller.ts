import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
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
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import {
  CreatedWebhookDto,
  CreateWebhookDto,
  DeliveriesQuery,
  WebhookDeliveryPageDto,
  WebhookDto,
} from './webhook.dto';
import { WebhooksService } from './webhooks.service';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';

@ApiTags('webhooks')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('me/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  // A webhook carries every notification's payload, game data included.
  @RequireScope('account:write', 'games:read')
  @ApiOperation({
    summary:
      'Register a webhook: my notifications are POSTed there, signed (Standard Webhooks); the secret is shown once',
  })
  @ApiCreatedResponse({ type: CreatedWebhookDto })
  @ApiProblems('WEBHOOK_URL_INVALID', 'WEBHOOK_URL_PRIVATE', 'WEBHOOK_LIMIT', 'UNKNOWN_NOTIFICATION_KIND')
  create(@CurrentPrincipal() p: Principal, @Body() body: CreateWebhookDto): Promise<CreatedWebhookDto> {
    return this.webhooks.create(p.userId, body.url, body.kinds);
  }

  @Get()
  @RequireScope('account:read')
  @ApiOperation({ summary: 'My webhooks' })
  @ApiOkResponse({ type: [WebhookDto] })
  list(@CurrentPrincipal() p: Principal): Promise<WebhookDto[]> {
    return this.webhooks.list(p.userId);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireScope('account:write')
  @ApiOperation({ summary: 'Remove a webhook (deliveries stop at once)' })
  @ApiNoContentResponse()
  @ApiProblems('WEBHOOK_NOT_FOUND')
  async remove(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.webhooks.remove(p.userId, id);
  }

  @Get(':id/deliveries')
  // The deliveries' bodies are the notifications' payloads, game data included.
  @RequireScope('account:read', 'games:read')
  @ApiOperation({ summary: 'Delivery log of a webhook, newest first: attempts, last status, state' })
  @ApiOkResponse({ type: WebhookDeliveryPageDto })
  @ApiProblems('WEBHOOK_NOT_FOUND')
  deliveries(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() q: DeliveriesQuery,
  ): Promise<WebhookDeliveryPageDto> {
    return this.webhooks.deliveries(p.userId, id, q.before, q.limit);
  }
}
