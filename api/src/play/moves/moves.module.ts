import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { GameCoreModule } from '../core/game-core.module';
import { GamePlayController } from './game-play.controller';
import { GamePlayService } from './game-play.service';

/** Acting in a game: a half-move, a whole turn, an action (and a computer's, for its seats). */
@Module({
  imports: [GameCoreModule, RateLimitModule],
  controllers: [GamePlayController],
  providers: [GamePlayService],
  exports: [GamePlayService],
})
export class MovesModule {}
