import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { GameCoreModule } from '../core/game-core.module';
import { SeatsModule } from '../seats/seats.module';
import { GameClockEffect } from './game-clock.effect';
import { JobsService } from '../../platform/jobs/jobs.service';
import { GameClockController } from './game-clock.controller';
import { GameClocksService } from './game-clocks.service';
import { TimeoutSweeper } from './timeout-sweeper';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

export const TIMEOUT_QUEUE = 'clock-timeouts';

/**
 * Seat clocks, deadlines and time-outs. The sweeper runs as a pg-boss cron job every minute (one
 * job per minute across all instances) and can be run directly (`TimeoutSweeper.sweep`).
 */
@Module({
  imports: [GameCoreModule, SeatsModule, RateLimitModule],
  controllers: [GameClockController],
  providers: [GameClocksService, TimeoutSweeper, GameClockEffect],
  // The clock effect sets the seats' clocks of every change (api/src/game-change-effects.module.ts).
  exports: [GameClocksService, TimeoutSweeper, GameClockEffect],
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
