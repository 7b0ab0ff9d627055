import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { JobsService } from '../../platform/jobs/jobs.service';
import { PgListener } from '../../platform/jobs/pg-listener';
import { Clock } from '../../platform/time/clock';
import { LeasedDispatcher } from '../dispatch/leased-dispatcher';
import { retryAt } from '../dispatch/retry-backoff';
import { EmailComposer, type PushFacts } from '../notifications/email-composer';
import { GamePresenceRepository } from '../streams/game-presence.repository';
import { WebhookResolver } from '../webhooks/webhook-address-policy';
import { postWebhook } from '../webhooks/webhook-http';
import { aboutOf, deliveryOf, pushPayload, topicOf } from './push-message';
import { type PushDeliveryRow, PushDeliveryRepository } from './push-delivery.repository';
import { PushEncryptionPool } from './push-encryption-pool';
import { PushQuietRepository } from './push-quiet.repository';
import { PushSubscriptionRepository } from './push-subscription.repository';
import { heldUntil } from './quiet-hold';
import { VapidKeysService } from './vapid-keys';

export const PUSH_QUEUE = 'push-dispatch';
const TIMEOUT_MS = 10_000;

/**
 * Sends the push deliveries (RFC 8030), claimed as every dispatcher claims (LeasedDispatcher):
 * each composed from its outbox row in the reader's language (the email's facts and words),
 * encrypted to the subscription's keys (RFC 8291, aes128gcm) by web-push on worker threads
 * (PushEncryptionPool) and signed with the server's VAPID key (RFC 8292), then POSTed through the webhooks' connect-time address policy. A 2xx
 * is success; 404 and 410 mean the subscription is gone, and it is removed; 400, 403 and 413 are
 * not retried (the request itself is refused); anything else is retried with back-off.
 */
