import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SeatHoldingDto, SeatHoldingsDto } from './seat-holding.dto';
import { EngineAdapter } from '../core/engine.adapter';
import { GameRepository } from '../core/game.repository';

/**
 * Reading who held each seat when (`seat_holders`). A game has a holding per seat and one more per
 * change of hands, so the whole list is short: one indexed read by the table's primary key.
 */
@Injectable()
export class SeatHoldingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly games: GameRepository,
    private readonly engine: EngineAdapter,
  ) {}

  async list(gameId: string): Promise<SeatHoldingsDto> {
    const game = await this.games.find(this.db.manager, gameId);
    const order = this.engine.seats(game.variant);
    const rows: {
      seat: string;
      user_id: string | null;
      username: string | null;
      display_name: string | null;
      computer: string | null;
      how: SeatHoldingDto['how'];
      since: Date;
      since_seq: number;
      until: Date | null;
      until_seq: number | null;
    }[] = await this.db.query(
      `SELECT h.seat, h.user_id, u.username, u.display_name, h.computer, h.how, h.since, h.since_seq, h.until, h.until_seq
         FROM seat_holders h LEFT JOIN users u ON u.id = h.user_id
        WHERE h.game_id = $1 ORDER BY h.since_seq`,
      [gameId],
    );
    rows.sort((a, b) => a.since_seq - b.since_seq || order.indexOf(a.seat) - order.indexOf(b.seat));
    return {
      items: rows.map((r) => ({
        seat: r.seat,
        player: r.user_id ? { id: r.user_id, username: r.username!, displayName: r.display_name! } : null,
        computer: r.computer,
        how: r.how,
        since: r.since.toISOString(),
        sinceSeq: r.since_seq,
        until: r.until?.toISOString() ?? null,
        untilSeq: r.until_seq,
      })),
    };
  }
}
