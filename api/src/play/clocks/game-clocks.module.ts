import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { JobsService } from '../../platform/jobs/jobs.service';
import { GameClockController } from './game-clock.controller';
import { GameClocksService } from './game-clocks.service';
import { TimeoutSweeper } from './timeout-sweeper';
import { VacationRepository } from '../core/vacation.repository';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

export const TIMEOUT_QUEUE = 'clock-timeouts';

/**
 * Seat clocks, deadlines and time-outs. The sweeper runs as a pg-boss cron job every minute (one
 * job per minute across all instances) and can be run directly (`TimeoutSweeper.sweep`).
 */
@Module({
  imports: [GamesModule, RateLimitModule],
  controllers: [GameClockController],
  providers: [GameClocksService, VacationRepository, TimeoutSweeper],
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
