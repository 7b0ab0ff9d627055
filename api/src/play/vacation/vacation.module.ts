import { Module } from '@nestjs/common';
import { GameClocksModule } from '../clocks/game-clocks.module';
import { GameCoreModule } from '../core/game-core.module';
import { VacationsController } from './vacations.controller';
import { VacationsService } from './vacations.service';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

@Module({
  imports: [GameCoreModule, GameClocksModule, RateLimitModule],
  controllers: [VacationsController],
  providers: [VacationsService],
})
export class VacationModule {}
