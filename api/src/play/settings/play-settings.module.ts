import { Module } from '@nestjs/common';
import { PlaySettingsController } from './play-settings.controller';
import { PlaySettingsService } from './play-settings.service';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

/** The user's settings for playing (issue 18). */
@Module({ imports: [RateLimitModule], controllers: [PlaySettingsController], providers: [PlaySettingsService] })
export class PlaySettingsModule {}
