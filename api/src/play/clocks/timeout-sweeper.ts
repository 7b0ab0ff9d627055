import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AbandonedSeatsService } from '../seats/abandoned-seats.service';
import { EngineAdapter } from '../core/engine.adapter';
import { userOfSeat } from '../core/game-record';
import { ClockRepository } from '../core/clock.repository';
import { GameRepository } from '../core/game.repository';
import { GameChangeService } from '../core/game-change.service';
import { resignationChange } from '../core/resignation-change';
import { Clock } from '../../platform/time/clock';
import { recordedDeadlines } from '../core/recorded-pauses';

/**
 * Ends the turn of every seat whose deadline has passed. As the rules files say, a time-out is a
 * resignation (`resign` with reason `timeout`; in Coalition Chess the seat is eliminated and the
 * game goes on without it) — unless the game's `abandoned` option gives the seat to a computer
 * (`computer`, `substitute`: AbandonedSeatsService), which then plays on with a fresh clock. Exactly once however many API instances sweep at the same time: each
 * game is re-read under its row lock and timed out only if its deadline is still past, so a second
 * sweeper finds the game already changed and does nothing.
 */
@Injectable()
export class TimeoutSweeper {
  private readonly logger = new Logger(TimeoutSweeper.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly games: GameRepository,
    private readonly clocks: ClockRepository,
    private readonly changes: GameChangeService,
    private readonly engine: EngineAdapter,
    private readonly abandoned: AbandonedSeatsService,
  ) {}

  /** Times out every overdue game (up to `limit`); returns how many seats were timed out. */
  async sweep(limit = 200): Promise<number> {
    const now = this.clock.now();
    const due = await this.clocks.overdue(this.db.manager, now, limit);
    let count = 0;
    for (const id of due) {
      try {
        count += await this.timeOut(id, now);
      } catch (error) {
        this.logger.error(`time-out of game ${id} failed: ${(error as Error).message}`);
      }
    }
    return count;
  }

  private async timeOut(gameId: string, now: Date): Promise<number> {
    return this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      if ((game.status !== 'active' && game.status !== 'setup') || !game.deadlineAt || game.deadlineAt > now) return 0;
      // A half-move's write does not lock against vacation changes, so a vacation entered while
      // the move was in flight can be missing from the deadline it stored. Judge by the vacations
      // as recorded now: nobody times out during a vacation they had entered in time.
      const settled = recordedDeadlines(game);
      if (settled.deadline === null || settled.deadline > now.getTime()) {
        await this.clocks.set(m, game.id, settled);
        return 0;
      }
      const expired = game.toMove.filter((seat) => {
        const d = settled.clocks[seat]?.deadline;
        return d ? Date.parse(d) <= now.getTime() : true;
      });
      // Under `computer` and `substitute` a computer takes each seat whose person ran out of time;
      // a seat a computer already plays (its job failed for longer than a deadline) resigns.
      let current = game;
      const abandoned = game.abandoned;
      let count = 0;
      if (abandoned.mode !== 'resign')
        for (const seat of expired) {
          if (userOfSeat(current, seat) === null) continue;
          current = await this.abandoned.computerTakes(m, current, seat, abandoned.level, 'timeout', null);
          count++;
        }
      const resigning = expired.filter((seat) => abandoned.mode === 'resign' || userOfSeat(game, seat) === null);
      const change = resignationChange(this.engine, current, resigning, { reason: 'timeout' }, now);
      if (!change) return count;
      await this.changes.commit(m, current, change);
      return count + change.events.length;
    });
  }
}
