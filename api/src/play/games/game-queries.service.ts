import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';
import type { GameDto, GamePageDto } from '../core/dto/game.dto';
import type { ListGamesQuery } from './list-games.query';
import { EngineAdapter } from '../core/engine.adapter';
import { decodeCursor, encodeCursor } from './game-cursor';
import { type GameListFilter, type ListRow, myTurnPartSql, otherGamesPartSql, type Statement } from './game-list-query';
import { presentGame } from '../core/game-presenter';
import { presentSummary, readSummaries } from './game-summaries';
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
  ) {}

  async get(gameId: string, callerId: string): Promise<GameDto> {
    const game = await this.store.find(this.db.manager, gameId);
    // A player who looks at the game and then moves starts the move from this read.
    this.kept.remember(game);
    return presentGame(game, this.engine.seats(game.variant), callerId);
  }

  /**
   * Ordered "my turn first, nearest deadline first", then by id, so the order is total and the
   * keyset cursor exact; read in two parts, each from an index in that order (game-list-query.ts).
   */
  async list(query: ListGamesQuery, callerId: string): Promise<GamePageDto> {
    const limit = query.limit ?? 20;
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    let playerId: string | undefined;
    if (query.player) {
      const [user] = await preparedQuery<{ id: string }>(
        this.db.manager,
        `SELECT id FROM users WHERE lower(username) = lower($1)`,
        [query.player],
      );
      if (!user) return { items: [], nextCursor: null };
      playerId = user.id;
    }
    const filter: GameListFilter = { ...query, callerId, playerId };
    // One more row than the page holds tells whether another page follows.
    const keys: { turn: 0 | 1; row: ListRow }[] = [];
    const run = async (statement: Statement | null, turn: 0 | 1) => {
      if (!statement || keys.length > limit) return;
      // Unnamed statements, planned for the values at hand: a prepared statement's generic plan
      // assumes the average player's few games and would sort a long history.
      const rows: ListRow[] = await this.db.query(statement.text, statement.values);
      keys.push(...rows.map((row) => ({ turn, row })));
    };
    const after = cursor && { deadline: cursor.deadline, id: cursor.id };
    if (!cursor || cursor.turn === 0) await run(myTurnPartSql(filter, after, limit + 1), 0);
    await run(otherGamesPartSql(filter, cursor?.turn === 1 ? after : null, limit + 1 - keys.length), 1);

    const page = keys.slice(0, limit);
    const withPosition = query.include === 'position';
    const rows = await readSummaries(
      this.db.manager,
      page.map((k) => k.row.id),
      withPosition,
    );
    const last = page[page.length - 1];
    return {
      items: rows.map((r) =>
        presentSummary(
          r,
          { seatOrder: this.engine.seats(r.variant), defaultOptions: this.engine.defaultOptions(r.variant) },
          callerId,
          withPosition,
        ),
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
}
