import { Module } from '@nestjs/common';
import { LaddersModule } from '../ladders/ladders.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { AllianceRecorder } from './alliance-recorder';
import { AllianceRepository } from './alliance.repository';
import { AlliancesController } from './alliances.controller';
import { AlliancesService } from './alliances.service';

@Module({
  imports: [LaddersModule, RateLimitModule],
  controllers: [AlliancesController],
  providers: [AlliancesService, AllianceRecorder, AllianceRepository],
  // An effect of a game's change (api/src/game-change-effects.module.ts).
  exports: [AllianceRecorder],
})
export class AlliancesModule {}
