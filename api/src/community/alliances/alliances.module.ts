import { Module } from '@nestjs/common';
import { GamesModule } from '../../play/games/games.module';
import { LaddersModule } from '../ladders/ladders.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { AlliancesController } from './alliances.controller';
import { AlliancesService } from './alliances.service';

@Module({
  imports: [GamesModule, LaddersModule, RateLimitModule],
  controllers: [AlliancesController],
  providers: [AlliancesService],
})
export class AlliancesModule {}
