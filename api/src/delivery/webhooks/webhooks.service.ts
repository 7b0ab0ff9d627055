import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { NOTIFICATION_KINDS } from '../../platform/outbox/notification-kind';
import { checkWebhookUrl, WebhookResolver } from './webhook-address-policy';
import type { CreatedWebhookDto, WebhookDeliveryDto, WebhookDeliveryPageDto, WebhookDto } from './webhook.dto';
import { newWebhookSecret } from './webhook-signature';

const MAX_WEBHOOKS = 10;
const KINDS = NOTIFICATION_KINDS.filter(
  (k) => !['email-verification', 'password-reset', 'account-exists', 'invitation-by-email', 'digest'].includes(k),
) as string[];

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
  ) {}

  async create(userId: string, url: string, kinds: string[] = []): Promise<CreatedWebhookDto> {
    const unknown = kinds.filter((k) => !KINDS.includes(k));
    if (unknown.length > 0)
      throw new DomainError(
        'UNKNOWN_NOTIFICATION_KIND',
        `Unknown kinds ${unknown.join(', ')}; kinds are ${KINDS.join(', ')}.`,
      );
    const checked = await checkWebhookUrl(url, this.config.webhooksAllowPrivate === true, this.resolver);
    const [{ count }] = await this.db.query(
      `SELECT count(*)::int AS count FROM webhooks WHERE user_id = $1 AND disabled_at IS NULL`,
      [userId],
    );
    if (count >= MAX_WEBHOOKS) throw new DomainError('WEBHOOK_LIMIT', `At most ${MAX_WEBHOOKS} webhooks per user.`);
    const secret = newWebhookSecret();
    const [row] = await this.db.query(
      `INSERT INTO webhooks (user_id, url, secret, kinds) VALUES ($1, $2, $3, $4) RETURNING id, created_at`,
      [userId, checked.toString(), secret, [...new Set(kinds)]],
    );
    return {
      id: row.id,
      url: checked.toString(),
      kinds: [...new Set(kinds)],
      createdAt: row.created_at.toISOString(),
      secret,
    };
  }

  async list(userId: string): Promise<WebhookDto[]> {
    const rows: { id: string; url: string; kinds: string[]; created_at: Date }[] = await this.db.query(
      `SELECT id, url, kinds, created_at FROM webhooks WHERE user_id = $1 AND disabled_at IS NULL ORDER BY created_at, id`,
      [userId],
    );
    return rows.map((r) => ({ id: r.id, url: r.url, kinds: r.kinds, createdAt: r.created_at.toISOString() }));
  }

  /** Stops deliveries at once; the log stays readable until the webhook row is gone. */
  async remove(userId: string, id: string): Promise<void> {
    const rows = await this.db.query(
      `UPDATE webhooks SET disabled_at = now() WHERE id = $1 AND user_id = $2 AND disabled_at IS NULL RETURNING id`,
      [id, userId],
    );
    if (rows[0].length === 0) throw new DomainError('WEBHOOK_NOT_FOUND', `No webhook ${id}.`);
  }

  async deliveries(userId: string, id: string, before?: number, limit = 20): Promise<WebhookDeliveryPageDto> {
    const [hook] = await this.db.query(`SELECT id FROM webhooks WHERE id = $1 AND user_id = $2`, [id, userId]);
    if (!hook) throw new DomainError('WEBHOOK_NOT_FOUND', `No webhook ${id}.`);
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT id, kind, body, attempts, last_status, last_error, created_at, delivered_at, failed_at, available_at
         FROM webhook_deliveries WHERE webhook_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
      [id, before ?? null, limit + 1],
    );
    const items: WebhookDeliveryDto[] = rows.slice(0, limit).map((r) => ({
      id: String(r.id),
      messageId: `msg_${r.id}`,
      kind: r.kind as string,
      body: r.body as Record<string, unknown>,
      attempts: r.attempts as number,
      state: r.delivered_at ? 'delivered' : r.failed_at ? 'failed' : 'pending',
      lastStatus: (r.last_status as number | null) ?? null,
      lastError: (r.last_error as string | null) ?? null,
      createdAt: (r.created_at as Date).toISOString(),
      deliveredAt: r.delivered_at ? (r.delivered_at as Date).toISOString() : null,
      nextAttemptAt: r.delivered_at || r.failed_at ? null : (r.available_at as Date).toISOString(),
    }));
    return { items, nextCursor: rows.length > limit ? items[items.length - 1].id : null };
  }
}
