import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { NewEvent } from '../events/event.repository';
import { EngineAdapter, type EngineStep } from '../games/engine.adapter';
import { dedupeNotifications, notificationsForStep } from '../games/game-notifications';
import { GameRepository } from '../games/game.repository';
import { GameChangeService } from '../games/game-change.service';
import { snapshotAfterStep } from '../games/step-snapshot';
import type { OutboxEntry } from '../outbox/outbox.repository';
import type { Action } from '../rules/core/action';
import type { GameView } from '../rules/core/view';
import { Clock } from './clock';
import { recordedDeadlines } from './recorded-pauses';

/**
 * Ends the turn of every seat whose deadline has passed, as the rules files say: a time-out is a
 * resignation (`resign` with reason `timeout`; in Coalition Chess the seat is eliminated and the
 * game goes on without it). Exactly once however many API instances sweep at the same time: each
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
    private readonly changes: GameChangeService,
    private readonly engine: EngineAdapter,
  ) {}

  /** Times out every overdue game (up to `limit`); returns how many seats were timed out. */
  async sweep(limit = 200): Promise<number> {
    const now = this.clock.now();
    const due: { id: string }[] = await this.db.query(
      `SELECT id FROM games WHERE status IN ('active', 'setup') AND deadline_at <= $1 ORDER BY deadline_at, id LIMIT $2`,
      [now, limit],
    );
    let count = 0;
    for (const { id } of due) {
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
        await m.query(`UPDATE games SET clocks = $2::jsonb, deadline_at = $3 WHERE id = $1`, [
          game.id,
          JSON.stringify(settled.clocks),
          settled.deadline === null ? null : new Date(settled.deadline),
        ]);
        return 0;
      }
      const expired = game.toMove.filter((seat) => {
        const d = settled.clocks[seat]?.deadline;
        return d ? Date.parse(d) <= now.getTime() : true;
      });

      const events: NewEvent[] = [];
      const notifications: OutboxEntry[] = [];
      let state = game.state as string;
      let before = game.view as GameView;
      let last: EngineStep | undefined;
      for (const seat of expired) {
        if (before.status !== 'active' && before.status !== 'setup') break;
        const action: Action = { type: 'resign', seat, reason: 'timeout' };
        [last] = this.engine.apply(game.variant, game.options, state, [action]);
        events.push({ type: 'resign', seat, userId: null, payload: { action, effects: last.effects } });
        // A game the clock ends says so in its result (reason `timeout`).
        notifications.push(
          ...notificationsForStep(game, before, last.view, last.effects, '', game.version + events.length),
        );
        state = last.state;
        before = last.view;
      }
      if (!last) return 0;
      await this.changes.commit(m, game, {
        events,
        snapshot: snapshotAfterStep(game, last, now),
        notifications: dedupeNotifications(notifications),
      });
      return events.length;
    });
  }
}
