import { Module, type OnModuleInit } from '@nestjs/common';
import { DataExportSections } from '../../identity/users/data-export-sections';
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
export class ReputationModule implements OnModuleInit {
  constructor(
    private readonly exports: DataExportSections,
    private readonly reputation: ReputationService,
  ) {}

  /** The data export's reliability and ratings, as the profile shows them. */
  onModuleInit(): void {
    this.exports.register({
      key: 'reputation',
      order: 92,
      scope: 'ladders:read',
      value: async ({ username }) => {
        const { reliability, ratings } = await this.reputation.profile(username);
        return { reliability, ratings };
      },
    });
  }
}
