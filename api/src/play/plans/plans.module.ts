import { Module } from '@nestjs/common';
import { registerErrorCodes } from '../../platform/errors/error-codes';
import { GamesModule } from '../games/games.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { PLAN_ERRORS } from './plan-errors';
import { PlansController } from './plans.controller';
import { PlansService } from './plans.service';

registerErrorCodes(PLAN_ERRORS);

/**
 * Conditional turns: a player's plan in a game, its routes and use cases. The plan effect that
 * plays it (PlannedAnswerEffect) and the plans' repository belong to the write path and live in
 * GamesModule with the other effects of a change.
 */
@Module({
  imports: [GamesModule, RateLimitModule],
  controllers: [PlansController],
  providers: [PlansService],
})
export class PlansModule {}
