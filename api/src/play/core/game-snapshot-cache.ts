import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { GameRecord } from './game-record';

const DEFAULT_SIZE = 2000;

/**
 * The games this process last wrote or read, to start a half-move from without reading the game
 * again (the read was half of a half-move's CPU). A kept record is a starting point,
 * never an answer: the half-move's guarded write applies only while the game's stamp
 * (`games.touched`) is the record's, and the stamp changes with anything a read returns — events,
 * clocks, plans, seats, names, vacations (migrations/1796130000000-game-touched.ts). A record gone
 * stale (changed by another instance, a job, a person's new name) therefore writes nothing, and the
 * play service reads afresh; a refusal is always judged again on a fresh read. So nothing is ever
 * invalidated for correctness, instances share nothing, and the size only trades memory (about
 * 10 KB a game) for reads saved. Records are immutable values, handed out as they are.
 */
@Injectable()
export class GameSnapshotCache {
  private readonly games: LRUCache<string, GameRecord> | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const size = config.gameCacheSize ?? DEFAULT_SIZE;
    this.games = size > 0 ? new LRUCache({ max: size }) : null;
  }

  /** The game as this process last wrote or read it, if it is still kept. */
  get(id: string): GameRecord | undefined {
    return this.games?.get(id);
  }

  /** Keeps `game` as the latest record of it (a record older than the one kept is ignored). */
  remember(game: GameRecord): void {
    const kept = this.games?.get(game.id);
    if (kept && kept.touched > game.touched) return;
    this.games?.set(game.id, game);
  }

  forget(id: string): void {
    this.games?.delete(id);
  }
}
