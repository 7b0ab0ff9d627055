import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Events read at once by a game's stream. */
export const EVENTS_PAGE = 500;

/** A game event as its stream sends it. */
export interface StreamEventRow {
  seq: number;
  type: string;
  seat: string | null;
  user_id: string | null;
  payload: unknown;
  created_at: Date;
  prev_hash: string;
  hash: string;
}

/** What a game's live stream reads: the game (`games`) and its events after a seq (`game_events`). */
@Injectable()
export class GameStreamRepository {
  async gameExists(manager: EntityManager, gameId: string): Promise<boolean> {
    const [game] = await manager.query(`SELECT id FROM games WHERE id = $1`, [gameId]);
    return !!game;
  }

  /** The game's version: the seq of its last event. */
  async version(manager: EntityManager, gameId: string): Promise<number> {
    return (await manager.query(`SELECT version FROM games WHERE id = $1`, [gameId]))[0].version as number;
  }

  /** The events after `seq`, in order, at most EVENTS_PAGE of them. */
  eventsAfter(manager: EntityManager, gameId: string, seq: number): Promise<StreamEventRow[]> {
    return manager.query(
      `SELECT seq, type, seat, user_id, payload, created_at, prev_hash, hash FROM game_events WHERE game_id = $1 AND seq > $2 ORDER BY seq LIMIT ${EVENTS_PAGE}`,
      [gameId, seq],
    );
  }
}
