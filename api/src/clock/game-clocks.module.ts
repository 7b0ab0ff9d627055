import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { GamesModule } from '../games/games.module';
import { GameWriter } from '../games/game-writer';
import { JobsService } from '../jobs/jobs.service';
import { OutboxModule } from '../outbox/outbox.module';
import { GameClockController } from './game-clock.controller';
import { GameClocksService } from './game-clocks.service';
import { TimeoutSweeper } from './timeout-sweeper';
import { VacationRepository } from './vacation.repository';

export const TIMEOUT_QUEUE = 'clock-timeouts';

/**
 * Seat clocks, deadlines and time-outs. The sweeper runs as a pg-boss cron job every minute (one
 * job per minute across all instances) and can be run directly (`TimeoutSweeper.sweep`).
 * GameWriter is provided here again (it is stateless) so the games module need not export it.
 */
@Module({
  imports: [GamesModule, EventsModule, OutboxModule],
  controllers: [GameClockController],
  providers: [GameClocksService, VacationRepository, TimeoutSweeper, GameWriter],
  exports: [GameClocksService, TimeoutSweeper],
})
export class GameClocksModule implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobsService,
    private readonly sweeper: TimeoutSweeper,
  ) {}

  onApplicationBootstrap(): void {
    void this.jobs.define({
      name: TIMEOUT_QUEUE,
      cron: '* * * * *',
      policy: 'singleton',
      handler: () => this.sweeper.sweep(),
    });
  }
}
