import { Module } from '@nestjs/common';
import { PlaySettingsController } from './play-settings.controller';
import { PlaySettingsRepository } from './play-settings.repository';
import { PlaySettingsService } from './play-settings.service';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

/** The user's settings for playing. */
@Module({
  imports: [RateLimitModule],
  controllers: [PlaySettingsController],
  providers: [PlaySettingsService, PlaySettingsRepository],
})
export class PlaySettingsModule {}
