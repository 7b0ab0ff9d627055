import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/time/clock';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { JobsService } from '../../platform/jobs/jobs.service';
import { PgListener } from '../../platform/jobs/pg-listener';
import { CoalescedWake, DrainLoop, NOTIFY_COALESCE_MS } from '../notifications/drain-loop';
import { retryDelayMs } from '../notifications/retry-backoff';
import { WebhookResolver } from './webhook-address-policy';
import { type DeliveryRow, WebhookDeliveryRepository } from './webhook-delivery.repository';
import { postWebhook } from './webhook-http';
import { signWebhook } from './webhook-signature';

export const WEBHOOK_QUEUE = 'webhook-dispatch';
const LEASE_MS = 120_000;
const TIMEOUT_MS = 10_000;

/**
 * POSTs webhook deliveries as signed JSON (Standard Webhooks headers). Same claiming as the email
 * outbox: leased batches, retries with back-off, the same `webhook-id` on every attempt so the
 * receiver can drop duplicates. A 2xx answer is success; anything else (a redirect included, since
 * redirects are not followed) is retried.
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WebhookDispatcher.name);
  private readonly loop = new DrainLoop(() => this.batch());
  private readonly notified = new CoalescedWake(NOTIFY_COALESCE_MS, () => this.wake());
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly jobs: JobsService,
    private readonly listener: PgListener,
    private readonly resolver: WebhookResolver,
    private readonly deliveries: WebhookDeliveryRepository,
  ) {}

  onApplicationBootstrap(): void {
    void this.listener
      .listen('entente_outbox', () => this.notified.request())
      .then(
        () => this.wake(),
        (error: Error) => this.logger.error(`entente_outbox: LISTEN failed: ${error.message}`),
      );
    void this.jobs.define({ name: WEBHOOK_QUEUE, cron: '* * * * *', handler: () => this.drain() });
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.notified.cancel();
    await this.loop.idle();
  }

  drain(): Promise<number> {
    return this.loop.request();
  }

  private wake(): void {
    if (this.stopped) return;
    this.drain().catch((error: Error) => this.logger.error(`webhook drain failed: ${error.message}`));
  }

  private async batch(): Promise<number> {
    if (this.stopped) return 0;
    const now = this.clock.now();
    const rows = await this.deliveries.claim(this.db.manager, now, new Date(now.getTime() + LEASE_MS));
    await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }

  private async deliver(row: DeliveryRow): Promise<void> {
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
    const next = new Date(at.getTime() + retryDelayMs(row.attempts));
    await this.deliveries.failed(this.db.manager, row.id, next, status, error, at);
  }
}
