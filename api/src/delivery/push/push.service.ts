import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { DomainError } from '../../platform/errors/domain-error';
import { WebhookResolver } from '../webhooks/webhook-address-policy';
import { checkPushSubscription } from './push-endpoint';
import { PushSubscriptionRepository } from './push-subscription.repository';
import type { CreatePushSubscriptionDto, PushSubscriptionDto } from './push.dto';

/** Devices per account: a person's phones, tablets and browsers, with room to spare. */
export const PUSH_SUBSCRIPTION_LIMIT = 20;

/** A user's push subscriptions: checked, kept, listed, removed. */
@Injectable()
export class PushService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly resolver: WebhookResolver,
    private readonly subscriptions: PushSubscriptionRepository,
  ) {}

  async subscribe(userId: string, body: CreatePushSubscriptionDto): Promise<{ id: string }> {
    await checkPushSubscription(
      body.endpoint,
      body.keys.p256dh,
      body.keys.auth,
      this.config.pushAllowPrivate === true,
      this.resolver,
    );
    return this.db.transaction(async (m) => {
      // The user's row, locked, orders two subscriptions of one user: the limit holds under a race.
      await this.subscriptions.lockOwner(m, userId);
      const owned = (await this.subscriptions.list(m, userId)).some((s) => s.endpoint === body.endpoint);
      if (!owned && (await this.subscriptions.countOf(m, userId)) >= PUSH_SUBSCRIPTION_LIMIT)
        throw new DomainError(
          'PUSH_SUBSCRIPTION_LIMIT',
          `At most ${PUSH_SUBSCRIPTION_LIMIT} devices receive pushes; remove one first.`,
        );
      const row = await this.subscriptions.upsert(
        m,
        userId,
        body.endpoint,
        body.keys.p256dh,
        body.keys.auth,
        body.device ?? null,
      );
      await this.subscriptions.dropPendingOfOthers(m, row.id, userId);
      return { id: row.id };
    });
  }

  async list(userId: string): Promise<PushSubscriptionDto[]> {
    return (await this.subscriptions.list(this.db.manager, userId)).map((s) => ({
      id: s.id,
      endpoint: s.endpoint,
      device: s.device,
      createdAt: s.created_at.toISOString(),
    }));
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.subscriptions.remove(this.db.manager, userId, id)))
      throw new DomainError('PUSH_SUBSCRIPTION_NOT_FOUND', `You have no push subscription ${id}.`);
  }
}
