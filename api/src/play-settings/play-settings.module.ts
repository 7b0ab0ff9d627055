import { Module } from '@nestjs/common';
import { PlaySettingsController } from './play-settings.controller';
import { PlaySettingsService } from './play-settings.service';

/** The user's settings for playing (issue 18). */
@Module({ controllers: [PlaySettingsController], providers: [PlaySettingsService] })
export class PlaySettingsModule {}
