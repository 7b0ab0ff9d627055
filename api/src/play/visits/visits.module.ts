import { Module } from '@nestjs/common';
import { registerErrorCodes } from '../../platform/errors/error-codes';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { GameCoreModule } from '../core/game-core.module';
import { VISIT_ERRORS } from './visit-errors';
import { VisitRepository } from './visit.repository';
import { VisitsController } from './visits.controller';
import { VisitsService } from './visits.service';

registerErrorCodes(VISIT_ERRORS);

/** Visits: what happened in a game since a reader's last visit, kept per user and game. */
@Module({
  imports: [GameCoreModule, RateLimitModule],
  controllers: [VisitsController],
  providers: [VisitsService, VisitRepository],
  exports: [VisitRepository],
})
export class VisitsModule {}
