import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SseConnection } from '../../platform/streams/sse-connection';
import { Clock } from '../../platform/time/clock';
import { GamePresenceRepository } from './game-presence.repository';

/** How long a presence lasts unless its stream refreshes it (a crashed instance's rows lapse). */
const PRESENCE_TTL_MS = 90_000;

/**
 * A reader's presence at a game while a stream with `present=true` lasts, which keeps pushes about
 * that game from the reader's devices (the push dispatcher asks the repository).
 */
@Injectable()
export class GamePresence {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly presence: GamePresenceRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Records the presence for as long as `conn` is open: refreshed well within its expiry, removed
   * on close. A failed write only means a push is sent after all.
   */
  keep(conn: SseConnection, userId: string, gameId: string): void {
    const connectionId = randomUUID();
    // Writes in order, so a close's removal never overtakes the first mark.
    let chain: Promise<void> = Promise.resolve();
    const then = (write: () => Promise<void>) => (chain = chain.then(write).catch(() => undefined));
    const mark = () =>
      then(() => {
        const now = this.clock.now();
        const until = new Date(now.getTime() + PRESENCE_TTL_MS);
        return this.presence.mark(this.db.manager, connectionId, userId, gameId, now, until);
      });
    mark();
    const refresh = setInterval(mark, PRESENCE_TTL_MS / 3).unref();
    conn.onClose(() => {
      clearInterval(refresh);
      then(() => this.presence.leave(this.db.manager, connectionId));
    });
  }
}
