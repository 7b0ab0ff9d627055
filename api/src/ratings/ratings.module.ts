import { Module } from '@nestjs/common';
import { registerErrorCodes } from '../common/error-codes';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { RatingsController } from './ratings.controller';
import { RatingsService } from './ratings.service';

registerErrorCodes({ PLAYER_NOT_FOUND: 404 });

@Module({
  imports: [RateLimitModule],
  controllers: [RatingsController],
  providers: [RatingsService],
  exports: [RatingsService],
})
export class RatingsModule {}
