import { Module, type OnModuleInit } from '@nestjs/common';
import { DataExportSections } from '../../identity/users/data-export-sections';
import { UsersModule } from '../../identity/users/users.module';
import { PlaySettingsController } from './play-settings.controller';
import { PlaySettingsRepository } from './play-settings.repository';
import { PlaySettingsService } from './play-settings.service';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

/** The user's settings for playing. */
@Module({
  imports: [RateLimitModule, UsersModule],
  controllers: [PlaySettingsController],
  providers: [PlaySettingsService, PlaySettingsRepository],
})
export class PlaySettingsModule implements OnModuleInit {
  constructor(
    private readonly exports: DataExportSections,
    private readonly settings: PlaySettingsService,
  ) {}

  onModuleInit(): void {
    this.exports.register({
      key: 'playSettings',
      order: 20,
      scope: 'account:read',
      value: ({ userId }) => this.settings.get(userId),
    });
  }
}
