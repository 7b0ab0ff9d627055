import { Module } from '@nestjs/common';
import { WebhookResolver } from './webhook-address-policy';
import { WebhookDeliveryRepository } from './webhook-delivery.repository';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhookRepository } from './webhook.repository';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

@Module({
  imports: [RateLimitModule],
  controllers: [WebhooksController],
  providers: [WebhookRepository, WebhookDeliveryRepository, WebhooksService, WebhookDispatcher, WebhookResolver],
  exports: [WebhookDispatcher],
})
export class WebhooksModule {}
