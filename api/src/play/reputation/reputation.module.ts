import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { GameCoreModule } from '../core/game-core.module';
import { SeatReputationsController } from './seat-reputations.controller';
import { SeatReputationsService } from './seat-reputations';

/**
 * Players' reputations where a game shows them: its seat list. The reader itself comes from above
 * (REPUTATION_READER, api/src/reputation.module.ts).
 */
@Module({
  imports: [GameCoreModule, RateLimitModule],
  controllers: [SeatReputationsController],
  providers: [SeatReputationsService],
})
export class SeatReputationsModule {}
