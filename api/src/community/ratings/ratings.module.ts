import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { CoalitionRatingRecorder } from './coalition-rating-recorder';
import { CoalitionRatingRepository } from './coalition-rating.repository';
import { CoalitionRatingsService } from './coalition-ratings.service';
import { RatingAnnulmentRepository } from './rating-annulment.repository';
import { RatingAnnulments } from './rating-annulments';
import { RatingBoardsService } from './rating-boards.service';
import { RatingRepository } from './rating.repository';
import { RatingsController } from './ratings.controller';
import { RatingsService } from './ratings.service';

@Module({
  imports: [RateLimitModule],
  controllers: [RatingsController],
  providers: [
    RatingsService,
    RatingRepository,
    CoalitionRatingsService,
    CoalitionRatingRepository,
    CoalitionRatingRecorder,
    RatingAnnulmentRepository,
    RatingAnnulments,
    RatingBoardsService,
  ],
  // CoalitionRatingRecorder is an effect of a game's change (api/src/game-change-effects.module.ts);
  // RatingAnnulments is how a ladder's admin or a moderator takes a game out of the ratings.
  exports: [RatingsService, CoalitionRatingRecorder, RatingAnnulments, RatingBoardsService, CoalitionRatingRepository],
})
export class RatingsModule {}
