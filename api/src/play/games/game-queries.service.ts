import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { GameDto, GamePageDto } from '../core/dto/game.dto';
import type { ListGamesQuery } from './list-games.query';
import { EngineAdapter } from '../core/engine.adapter';
import { decodeCursor, decodeEndedCursor, encodeCursor, encodeEndedCursor, type EndedCursor } from './game-cursor';
import type { GameListFilter, ListRow } from './game-list-query';
import { GameListRepository } from './game-list.repository';
import { presentGame } from '../core/game-presenter';
import { presentSummary } from './game-summaries';
import { GameSnapshotCache } from '../core/game-snapshot-cache';
import { GameRepository } from '../core/game.repository';

/** Reading games: one game from its snapshot, and the filtered, cursor-paged list. */
@Injectable()
export class GameQueriesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: GameRepository,
    private readonly engine: EngineAdapter,
    private readonly kept: GameSnapshotCache,
    private readonly gameList: GameListRepository,
  ) {}

  async get(gameId: string, callerId: string): Promise<GameDto> {
    const game = await this.store.find(this.db.manager, gameId);
    // A player who looks at the game and then moves starts the move from this read.
    this.kept.remember(game);
    return presentGame(game, this.engine.seats(game.variant), callerId);
  }

  /**
   * Ordered "my turn first, nearest deadline first", then by id, so the order is total and the
   * keyset cursor exact; read in two parts, each from an index in that order (game-list.repository.ts).
   */
  async list(query: ListGamesQuery, callerId: string): Promise<GamePageDto> {
    const limit = query.limit ?? 20;
    // Finished games have an order (and a cursor) of their own: newest first.
    const finished = query.status === 'finished';
    const cursor = query.cursor && !finished ? decodeCursor(query.cursor) : null;
    const endedAfter = query.cursor && finished ? decodeEndedCursor(query.cursor) : null;
    const m = this.db.manager;
    let playerId: string | undefined;
    if (query.player) {
      const id = await this.gameList.playerId(m, query.player);
      if (id === null) return { items: [], nextCursor: null };
      playerId = id;
    }
    const filter: GameListFilter = { ...query, callerId, playerId };
    if (finished) return this.finishedPage(query, filter, endedAfter);
    // One more row than the page holds tells whether another page follows.
    const keys: { turn: 0 | 1; row: ListRow }[] = [];
    const add = (turn: 0 | 1, rows: ListRow[]) => keys.push(...rows.map((row) => ({ turn, row })));
    const after = cursor && { deadline: cursor.deadline, id: cursor.id };
    if (!cursor || cursor.turn === 0) add(0, await this.gameList.myTurnPart(m, filter, after, limit + 1));
    if (keys.length <= limit)
      add(1, await this.gameList.otherGamesPart(m, filter, cursor?.turn === 1 ? after : null, limit + 1 - keys.length));

    const page = keys.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: await this.items(
        page.map((k) => k.row.id),
        query,
        callerId,
      ),
      nextCursor:
        keys.length > limit && last
          ? encodeCursor({
              turn: last.turn,
              deadline: last.row.deadline instanceof Date ? last.row.deadline.toISOString() : 'infinity',
              id: last.row.id,
            })
          : null,
    };
  }

  /** The finished games, newest first (ended, id), on their own keyset cursor. */
  private async finishedPage(
    query: ListGamesQuery,
    filter: GameListFilter,
    after: EndedCursor | null,
  ): Promise<GamePageDto> {
    const limit = query.limit ?? 20;
    const keys = await this.gameList.finished(this.db.manager, filter, after, limit + 1);
    const page = keys.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: await this.items(
        page.map((k) => k.id),
        query,
        filter.callerId,
      ),
      nextCursor: keys.length > limit && last ? encodeEndedCursor({ ended: last.ended, id: last.id }) : null,
    };
  }

  /** A page's items, in the order of `ids`. */
  private async items(ids: string[], query: ListGamesQuery, callerId: string): Promise<GamePageDto['items']> {
    const m = this.db.manager;
    const withPosition = query.include === 'position';
    const rows = await this.gameList.summaries(m, ids, withPosition);
    const drafted = await this.gameList.drafted(
      m,
      callerId,
      rows.map((r) => r.id),
    );
    return rows.map((r) =>
      presentSummary(
        r,
        { seatOrder: this.engine.seats(r.variant), defaultOptions: this.engine.defaultOptions(r.variant) },
        callerId,
        withPosition,
        drafted.has(r.id),
      ),
    );
  }
}
