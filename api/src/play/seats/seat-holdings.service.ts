import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { toPlayerRef } from '../../identity/users/public-user.dto';
import type { SeatHoldingsDto } from './seat-holding.dto';
import { SeatHolderRepository } from './seat-holder.repository';
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
    private readonly holders: SeatHolderRepository,
  ) {}

  async list(gameId: string): Promise<SeatHoldingsDto> {
    const game = await this.games.find(this.db.manager, gameId);
    const order = this.engine.seats(game.variant);
    const rows = await this.holders.ofGame(this.db.manager, gameId);
    rows.sort((a, b) => a.since_seq - b.since_seq || order.indexOf(a.seat) - order.indexOf(b.seat));
    return {
      items: rows.map((r) => ({
        seat: r.seat,
        player: r.user_id
          ? toPlayerRef({ id: r.user_id, username: r.username!, displayName: r.display_name!, bot: r.bot })
          : null,
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
