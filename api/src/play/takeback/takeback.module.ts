import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { GameCoreModule } from '../core/game-core.module';
import { EventsModule } from '../events/events.module';
import { TakebackController } from './takeback.controller';
import { TakebackService } from './takeback.service';

/** Moves taken back by consent: asked, accepted, declined, withdrawn. */
@Module({
  imports: [GameCoreModule, EventsModule, RateLimitModule],
  controllers: [TakebackController],
  providers: [TakebackService],
})
export class TakebackModule {}
