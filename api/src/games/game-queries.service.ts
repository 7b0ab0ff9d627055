import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { GameDto, GamePageDto } from './dto/game.dto';
import type { ListGamesQuery } from './dto/list-games.query';
import { EngineAdapter } from './engine.adapter';
import { decodeCursor, encodeCursor } from './game-cursor';
import { presentGame } from './game-presenter';
import { GameRepository } from './game.repository';

const STATUS_GROUPS: Record<string, string[]> = {
  open: ['open'],
  active: ['setup', 'active'],
  finished: ['finished', 'aborted'],
};

/** Reading games: one game from its snapshot, and the filtered, cursor-paged list. */
@Injectable()
export class GameQueriesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: GameRepository,
    private readonly engine: EngineAdapter,
  ) {}

  async get(gameId: string, callerId: string): Promise<GameDto> {
    const game = await this.store.find(this.db.manager, gameId);
    return presentGame(game, this.engine.seats(game.variant), callerId);
  }

  /**
   * Ordered "my turn first, nearest deadline first" (then by id, so the order is total and the
   * keyset cursor exact). The sort key is computed in a subquery so the cursor compares it as a row.
   */
  async list(query: ListGamesQuery, callerId: string): Promise<GamePageDto> {
    const limit = query.limit ?? 20;
    const params: unknown[] = [callerId];
    const where: string[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.mine) where.push(`EXISTS (SELECT 1 FROM game_seats s WHERE s.game_id = g.id AND s.user_id = $1)`);
    if (query.status) where.push(`g.status = ANY(${param(STATUS_GROUPS[query.status])}::text[])`);
    if (query.variant) where.push(`g.variant = ${param(query.variant)}`);
    if (query.player) {
      where.push(`EXISTS (SELECT 1 FROM game_seats s JOIN users u ON u.id = s.user_id
                   WHERE s.game_id = g.id AND s.state = 'taken' AND lower(u.username) = lower(${param(query.player)}))`);
    }
    const myTurn = `(g.status IN ('setup', 'active') AND EXISTS (SELECT 1 FROM game_seats s
                     WHERE s.game_id = g.id AND s.user_id = $1 AND s.state = 'taken' AND s.seat = ANY(g.to_move)))`;
    if (query.myTurn) where.push(myTurn);
    let after = '';
    if (query.cursor) {
      const c = decodeCursor(query.cursor);
      after = `WHERE (k.turn, k.deadline, k.id) > (${param(c.turn)}::int, ${param(c.deadline)}::timestamptz, ${param(c.id)}::uuid)`;
    }
    const rows: { id: string; turn: number; deadline: Date | string }[] = await this.db.query(
      `SELECT k.id, k.turn, k.deadline FROM (
         SELECT g.id, CASE WHEN ${myTurn} THEN 0 ELSE 1 END AS turn, coalesce(g.deadline_at, 'infinity'::timestamptz) AS deadline
           FROM games g ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ) k ${after}
       ORDER BY k.turn, k.deadline, k.id LIMIT ${param(limit + 1)}`,
      params,
    );
    const page = rows.slice(0, limit);
    const games = await this.store.findMany(
      this.db.manager,
      page.map((r) => r.id),
    );
    const last = page[page.length - 1];
    return {
      items: games.map((g) => presentGame(g, this.engine.seats(g.variant), callerId)),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({
              turn: last.turn as 0 | 1,
              deadline: last.deadline instanceof Date ? last.deadline.toISOString() : 'infinity',
              id: last.id,
            })
          : null,
    };
  }
}
