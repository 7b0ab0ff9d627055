import { Module } from '@nestjs/common';
import { WebhookResolver } from './webhook-address-policy';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

@Module({
  imports: [RateLimitModule],
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhookDispatcher, WebhookResolver],
  exports: [WebhookDispatcher],
})
export class WebhooksModule {}
