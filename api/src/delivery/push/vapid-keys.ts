import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import webpush from 'web-push';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { VapidKeysRepository } from './vapid-keys.repository';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/**
 * The server's VAPID key pair (RFC 8292): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, otherwise
 * one pair generated once and kept in the database, so every instance signs with the same key and
 * the browsers' subscriptions, bound to it, outlive restarts.
 */
@Injectable()
export class VapidKeysService {
  private keys?: Promise<VapidKeys>;
  private readonly signed = new Map<string, { header: Promise<string>; renewAt: number }>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly stored: VapidKeysRepository,
  ) {}

  get(): Promise<VapidKeys> {
    if (this.config.vapidKeys) return Promise.resolve(this.config.vapidKeys);
    this.keys ??= this.stored.keep(this.db.manager, webpush.generateVAPIDKeys()).catch((error: Error) => {
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }

  /**
   * The `Authorization: vapid t=…, k=…` header for a push service (its origin is the JWT's `aud`):
   * signed once per service for 12 hours and reused, not once per push (ES256 per push is most of
   * a push's CPU). Renewed an hour before it runs out; `now` in ms. The header is kept as a
   * promise from the first ask, so the hundred pushes of one batch that ask at once share one
   * signature rather than sign a hundred times in one turn of the loop.
   */
  authorization(endpoint: string, now: number): Promise<string> {
    const audience = new URL(endpoint).origin;
    const kept = this.signed.get(audience);
    if (kept && kept.renewAt > now) return kept.header;
    const header = this.get().then((keys) => {
      const { Authorization } = webpush.getVapidHeaders(
        audience,
        this.subject(),
        keys.publicKey,
        keys.privateKey,
        'aes128gcm',
        Math.floor(now / 1000) + 12 * 3600,
      ) as { Authorization: string };
      return Authorization;
    });
    if (this.signed.size > 1000) this.signed.clear();
    this.signed.set(audience, { header, renewAt: now + 11 * 3_600_000 });
    // A failure (the kept keys unreadable) is not kept: the next push asks again.
    header.catch(() => {
      if (this.signed.get(audience)?.header === header) this.signed.delete(audience);
    });
    return header;
  }

  /** Who runs this server, for the push services (the JWT's `sub`). */
  subject(): string {
    if (this.config.vapidSubject) return this.config.vapidSubject;
    const address = /<?([^\s<>]+@[^\s<>]+)>?\s*$/.exec(this.config.mailFrom)?.[1] ?? 'no-reply@entente.localhost';
    return `mailto:${address}`;
  }
}
