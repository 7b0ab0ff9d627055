import { Module } from '@nestjs/common';
import { GameCoreModule } from '../core/game-core.module';
import { LobbyListingEffect } from './lobby-listing';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { LobbyController } from './lobby.controller';
import { LobbyService } from './lobby.service';

/** The lobby's list (issue 21); GameLobbyService keeps each game's place in it. */
@Module({
  imports: [GameCoreModule, RateLimitModule],
  controllers: [LobbyController],
  providers: [LobbyService, LobbyListingEffect],
  // An effect of a game's change (api/src/game-change-effects.module.ts).
  exports: [LobbyListingEffect],
})
export class LobbyModule {}
