import { Module } from '@nestjs/common';
import { registerErrorCodes } from '../../platform/errors/error-codes';
import { GameCoreModule } from '../core/game-core.module';
import { PlanRepository } from './plan.repository';
import { PlannedAnswerEffect } from './planned-answer.effect';
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
  imports: [GameCoreModule, RateLimitModule],
  controllers: [PlansController],
  providers: [PlansService, PlanRepository, PlannedAnswerEffect],
  // An effect of a game's change (api/src/game-change-effects.module.ts).
  exports: [PlannedAnswerEffect],
})
export class PlansModule {}
