import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/time/clock';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { JobsService } from '../../platform/jobs/jobs.service';
import { PgListener } from '../../platform/jobs/pg-listener';
import { LeasedDispatcher } from '../dispatch/leased-dispatcher';
import { retryAt } from '../dispatch/retry-backoff';
import { WebhookResolver } from './webhook-address-policy';
import { type DeliveryRow, WebhookDeliveryRepository } from './webhook-delivery.repository';
import { postWebhook } from './webhook-http';
import { signWebhook } from './webhook-signature';

export const WEBHOOK_QUEUE = 'webhook-dispatch';
const TIMEOUT_MS = 10_000;

/**
 * POSTs webhook deliveries as signed JSON (Standard Webhooks headers), claimed as the email
 * outbox is (LeasedDispatcher): the same `webhook-id` on every attempt so the receiver can drop
 * duplicates. A 2xx answer is success; anything else (a redirect included, since redirects are not
 * followed) is retried.
 */
@Injectable()
export class WebhookDispatcher extends LeasedDispatcher<DeliveryRow> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    clock: Clock,
    jobs: JobsService,
    listener: PgListener,
    private readonly resolver: WebhookResolver,
    private readonly deliveries: WebhookDeliveryRepository,
  ) {
    super({ name: 'webhook', queue: WEBHOOK_QUEUE, claimers: 1, wakeOnReconnect: false }, clock, jobs, listener);
  }

  protected claim(now: Date, leaseUntil: Date): Promise<DeliveryRow[]> {
    return this.deliveries.claim(this.db.manager, now, leaseUntil);
  }

  protected async deliver(rows: DeliveryRow[]): Promise<void> {
    await Promise.all(rows.map((row) => this.deliverOne(row)));
  }

  private async deliverOne(row: DeliveryRow): Promise<void> {
    const body = JSON.stringify(row.body);
    const id = `msg_${row.id}`;
    const timestamp = Math.floor(this.clock.now().getTime() / 1000);
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await postWebhook(row.url, {
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Entente-Webhooks/1',
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(row.secret, id, timestamp, body),
        },
        body,
        timeoutMs: TIMEOUT_MS,
        allowPrivate: this.config.webhooksAllowPrivate === true,
        resolver: this.resolver,
      });
      if (status < 200 || status > 299) error = `HTTP ${status}`;
    } catch (e) {
      error = (e as Error).message.slice(0, 500);
    }
    const at = this.clock.now();
    if (!error) {
      await this.deliveries.delivered(this.db.manager, row.id, at, status);
      return;
    }
    await this.deliveries.failed(this.db.manager, row.id, retryAt(row.attempts, at), status, error, at);
  }
}
