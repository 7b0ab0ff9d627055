import { Module, type OnModuleInit } from '@nestjs/common';
import { AccountClosureListeners } from '../../identity/users/account-closure-listeners';
import { DataExportSections } from '../../identity/users/data-export-sections';
import { UsersModule } from '../../identity/users/users.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { GamePresenceRepository } from '../streams/game-presence.repository';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { PushDeliveryRepository } from './push-delivery.repository';
import { PushEncryptionPool } from './push-encryption-pool';
import { PushQuietRepository } from './push-quiet.repository';
import { PushDispatcher } from './push-dispatcher';
import { PushSubscriptionRepository } from './push-subscription.repository';
import { PushKeyController, PushSubscriptionsController } from './push.controller';
import { PushService } from './push.service';
import { VapidKeysRepository } from './vapid-keys.repository';
import { VapidKeysService } from './vapid-keys';

/** Web Push: the VAPID key, the users' subscriptions and the dispatcher of the push deliveries. */
@Module({
  imports: [RateLimitModule, UsersModule, NotificationsModule, WebhooksModule],
  controllers: [PushKeyController, PushSubscriptionsController],
  providers: [
    VapidKeysRepository,
    VapidKeysService,
    PushSubscriptionRepository,
    PushDeliveryRepository,
    PushQuietRepository,
    PushService,
    PushDispatcher,
    PushEncryptionPool,
    GamePresenceRepository,
  ],
  exports: [PushDispatcher],
})
export class PushModule implements OnModuleInit {
  constructor(
    private readonly closures: AccountClosureListeners,
    private readonly subscriptions: PushSubscriptionRepository,
    private readonly exports: DataExportSections,
    private readonly service: PushService,
  ) {}

  /** A closed account's devices go with it; the export lists them as `GET /me/push-subscriptions` does. */
  onModuleInit(): void {
    this.closures.register({ closing: (m, userId) => this.subscriptions.deleteAllOf(m, userId) });
    this.exports.register({
      key: 'pushSubscriptions',
      order: 31,
      scope: 'account:read',
      value: ({ userId }) => this.service.list(userId),
    });
  }
}
