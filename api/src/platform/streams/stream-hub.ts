import { BeforeApplicationShutdown, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';
import { PgListener } from '../jobs/pg-listener';
import type { SseConnection } from './sse-connection';
import { streamsOpen } from '../metrics/metrics';

type Wake = () => void;

/**
 * Fans PostgreSQL notifications out to this instance's open streams: `entente_game` (an event
 * appended to a game, by any instance), `entente_user` (an in-app notification for a user) and
 * `entente_message` (a line written to one of a game's channels: it names only the game, each
 * message stream then reads what its own viewer may read).
 * A wake-up carries no data the stream trusts: the stream reads what is new from the tables, so
 * a missed or merged NOTIFY costs nothing, and a reconnect of the LISTEN connection wakes all.
 */
@Injectable()
export class StreamHub implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly games = new Map<string, Set<Wake>>();
  private readonly users = new Map<string, Set<Wake>>();
  private readonly messages = new Map<string, Set<Wake>>();
  private readonly connections = new Set<SseConnection>();
  /** Open streams per user in this process: each holds a socket and a file descriptor. */
  private readonly perUser = new Map<string, number>();

  constructor(private readonly listener: PgListener) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listener.listen('entente_game', (payload) => this.fire(this.games, parse(payload).gameId));
    await this.listener.listen('entente_user', (payload) => this.fire(this.users, parse(payload).userId));
    await this.listener.listen('entente_message', (payload) => this.fire(this.messages, parse(payload).gameId));
    this.listener.onReconnect(() => {
      for (const map of [this.games, this.users, this.messages])
        for (const set of map.values()) for (const wake of set) wake();
    });
  }

  beforeApplicationShutdown(): void {
    for (const c of [...this.connections]) c.close();
  }

  /**
   * Counts a stream of the user before its response starts; past `limit` open streams of that user
   * in this process, 429 TOO_MANY_STREAMS (a user's streams could otherwise exhaust the process's
   * open files). Returns the release, to call once when the stream closes.
   */
  admit(userId: string, limit: number): () => void {
    const open = this.perUser.get(userId) ?? 0;
    if (open >= limit)
      throw new DomainError('TOO_MANY_STREAMS', `${open} streams of this user are open; close one first`);
    this.perUser.set(userId, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    };
  }

  /** Tracks an open stream (closed at shutdown); `release` (from admit) runs when it closes. */
  track(connection: SseConnection, release?: () => void): void {
    this.connections.add(connection);
    streamsOpen.inc();
    connection.onClose(() => {
      if (this.connections.delete(connection)) streamsOpen.dec();
      release?.();
    });
  }

  onGame(gameId: string, wake: Wake): () => void {
    return add(this.games, gameId, wake);
  }

  onUser(userId: string, wake: Wake): () => void {
    return add(this.users, userId, wake);
  }

  /** Wakes on every new line of any channel of the game (the message stream filters by viewer). */
  onMessages(gameId: string, wake: Wake): () => void {
    return add(this.messages, gameId, wake);
  }

  private fire(map: Map<string, Set<Wake>>, key: string | undefined): void {
    if (!key) return;
    for (const wake of map.get(key) ?? []) wake();
  }
}

function add(map: Map<string, Set<Wake>>, key: string, wake: Wake): () => void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(wake);
  return () => {
    set.delete(wake);
    if (set.size === 0) map.delete(key);
  };
}

function parse(payload: string): { gameId?: string; userId?: string } {
  try {
    return JSON.parse(payload) as { gameId?: string; userId?: string };
  } catch {
    return {};
  }
}
