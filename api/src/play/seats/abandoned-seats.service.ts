import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../platform/time/clock';
import { type SeatClocks, settleClocks } from '../core/seat-clocks';
import { recordedPauses } from '../core/recorded-pauses';
import { DomainError } from '../../platform/errors/domain-error';
import type { Level } from '@entente/engine';
import { EngineAdapter } from '../core/engine.adapter';
import { GameChangeService } from '../core/game-change.service';
import { type GameRecord, userOfSeat } from '../core/game-record';
import { ClockRepository } from '../core/clock.repository';
import { GameRepository } from '../core/game.repository';
import { resignationChange } from '../core/resignation-change';
import { SeatHandoverService } from './seat-handover.service';

const RUNNING = new Set(['setup', 'active']);

/**
 * Seats whose person is gone, under the game's `abandoned` option (abandoned-option.ts): a
 * time-out (TimeoutSweeper) or a person leaving a running game. `computer` and `substitute` give
 * the seat to a computer player in one `seat-handed-over` event through the write path every
 * change takes (hash-chained, in the record of holders, a notice to the other parties, and the
 * computer-turn job when the computer must act); `substitute` also offers the seat to anyone in
 * the same event. A person may also hand their seat to a computer of their choice at any time.
 */
@Injectable()
export class AbandonedSeatsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly games: GameRepository,
    private readonly clocks: ClockRepository,
    private readonly changes: GameChangeService,
    private readonly engine: EngineAdapter,
    private readonly handover: SeatHandoverService,
  ) {}

  /**
   * A computer takes `seat` from its person, in the caller's transaction under the row lock: by the
   * game's option after a time-out or a departure, or by the holder's own hand-over. The seat gets a
   * whole allotment on its clock from now — the computer is its holder, not the one who ran out of
   * time — and, under `substitute`, stays offered to anyone until a person takes it over.
   */
  async computerTakes(
    m: EntityManager,
    game: GameRecord,
    seat: string,
    level: Level,
    how: 'timeout' | 'left' | 'hand-over',
    actorId: string | null,
  ): Promise<GameRecord> {
    const now = this.clock.now().getTime();
    if (game.toMove.includes(seat)) {
      const clocks = game.clocks as SeatClocks;
      const settled = settleClocks({
        timeControl: game.timeControl,
        // The seat starts afresh: no time used, a full bank for a bank clock, no reminders sent.
        clocks: { ...clocks, [seat]: {} },
        before: game.toMove.filter((s) => s !== seat),
        after: game.toMove,
        running: true,
        now,
        // A computer takes no vacations; the other seats keep the deadlines they had.
        pausesOf: (s) => (s === seat ? [] : recordedPauses(game, s)),
      });
      await this.clocks.set(m, game.id, settled);
    }
    const offer = how !== 'hand-over' && game.abandoned.mode === 'substitute';
    return this.handover.changeHands(m, game, seat, { computer: level }, how, actorId, { offer });
  }

  /**
   * The person holding `seat` leaves the running game (GameLobbyService.leave, in its transaction
   * under the row lock): under `resign` the seat resigns, as a time-out would make it; otherwise a
   * computer takes it as the game's option says.
   */
  async leave(m: EntityManager, locked: GameRecord, seat: string, userId: string): Promise<GameRecord> {
    const game = this.heldBy(locked, seat, userId);
    const abandoned = game.abandoned;
    if (abandoned.mode !== 'resign') return this.computerTakes(m, game, seat, abandoned.level, 'left', userId);
    const change = resignationChange(this.engine, game, [seat], { reason: 'resignation', userId }, this.clock.now());
    if (!change) throw new DomainError('GAME_OVER', `The game is ${game.status}.`);
    return this.changes.commit(m, game, change);
  }

  /** The holder hands their seat to a computer player of `level`, whatever the game's option. */
  async handToComputer(userId: string, gameId: string, seat: string, level: Level): Promise<GameRecord> {
    return this.db.transaction(async (m) => {
      const game = this.heldBy(await this.games.lock(m, gameId), seat, userId);
      return this.computerTakes(m, game, seat, level, 'hand-over', userId);
    });
  }

  private heldBy(game: GameRecord, seat: string, userId: string): GameRecord {
    if (!RUNNING.has(game.status))
      throw new DomainError(
        game.status === 'open' ? 'GAME_NOT_STARTED' : 'GAME_OVER',
        'A seat is handed to a computer only while its game runs.',
      );
    if (!game.seats.some((s) => s.seat === seat))
      throw new DomainError('UNKNOWN_SEAT', `${game.variant} has no seat ${seat}.`);
    if (userOfSeat(game, seat) !== userId) throw new DomainError('NOT_YOUR_SEAT', `You do not hold seat ${seat}.`);
    return game;
  }
}