@Injectable()
export class PushDispatcher extends LeasedDispatcher<PushDeliveryRow> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    clock: Clock,
    jobs: JobsService,
    listener: PgListener,
    private readonly resolver: WebhookResolver,
    private readonly deliveries: PushDeliveryRepository,
    private readonly subscriptions: PushSubscriptionRepository,
    private readonly composer: EmailComposer,
    private readonly vapid: VapidKeysService,
    private readonly presence: GamePresenceRepository,
    private readonly quiet: PushQuietRepository,
    private readonly pool: PushEncryptionPool,
  ) {
    super({ name: 'push', queue: PUSH_QUEUE, claimers: 2, wakeOnReconnect: true }, clock, jobs, listener);
  }

  protected claim(now: Date, leaseUntil: Date): Promise<PushDeliveryRow[]> {
    return this.deliveries.claim(this.db.manager, now, leaseUntil);
  }

  protected nothingDue(): void {
    this.wakeAt(() => this.deliveries.nextDue(this.db.manager));
  }

  protected async deliver(claimed: PushDeliveryRow[]): Promise<void> {
    let decisions: Map<string, PushFacts>;
    let rows = claimed;
    try {
      // Quiet hours: a push made in them waits on its row until they end (see quiet-hold.ts).
      rows = await this.holdQuiet(claimed);
      if (rows.length === 0) return;
      // Quiet by design: nothing buzzes about a game its player is looking at (the in-app
      // notification stays); such a push is settled as skipped, not retried.
      const atGame = rows.filter((r) => r.outbox.user_id && r.outbox.game_id);
      const present = await this.presence.present(
        this.db.manager,
        atGame.map((r) => ({ userId: r.outbox.user_id as string, gameId: r.outbox.game_id as string })),
        this.clock.now(),
      );
      const seen = rows.filter((r) => present.has(`${r.outbox.user_id}:${r.outbox.game_id}`));
      if (seen.length > 0) {
        await this.deliveries.delivered(
          this.db.manager,
          seen.map((r) => r.id),
          this.clock.now(),
          'present',
          null,
        );
        rows = rows.filter((r) => !seen.includes(r));
      }
      if (rows.length === 0) return;
      // One composition per outbox row, however many devices it goes to.
      const outbox = [...new Map(rows.map((r) => [r.outbox.id, r.outbox])).values()];
      decisions = await this.composer.composePush(this.db.manager, outbox);
    } catch (error) {
      await Promise.all(rows.map((r) => this.failed(r, null, (error as Error).message, false)));
      return;
    }
    const skipped = new Map<string, string[]>();
    const sent = new Map<number, string[]>();
    await Promise.all(
      rows.map((row) => {
        const d = decisions.get(row.outbox.id);
        if (d && 'skip' in d) {
          skipped.set(d.skip, [...(skipped.get(d.skip) ?? []), row.id]);
          return undefined;
        }
        if (!d) return this.failed(row, null, 'no decision', false);
        return this.send(row, d).then((status) => {
          if (status !== undefined) sent.set(status, [...(sent.get(status) ?? []), row.id]);
        });
      }),
    );
    const at = this.clock.now();
    // Marked per batch, one statement per answer, rather than one per push.
    for (const [status, ids] of sent) await this.deliveries.delivered(this.db.manager, ids, at, 'sent', status);
    for (const [status, ids] of skipped) await this.deliveries.delivered(this.db.manager, ids, at, status, null);
  }

  /** The rows to send now; the others are put back, due when their quiet hours end. */
  private async holdQuiet(claimed: PushDeliveryRow[]): Promise<PushDeliveryRow[]> {
    const userIds = [...new Set(claimed.map((r) => r.outbox.user_id).filter((u): u is string => !!u))];
    const quiet = await this.quiet.quietOf(this.db.manager, userIds);
    if (quiet.size === 0) return claimed;
    const now = this.clock.now().getTime();
    const held = new Map<number, string[]>();
    const send: PushDeliveryRow[] = [];
    for (const row of claimed) {
      const q = row.outbox.user_id ? quiet.get(row.outbox.user_id) : undefined;
      const until = q ? heldUntil(row.outbox, now, q.quiet, q.timeZone) : null;
      if (until === null) send.push(row);
      else held.set(until, [...(held.get(until) ?? []), row.id]);
    }
    for (const [until, ids] of held) await this.quiet.hold(this.db.manager, ids, new Date(until));
    if (held.size > 0) this.wakeAt(() => this.deliveries.nextDue(this.db.manager));
    return send;
  }

  /** The push service's 2xx when it took the push (the caller marks it sent); else settled here. */
  private async send(row: PushDeliveryRow, d: Exclude<PushFacts, { skip: unknown }>): Promise<number | undefined> {
    const o = row.outbox;
    const payload = pushPayload(
      o.kind,
      d.language,
      d.facts,
      o.game_id,
      d.facts.link ?? `${this.config.publicUrl}/games`,
      aboutOf(o.payload),
    );
    const { ttlSeconds, urgency } = deliveryOf(o.kind);
    let status: number | null = null;
    try {
      // The JWT's expiry is read by the push service against its wall clock, not the game clock.
      const authorization = await this.vapid.authorization(row.endpoint, Date.now());
      // The encryption (a millisecond or two of CPU each) runs on the pool's threads, not the loop.
      const request = await this.pool.encrypt({
        subscription: { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        payload: JSON.stringify(payload),
        options: {
          headers: { Authorization: authorization },
          TTL: ttlSeconds,
          urgency,
          topic: topicOf(payload.tag),
          contentEncoding: 'aes128gcm',
        },
      });
      status = await postWebhook(row.endpoint, {
        headers: { ...request.headers, 'user-agent': 'Entente-Push/1' },
        body: request.body,
        timeoutMs: TIMEOUT_MS,
        allowPrivate: this.config.pushAllowPrivate === true,
        resolver: this.resolver,
      });
    } catch (e) {
      await this.failed(row, null, (e as Error).message, false);
      return undefined;
    }
    if (status >= 200 && status <= 299) return status;
    if (status === 404 || status === 410) {
      this.logger.log(`push subscription ${row.subscription_id} is gone (HTTP ${status}): removed`);
      await this.subscriptions.removeGone(this.db.manager, row.subscription_id);
      return undefined;
    }
    await this.failed(row, status, `HTTP ${status}`, status === 400 || status === 403 || status === 413);
    return undefined;
  }

  private async failed(row: PushDeliveryRow, status: number | null, error: string, final: boolean): Promise<void> {
    const at = this.clock.now();
    await this.deliveries.failed(
      this.db.manager,
      row.id,
      retryAt(row.attempts, at),
      status,
      error.slice(0, 500),
      at,
      final,
    );
    this.wakeAt(() => this.deliveries.nextDue(this.db.manager));
  }
}
