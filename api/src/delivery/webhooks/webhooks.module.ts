import { Module, type OnModuleInit } from '@nestjs/common';
import { AccountClosureListeners } from '../../identity/users/account-closure-listeners';
import { DataExportSections } from '../../identity/users/data-export-sections';
import { UsersModule } from '../../identity/users/users.module';
import { WebhookResolver } from './webhook-address-policy';
import { WebhookDeliveryRepository } from './webhook-delivery.repository';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhookRepository } from './webhook.repository';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

@Module({
  imports: [RateLimitModule, UsersModule],
  controllers: [WebhooksController],
  providers: [WebhookRepository, WebhookDeliveryRepository, WebhooksService, WebhookDispatcher, WebhookResolver],
  exports: [WebhookDispatcher],
})
export class WebhooksModule implements OnModuleInit {
  constructor(
    private readonly closures: AccountClosureListeners,
    private readonly webhooks: WebhookRepository,
    private readonly exports: DataExportSections,
    private readonly service: WebhooksService,
  ) {}

  /**
   * A closed account's webhooks go with it: nothing is delivered for it any more. The export
   * lists them as `GET /me/webhooks` does (their secrets never).
   */
  onModuleInit(): void {
    this.closures.register({ closing: (m, userId) => this.webhooks.deleteAllOf(m, userId) });
    this.exports.register({
      key: 'webhooks',
      order: 30,
      scope: 'account:read',
      value: ({ userId }) => this.service.list(userId),
    });
  }
}
