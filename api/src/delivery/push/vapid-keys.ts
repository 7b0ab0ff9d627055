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

  /** Who runs this server, for the push services (the JWT's `sub`). */
  subject(): string {
    if (this.config.vapidSubject) return this.config.vapidSubject;
    const address = /<?([^\s<>]+@[^\s<>]+)>?\s*$/.exec(this.config.mailFrom)?.[1] ?? 'no-reply@entente.localhost';
    return `mailto:${address}`;
  }
}
