import { Module } from '@nestjs/common';
import { registerErrorCodes } from '../common/error-codes';
import { WebhookResolver } from './webhook-address-policy';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

registerErrorCodes({
  WEBHOOK_URL_INVALID: 400,
  WEBHOOK_URL_PRIVATE: 422,
  WEBHOOK_LIMIT: 409,
  WEBHOOK_NOT_FOUND: 404,
});

@Module({
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhookDispatcher, WebhookResolver],
  exports: [WebhookDispatcher],
})
export class WebhooksModule {}
