import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { USER_KINDS } from '../../platform/outbox/notification-kind';
import { checkWebhookUrl, WebhookResolver } from './webhook-address-policy';
import type { CreatedWebhookDto, WebhookDeliveryDto, WebhookDeliveryPageDto, WebhookDto } from './webhook.dto';
import { newWebhookSecret } from './webhook-signature';
import { WebhookDeliveryRepository } from './webhook-delivery.repository';
import { WebhookRepository } from './webhook.repository';

const MAX_WEBHOOKS = 10;
const KINDS: readonly string[] = USER_KINDS;

/**
 * A user's webhooks. The secret is kept as is (it must sign every delivery) and shown once; the
 * deliveries are created by the outbox trigger in the transaction of the change they report.
 */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly resolver: WebhookResolver,
    private readonly webhooks: WebhookRepository,
    private readonly deliveryLog: WebhookDeliveryRepository,
  ) {}

  async create(userId: string, url: string, kinds: string[] = []): Promise<CreatedWebhookDto> {
    const unknown = kinds.filter((k) => !KINDS.includes(k));
    if (unknown.length > 0)
      throw new DomainError(
        'UNKNOWN_NOTIFICATION_KIND',
        `Unknown kinds ${unknown.join(', ')}; kinds are ${KINDS.join(', ')}.`,
      );
    const checked = await checkWebhookUrl(url, this.config.webhooksAllowPrivate === true, this.resolver);
    if ((await this.webhooks.countActive(this.db.manager, userId)) >= MAX_WEBHOOKS)
      throw new DomainError('WEBHOOK_LIMIT', `At most ${MAX_WEBHOOKS} webhooks per user.`);
    const secret = newWebhookSecret();
    const row = await this.webhooks.insert(this.db.manager, userId, checked.toString(), secret, [...new Set(kinds)]);
    return {
      id: row.id,
      url: checked.toString(),
      kinds: [...new Set(kinds)],
      createdAt: row.created_at.toISOString(),
      secret,
    };
  }

  async list(userId: string): Promise<WebhookDto[]> {
    const rows = await this.webhooks.listActive(this.db.manager, userId);
    return rows.map((r) => ({ id: r.id, url: r.url, kinds: r.kinds, createdAt: r.created_at.toISOString() }));
  }

  /** Stops deliveries at once; the log stays readable until the webhook row is gone. */
  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.webhooks.disable(this.db.manager, userId, id)))
      throw new DomainError('WEBHOOK_NOT_FOUND', `No webhook ${id}.`);
  }

  async deliveries(userId: string, id: string, before?: number, limit = 20): Promise<WebhookDeliveryPageDto> {
    if (!(await this.webhooks.owns(this.db.manager, userId, id)))
      throw new DomainError('WEBHOOK_NOT_FOUND', `No webhook ${id}.`);
    const rows = await this.deliveryLog.page(this.db.manager, id, before ?? null, limit);
    const items: WebhookDeliveryDto[] = rows.slice(0, limit).map((r) => ({
      id: String(r.id),
      messageId: `msg_${r.id}`,
      kind: r.kind,
      body: r.body,
      attempts: r.attempts,
      state: r.delivered_at ? 'delivered' : r.failed_at ? 'failed' : 'pending',
      lastStatus: r.last_status ?? null,
      lastError: r.last_error ?? null,
      createdAt: r.created_at.toISOString(),
      deliveredAt: r.delivered_at ? r.delivered_at.toISOString() : null,
      nextAttemptAt: r.delivered_at || r.failed_at ? null : r.available_at.toISOString(),
    }));
    return { items, nextCursor: rows.length > limit ? items[items.length - 1].id : null };
  }
}
