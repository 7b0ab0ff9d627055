import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

/** A game event as the system lines report it: which one (seq, hash) and what it did. */
export interface ReportedEvent {
  readonly seq: number;
  readonly hash: string;
  readonly type: string;
  readonly payload: { effects?: unknown[]; reason?: string };
}

/**
 * The game events a negotiation's system lines report (`game_events`): those a change has just
 * written, to append their lines (SystemLines), and those a channel's lines name, to check each
 * line against the game's own chain (ChannelVerifier).
 */
@Injectable()
export class ReportedEventRepository {
  /** The events after seq `after`, up to `upTo`, in order: in the writing transaction, the change's own. */
  written(manager: EntityManager, gameId: string, after: number, upTo: number): Promise<ReportedEvent[]> {
    return preparedQuery<ReportedEvent>(
      manager,
      `SELECT seq, hash, type, payload FROM game_events WHERE game_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq`,
      [gameId, after, upTo],
    );
  }

  /** The events with these seqs (those the game has). */
  async named(manager: EntityManager, gameId: string, seqs: readonly number[]): Promise<ReportedEvent[]> {
    return manager.query(
      `SELECT seq, hash, type, payload FROM game_events WHERE game_id = $1 AND seq = ANY($2::int[])`,
      [gameId, seqs],
    );
  }
}
