import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

type Handler = (payload: string) => void;

/**
 * One dedicated PostgreSQL connection per API instance that LISTENs for the channels modules ask
 * for (`entente_outbox`, `entente_game`, `entente_user`, `entente_computer_turn`). NOTIFY is sent by triggers only when the
 * writing transaction commits, so a listener never sees a change that was rolled back. On a lost
 * connection it reconnects and tells subscribers (`onReconnect`) so they can catch up by reading.
 */
@Injectable()
export class PgListener implements OnApplicationShutdown {
  private readonly logger = new Logger(PgListener.name);
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly reconnectHandlers = new Set<() => void>();
  private client?: Client;
  /** The channels `client` LISTENs to. */
  private listening = new Set<string>();
  /**
   * The LISTEN statements, one after another: a Client runs one statement at a time, and modules
   * subscribe at once at boot. Queuing statements on a busy client is deprecated in pg 8 (pg 9
   * refuses it), so each waits here for the one before it.
   */
  private statements: Promise<unknown> = Promise.resolve();
  private connecting?: Promise<void>;
  private closed = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Subscribes to a channel; resolves once the LISTEN is in place. Returns the unsubscribe function. */
  async listen(channel: string, handler: Handler): Promise<() => void> {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    let set = this.handlers.get(channel);
    const fresh = !set;
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    await this.connect();
    if (fresh) await this.listenOn(channel);
    return () => set.delete(handler);
  }

  /** Whether the LISTEN connection is up (readiness; while down, streams wake only on reconnect). */
  get connected(): boolean {
    return this.client !== undefined;
  }

  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => this.reconnectHandlers.delete(handler);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.client || this.closed) return;
    if (!this.connecting) {
      this.connecting = this.open().finally(() => (this.connecting = undefined));
    }
    await this.connecting;
  }

  private async open(): Promise<void> {
    const client = new Client({
      connectionString: this.config.databaseUrl,
      application_name: 'entente-listen',
      // A reconnect to a database that does not answer gives up and is tried again later; TCP
      // keep-alives notice a connection whose server vanished without closing it.
      connectionTimeoutMillis: this.config.dbConnectTimeoutMs ?? 1000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (n) => {
      for (const h of this.handlers.get(n.channel) ?? []) {
        try {
          h(n.payload ?? '');
        } catch (error) {
          this.logger.error(`listener of ${n.channel} failed: ${(error as Error).message}`);
        }
      }
    });
    client.on('error', (error) => {
      this.logger.warn(`LISTEN connection lost: ${error.message}`);
      if (this.client === client) this.client = undefined;
      client.end().catch(() => undefined);
      if (!this.closed) setTimeout(() => void this.reopen(), 1000).unref();
    });
    await client.connect();
    const listening = new Set<string>();
    for (const channel of this.handlers.keys()) {
      await client.query(`LISTEN ${channel}`);
      listening.add(channel);
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.listening = listening;
  }

  /** LISTENs to `channel` on the open connection unless it already does (see `statements`). */
  private listenOn(channel: string): Promise<void> {
    const next = this.statements.then(async () => {
      const client = this.client;
      if (!client || this.listening.has(channel)) return;
      await client.query(`LISTEN ${channel}`);
      if (this.client === client) this.listening.add(channel);
    });
    this.statements = next.catch(() => undefined);
    return next;
  }

  private async reopen(): Promise<void> {
    try {
      await this.connect();
      for (const h of this.reconnectHandlers) h();
    } catch (error) {
      this.logger.warn(`LISTEN reconnect failed: ${(error as Error).message}`);
      if (!this.closed) setTimeout(() => void this.reopen(), 2000).unref();
    }
  }
}
