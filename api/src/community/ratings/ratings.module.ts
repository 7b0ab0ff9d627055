import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { RatingRepository } from './rating.repository';
import { RatingsController } from './ratings.controller';
import { RatingsService } from './ratings.service';

@Module({
  imports: [RateLimitModule],
  controllers: [RatingsController],
  providers: [RatingsService, RatingRepository],
  exports: [RatingsService],
})
export class RatingsModule {}
