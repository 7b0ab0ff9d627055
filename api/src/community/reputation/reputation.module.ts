import { Module } from '@nestjs/common';
import { UsersModule } from '../../identity/users/users.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { ProfilesController } from './profiles.controller';
import { ReputationRepository } from './reputation.repository';
import { ReputationService } from './reputation.service';

/** Reliability and ratings as read: the profile, and the reader the play area declares. */
@Module({
  imports: [UsersModule, RateLimitModule],
  controllers: [ProfilesController],
  providers: [ReputationService, ReputationRepository],
  exports: [ReputationService],
})
export class ReputationModule {}
